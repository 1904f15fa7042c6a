import { mkdirSync } from "node:fs";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import type { AdRecord } from "../../packages/contract/src/endpoints/ads";
import { expectAccessible } from "../support/axe";
import { expect, test } from "../support/fixtures";
import { expectPath, openWithToken } from "../support/ui";
import { createAd, editor, userWithCompany } from "./editor-helpers";
import { adminToken, toast } from "./master-data-helpers";

/** Screenshots for the session's closing note. */
const SHOTS = "/work/notes/shots";
const LONG_NAME = "Spring coffee launch week: ten animated lines for the 300x250 master of the campaign";

/** PUT /api/ads/update/{id}: the ad's document with `count` text layers, each with an entrance animation. */
async function withAnimatedLayers(request: APIRequestContext, token: string, ad: AdRecord, count: number) {
  const document = structuredClone(ad.document) as AdRecord["document"] & {
    name: string;
    pages: { id: string }[];
    layers: Record<string, unknown>;
  };
  const page = document.pages[0]?.id ?? "";
  document.name = LONG_NAME;
  for (let i = 0; i < count; i += 1) {
    document.layers[`line${i}`] = {
      id: `line${i}`,
      name: `Line ${i + 1}`,
      page,
      parent: null,
      order: `a${String(i).padStart(2, "0")}`,
      content: { kind: "text", text: `Line ${i + 1}` },
      props: { posleft: 20, postop: 10 + i * 22, width: 200, height: 20, fontSize: 14, fontColor: "#111111" },
      overrides: {},
      animations: [
        {
          trigger: "entrance",
          preset: "fade",
          delayMs: i * 200,
          durationMs: 600,
          easing: "ease-out",
          iterations: 1,
        },
      ],
      actions: [],
      hidden: false,
      locked: false,
    };
  }
  const response = await request.put(`/api/ads/update/${ad._id}`, {
    headers: { authorization: `Bearer ${token}` },
    data: { revision: ad.revision, document },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Elements in `scope` whose own content is wider than their box (a label cut off), by their name or text. */
function cutOff(scope: Locator): Promise<string[]> {
  return scope.evaluate((root) =>
    [root, ...root.querySelectorAll<HTMLElement>("*")]
      // Screen-reader-only text is 1 px wide on purpose; inline elements have no box of their own.
      .filter((el) => el.clientWidth > 1 && el.scrollWidth > el.clientWidth)
      .map((el) => el.getAttribute("aria-label") || el.textContent || el.tagName),
  );
}

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  if (!found) throw new Error("not on screen");
  return found;
}

/** The studio's own chrome, none of which belongs in the full-screen editor. */
async function expectNoAppChrome(page: Page): Promise<void> {
  await expect(page.getByRole("navigation", { name: "Main navigation" })).toHaveCount(0);
  await expect(page.getByRole("contentinfo")).toHaveCount(0);
  await expect(page.getByRole("complementary", { name: /Team Chat/ })).toHaveCount(0);
  await expect(page.getByTestId("toolbar")).toHaveCount(0);
  await expect(page.getByRole("main")).toHaveCount(1);
}

/**
 * Issue 28 "Workspace": the editor is full-screen, its toolbar never cuts a label off at 1280 px, the
 * canvas keeps 60 % of the window however many layers are animated, the timeline resizes and collapses,
 * and a notice covers no tool.
 */
test.describe("editor workspace", () => {
  test.use({ actionTimeout: 15_000 });

  test("at 1280x800 with ten animated layers: whole toolbar labels, canvas at 60 %, a timeline that resizes and collapses", async ({
    page,
    api,
  }) => {
    test.setTimeout(90_000);
    const designer = await userWithCompany(api.request, await adminToken(api), "designer");
    const ad = await createAd(api.request, designer.token, "rich-media", designer.company._id);
    await withAnimatedLayers(api.request, designer.token, ad, 10);
    await openWithToken(page, designer.token, `/studio/pro-ad/${ad._id}`);
    const ed = editor(page);
    const canvasArea = page.getByRole("region", { name: "Canvas", exact: true });
    const separator = page.getByRole("separator", { name: "Timeline height" });
    await expect(ed.timeline.getByRole("button", { name: /^Select Line/ })).toHaveCount(10);
    await expectNoAppChrome(page);

    await test.step("every toolbar button shows its whole label, inside the window", async () => {
      const toolbar = ed.root.locator("header");
      const buttons = toolbar.locator("button, a");
      expect(await buttons.count()).toBeGreaterThan(8);
      for (const button of await buttons.all()) {
        const { x, width } = await box(button);
        expect(x).toBeGreaterThanOrEqual(0);
        expect(x + width).toBeLessThanOrEqual(1280);
      }
      for (const label of ["Preview", "Publish"]) {
        await expect(toolbar.getByRole("button", { name: label, exact: true })).toHaveText(label);
      }
      await expect(page.getByTestId("format-badge")).toHaveText("Rich Media");
      // The name field ends in "…" (it is the only thing that may); the rest is whole.
      expect((await cutOff(toolbar)).filter((name) => name !== "Ad name")).toEqual([]);
      await page.getByRole("textbox", { name: "Ad name" }).hover();
      await expect(page.getByRole("tooltip")).toHaveText(LONG_NAME);
    });

    await test.step("the canvas keeps at least 60 % of the height; the ten rows scroll inside the timeline", async () => {
      expect((await box(canvasArea)).height).toBeGreaterThanOrEqual(480);
      const dock = page.getByTestId("timeline-dock");
      const lastRow = ed.timeline.getByRole("button", { name: "Select Line 10", exact: true });
      await lastRow.scrollIntoViewIfNeeded();
      await expect(lastRow).toBeInViewport();
      expect((await box(lastRow)).y).toBeGreaterThan((await box(dock)).y);
      expect((await box(canvasArea)).height).toBeGreaterThanOrEqual(480);
    });

    await test.step("the separator resizes the timeline by keyboard and by dragging, never past 60 % for the canvas", async () => {
      const before = Number(await separator.getAttribute("aria-valuenow"));
      const canvasBefore = (await box(canvasArea)).height;
      await separator.focus();
      await page.keyboard.press("ArrowDown");
      await page.keyboard.press("ArrowDown");
      await expect(separator).toHaveAttribute("aria-valuenow", String(before - 32));
      expect((await box(canvasArea)).height).toBeCloseTo(canvasBefore + 32, 0);

      const handle = await box(separator);
      await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
      await page.mouse.down();
      await page.mouse.move(handle.x + handle.width / 2, 40, { steps: 5 });
      await page.mouse.up();
      // 40 % of 800 px less the 52 px toolbar is the most the timeline may take.
      await expect(separator).toHaveAttribute("aria-valuenow", "268");
      expect((await box(canvasArea)).height).toBeGreaterThanOrEqual(480);

      const raised = await box(separator);
      await page.mouse.move(raised.x + raised.width / 2, raised.y + 8);
      await page.mouse.down();
      await page.mouse.move(raised.x + raised.width / 2, raised.y + 108, { steps: 5 });
      await page.mouse.up();
      await expect(separator).toHaveAttribute("aria-valuenow", "168");
    });

    await test.step("the size is remembered, and the timeline collapses and comes back", async () => {
      await page.reload();
      await expect(separator).toHaveAttribute("aria-valuenow", "168");
      await page.getByRole("button", { name: "Hide pages and timeline" }).click();
      await expect(ed.timeline).toHaveCount(0);
      expect((await box(canvasArea)).height).toBeGreaterThan(680);
      await page.getByRole("button", { name: "Show pages and timeline" }).click();
      await expect(ed.timeline.getByRole("button", { name: /^Select Line/ })).toHaveCount(10);
      await expect(separator).toHaveAttribute("aria-valuenow", "168");
    });

    await test.step("screenshot", async () => {
      await separator.focus();
      await page.keyboard.press("End");
      await separator.blur();
      await page.mouse.move(640, 300);
      mkdirSync(SHOTS, { recursive: true });
      await page.screenshot({ path: `${SHOTS}/workspace-1280x800.png` });
      await expectAccessible(page, "the editor with ten animated layers and the timeline's separator");
    });

    await test.step("in a narrower window what does not fit moves to More, and nothing is cut off", async () => {
      await page.setViewportSize({ width: 1120, height: 800 });
      const toolbar = ed.root.locator("header");
      await toolbar.getByRole("button", { name: "More", exact: true }).click();
      await expect(page.getByRole("menuitem", { name: "Keyboard shortcuts" })).toBeVisible();
      await expect(toolbar.getByRole("button", { name: "Keyboard shortcuts" })).toHaveCount(0);
      expect((await cutOff(toolbar)).filter((name) => name !== "Ad name")).toEqual([]);
      for (const button of await toolbar.locator("button, a").all()) {
        const { x, width } = await box(button);
        expect(x + width).toBeLessThanOrEqual(1120);
      }
      await page.screenshot({ path: `${SHOTS}/workspace-1120x800-more.png` });
      await page.getByRole("menuitem", { name: "Keyboard shortcuts" }).click();
      await expect(page.getByRole("dialog", { name: "Keyboard shortcuts" })).toBeVisible();
    });
  });

  test("at 1440x900 the editor is full-screen, and the 'Created successfully' notice covers no tool", async ({
    page,
    api,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    const designer = await userWithCompany(api.request, await adminToken(api), "designer");
    const ed = editor(page);

    await openWithToken(page, designer.token, "/studio/pro-ad/rich-media");
    await expect(page.getByRole("navigation", { name: "Main navigation" })).toBeVisible();
    await page.getByRole("textbox", { name: "Ad name", exact: true }).fill("Spring coffee 300x250");
    await page.getByRole("combobox", { name: "Company", exact: true }).click();
    await page.getByRole("option", { name: designer.company.name }).click();
    await page.getByRole("button", { name: "Create ad", exact: true }).click();
    await expect(ed.root).toBeVisible();
    const adId = new URL(page.url()).pathname.split("/").at(-1) ?? "";
    const notice = toast(page, "Created successfully");
    // The notice moves from the form's top centre to the editor's canvas area (the old place fades out).
    await expect(notice).toHaveCount(1);
    await expect(notice).toBeVisible();
    await expectNoAppChrome(page);

    const noticeBox = await box(notice);
    const tools: [string, Locator][] = [
      ["Add layer", ed.layers.getByRole("button", { name: "Add layer" })],
      ["the toolbar", ed.root.locator("header")],
      ["the timeline", page.getByTestId("timeline-dock")],
      ["the layers panel", page.getByRole("complementary", { name: "Layers and assets" })],
      ["the properties panel", ed.properties],
      ["the canvas caption", page.getByTestId("canvas-caption")],
    ];
    for (const [name, tool] of tools) {
      expect(overlaps(noticeBox, await box(tool)), `the notice covers ${name}`).toBe(false);
    }
    expect(overlaps(noticeBox, await box(page.getByRole("region", { name: "Canvas", exact: true })))).toBe(
      true,
    );
    await page.mouse.move(720, 300);
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/workspace-1440x900.png` });
    await expectAccessible(page, "the full-screen editor with a notice");

    await page.getByRole("link", { name: "Back to the ad's details" }).click();
    await expectPath(page, `/studio/ad-details/${adId}`);
    await expect(page.getByRole("navigation", { name: "Main navigation" })).toBeVisible();
  });
});
