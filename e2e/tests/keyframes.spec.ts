import type { Page } from "@playwright/test";
import { trackValueAt } from "../../packages/creative/src/document/animation-time";
import { expectAccessible } from "../support/axe";
import { expect, test } from "../support/fixtures";
import { openWithToken } from "../support/ui";
import { createAd, editor, expectSaved, getAd, userWithCompany } from "./editor-helpers";
import { adminToken, toast } from "./master-data-helpers";

/** The curve the designer types in: a fast start that settles gently. */
const CURVE = { type: "cubic-bezier" as const, x1: 0.1, y1: 0.8, x2: 0.3, y2: 1 };
/** The three opacity keyframes the designer builds, in page time. */
const KEYFRAMES = [
  { atMs: 0, value: 0, easing: CURVE },
  { atMs: 1000, value: 1 },
  { atMs: 2000, value: 0.4 },
];
/** The moments compared between the editor's scrubbed canvas and the published ad. */
const MOMENTS = [400, 1000, 1600];

/** The opacity the keyframes give at a page time (the animation starts at 0 with linear between the rest). */
const expected = (timeMs: number) =>
  trackValueAt({ property: "opacity", keyframes: KEYFRAMES }, "linear", timeMs) as number;

/**
 * Issue 29 "Done when": a designer builds a keyframed animation (three keyframes, a custom curve) on the
 * timeline, scrubs it in the canvas, publishes, and the published ad plays it: its frames, paused with the
 * Web Animations API at three times, match the keyframes and the editor's scrubbed canvas.
 */
test("a designer keyframes a layer's opacity with a custom curve, scrubs it, and the published ad plays it", async ({
  page,
  api,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 1000 });
  const designer = await userWithCompany(api.request, await adminToken(api), "designer");
  const ad = await createAd(api.request, designer.token, "rich-media", designer.company._id);
  const ed = editor(page);
  await openWithToken(page, designer.token, `/studio/pro-ad/${ad._id}`);
  await ed.addLayer("Text");
  const layerName = (
    await ed.timeline
      .getByRole("button", { name: /^Select / })
      .first()
      .getAttribute("aria-label")
  )
    ?.replace(/^Select /, "")
    .trim();
  expect(layerName).toBeTruthy();
  const playhead = ed.timeline.getByRole("slider", { name: "Playhead" });
  const selected = ed.timeline.getByRole("group", { name: "Selected keyframe" });
  const diamond = (seconds: string) =>
    ed.timeline.getByRole("button", { name: `Opacity keyframe at ${seconds} s`, exact: true });

  /** Moves the playhead by keyboard (50 ms a step) and waits for the time read-out. */
  const scrubTo = async (ms: number) => {
    await playhead.focus();
    await page.keyboard.press("Home");
    for (let i = 0; i < ms / 50; i++) await page.keyboard.press("ArrowRight");
    await expect(playhead).toHaveAttribute("aria-valuenow", String(ms));
  };
  const addOpacityKeyframe = async (value: string, seconds: string) => {
    await ed.timeline.getByRole("button", { name: `Keyframes of ${layerName}`, exact: true }).click();
    await page.getByRole("menuitem", { name: "Opacity", exact: true }).click();
    await expect(diamond(seconds)).toBeVisible();
    await expect(selected).toContainText(`Opacity keyframe of ${layerName} at ${seconds} s`);
    await selected.getByRole("textbox", { name: "Value", exact: true }).fill(value);
  };

  await test.step("three opacity keyframes at the playhead, the first with a custom curve", async () => {
    // A taller timeline (by keyboard on its separator) shows the keyframe rows and the editor together.
    await page.getByRole("separator", { name: "Timeline height" }).focus();
    for (let i = 0; i < 10; i++) await page.keyboard.press("ArrowUp");
    await addOpacityKeyframe("0", "0.00");
    await scrubTo(1000);
    await addOpacityKeyframe("1", "1.00");
    await scrubTo(2000);
    await addOpacityKeyframe("0.4", "2.00");

    // The arrow keys move a keyframe; back again.
    await diamond("2.00").focus();
    await page.keyboard.press("ArrowRight");
    await expect(diamond("2.10")).toBeFocused();
    await page.keyboard.press("ArrowLeft");
    await expect(diamond("2.00")).toBeVisible();
    // Dragged a tenth of the 5-second ruler to the right, it lands at 2.50 s; five steps left bring it back.
    const box = await diamond("2.00").boundingBox();
    const lane = await diamond("2.00").evaluate((el) => el.parentElement?.getBoundingClientRect().width ?? 0);
    if (!box) throw new Error("The keyframe at 2.00 s is not on screen.");
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + lane / 10, box.y + box.height / 2, { steps: 5 });
    await page.mouse.up();
    await expect(diamond("2.50")).toBeFocused();
    for (let i = 0; i < 5; i++) await page.keyboard.press("ArrowLeft");
    await expect(diamond("2.00")).toBeFocused();

    await diamond("0.00").click();
    await expect(selected).toContainText(`Opacity keyframe of ${layerName} at 0.00 s`);
    await selected.getByRole("combobox", { name: "Easing to the next keyframe" }).click();
    await page.getByRole("option", { name: "Custom curve", exact: true }).click();
    for (const point of ["x1", "y1", "x2", "y2"] as const)
      await selected.getByRole("textbox", { name: `Curve ${point}`, exact: true }).fill(String(CURVE[point]));
    await expect(
      selected.getByRole("img", { name: "Easing curve cubic-bezier(0.1, 0.8, 0.3, 1)" }),
    ).toBeVisible();
    await expectAccessible(page, "the timeline with keyframes and the selected keyframe's curve");
    await expectSaved(page);
    const saved = Object.values((await getAd(api.request, designer.token, ad._id)).document.layers);
    expect(saved[0]?.animations[0]?.tracks).toEqual([
      {
        property: "opacity",
        keyframes: [
          { atMs: 0, value: 0, easing: CURVE },
          { atMs: 1000, value: 1 },
          { atMs: 2000, value: 0.4 },
        ],
      },
    ]);
  });

  const inEditor: number[] = [];
  await test.step("scrubbing shows the in-between states in the canvas", async () => {
    const text = page.frameLocator('[data-testid="canvas-frame"]').locator(".l.text");
    for (const ms of MOMENTS) {
      await scrubTo(ms);
      await expect
        .poll(async () => Number(await text.evaluate((el) => getComputedStyle(el).opacity)))
        .toBeCloseTo(expected(ms), 2);
      inEditor.push(Number(await text.evaluate((el) => getComputedStyle(el).opacity)));
    }
    // The custom curve rises fast: at 40 % of the time it is past 85 % of the way (a straight line: 40 %).
    expect(inEditor[0]).toBeGreaterThan(0.85);
    expect(inEditor[2]).toBeGreaterThan(0.4);
    expect(inEditor[2]).toBeLessThan(1);
    await page.getByTestId("timeline-dock").screenshot({ path: "/work/notes/shots/keyframes-timeline.png" });
    await page.screenshot({ path: "/work/notes/shots/keyframes-editor.png" });
  });

  await test.step("the published ad plays the same frames", async () => {
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await page
      .getByRole("dialog", { name: "Publish version 1", exact: true })
      .getByRole("button", { name: "Publish", exact: true })
      .click();
    await expect(toast(page, "Published version 1.")).toBeVisible();
    const shipped = await page.context().newPage();
    await shipped.goto(`/creatives/${ad._id}/1/sz300x250/index.html?width=300&height=250`);
    await expect(shipped.locator(".l.text")).toBeVisible();
    for (const [i, ms] of MOMENTS.entries()) {
      const opacity = await frameAt(shipped, ms);
      expect(opacity).toBeCloseTo(expected(ms), 2);
      expect(opacity).toBeCloseTo(inEditor[i] ?? Number.NaN, 2);
    }
    await shipped.close();
  });

  await test.step("a preset writes keyframes from the playhead", async () => {
    await ed.timeline.getByRole("button", { name: `Preset keyframes for ${layerName}`, exact: true }).click();
    await page.getByRole("menuitem", { name: "Slide up", exact: true }).click();
    await expect(
      ed.timeline.getByRole("button", { name: "Y keyframe at 1.60 s", exact: true }),
    ).toBeVisible();
    await expect(
      ed.timeline.getByRole("button", { name: "Y keyframe at 2.10 s", exact: true }),
    ).toBeVisible();
    await expect(diamond("1.60")).toBeVisible();
    await page.getByTestId("timeline-dock").screenshot({ path: "/work/notes/shots/keyframes-preset.png" });
  });
});

/** The published text layer's opacity with every animation paused `ms` after the page showed. */
async function frameAt(page: Page, ms: number): Promise<number> {
  return page.evaluate((t) => {
    for (const animation of document.getAnimations()) {
      animation.pause();
      animation.currentTime = t;
    }
    const text = document.querySelector(".l.text");
    return text ? Number(getComputedStyle(text).opacity) : Number.NaN;
  }, ms);
}
