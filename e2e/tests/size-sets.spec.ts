import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import { ROOT } from "../support/server";
import { expectPath, openWithToken } from "../support/ui";
import { editor, expectSaved, getAd, userWithCompany } from "./editor-helpers";
import { adminToken, clearToasts } from "./master-data-helpers";

const CLI = path.join(ROOT, "apps/cli/dist/adstudio.js");
/** The closing note's pictures of the re-flowed sizes. */
const SHOTS = "/work/notes/shots";
const EXIT_URL = "https://summer.example.com/sale";

// fflate is the creative engine's zip library; the e2e package borrows it to open the zip of zips.
const { unzipSync } = createRequire(new URL("../../packages/creative/package.json", import.meta.url))(
  "fflate",
) as { unzipSync(bytes: Uint8Array): Record<string, Uint8Array> };

/** Types a number into a properties field and leaves it, so the value is committed. */
async function setField(scope: Locator, name: string, value: string) {
  const field = scope.getByRole("textbox", { name, exact: true });
  await field.fill(value);
  await field.press("Tab");
}

/** Picks the size being edited from the toolbar's switcher. */
async function showSize(page: Page, name: string) {
  await page.getByRole("combobox", { name: "Size being edited", exact: true }).click();
  await page.getByRole("option", { name, exact: true }).click();
}

/**
 * axe's serious and critical findings (WCAG 2 A and AA, plus label-content-name-mismatch) inside what this
 * lane added, so another part of the editor's findings do not decide this spec.
 */
async function expectAccessibleParts(page: Page, selector: string) {
  await expect(page.locator(selector).first()).toBeVisible();
  // A popover fades in: axe measures colour contrast as drawn, so it waits for the fade to end.
  await expect(page.locator(selector).first()).toHaveCSS("opacity", "1");
  const results = await new AxeBuilder({ page })
    .include(selector)
    .withTags(["wcag2a", "wcag2aa"])
    .options({ rules: { "label-content-name-mismatch": { enabled: true } } })
    .analyze();
  const blocking = results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect(blocking, selector).toEqual([]);
}

/** The canvas's stage as it is drawn now, saved for the closing note. */
async function shootStage(page: Page, name: string) {
  await page.mouse.move(0, 0);
  await page.getByTestId("canvas-stage").screenshot({ path: path.join(SHOTS, `sizes-${name}.png`) });
}

/**
 * Issue 28's first "Done when": a Rich Media ad made at 300×250 gets 728×90 and 160×600, laid out from the
 * base by its layers' constraints; moving the headline in 728×90 moves it there only; every size downloads
 * at once, and each size's zip passes `adstudio validate --profile google-ads`.
 */
test("size sets: add sizes that re-flow from the base, fix one size alone, download them all", async ({
  page,
  api,
}) => {
  test.setTimeout(180_000);
  // Room for a 728 px stage beside the panels, so the pictures show the sizes large enough to judge.
  await page.setViewportSize({ width: 1600, height: 1000 });
  mkdirSync(SHOTS, { recursive: true });
  const designer = await userWithCompany(api.request, await adminToken(api), "designer");
  const ed = editor(page);
  let adId = "";

  await test.step("create a Rich Media ad at 300×250 with a headline at the top centre and a button", async () => {
    await openWithToken(page, designer.token, "/studio/ads");
    await page.getByRole("button", { name: "Create an ad", exact: true }).first().click();
    await page
      .getByRole("dialog", { name: "Create an ad", exact: true })
      .getByRole("link", { name: "Rich Media: Phone", exact: true })
      .click();
    await expectPath(page, "/studio/pro-ad/rich-media");
    await page.getByRole("textbox", { name: "Ad name", exact: true }).fill("Summer sale set");
    await page.getByRole("combobox", { name: "Company", exact: true }).click();
    await page.getByRole("option", { name: designer.company.name }).click();
    await page.getByRole("button", { name: "Create ad", exact: true }).click();
    await expect(ed.root).toBeVisible();
    adId = new URL(page.url()).pathname.split("/").at(-1) ?? "";
    await expect(page.getByTestId("canvas-caption")).toContainText("300 × 250");

    await ed.addLayer("Text");
    await ed.properties.getByRole("textbox", { name: "Text", exact: true }).fill("Summer sale");
    for (const [name, value] of [
      ["Left", "20"],
      ["Top", "16"],
      ["Width", "260"],
      ["Height", "40"],
      ["Font size", "24"],
    ] as const)
      await setField(ed.properties, name, value);
    // Until pinned, re-flow infers top-centre from where it sits; pin it there on purpose.
    const horizontal = ed.properties.getByRole("combobox", { name: "Pin horizontally", exact: true });
    const vertical = ed.properties.getByRole("combobox", { name: "Pin vertically", exact: true });
    await expect(horizontal).toHaveValue("Auto: Centre");
    await expect(vertical).toHaveValue("Auto: Top");
    await horizontal.click();
    await page.getByRole("option", { name: "Centre", exact: true }).click();
    await expect(horizontal).toHaveValue("Centre");
    await expect(vertical).toHaveValue("Top");
    await expectAccessibleParts(page, '[data-testid="constraints-field"]');
    await ed.properties.screenshot({ path: path.join(SHOTS, "sizes-properties.png") });

    await ed.addLayer("Button with an exit");
    await setField(ed.properties, "Top", "190");
    await ed.tab("Actions").click();
    const exits = page.getByRole("region", { name: "Exits", exact: true });
    await exits.getByRole("textbox", { name: "Landing page of clickTag", exact: true }).fill(EXIT_URL);
    await exits.getByRole("button", { name: "Add exit", exact: true }).click();
    await ed.tab("Properties").click();
    await expectSaved(page);
    await shootStage(page, "300x250-canvas");
  });

  await test.step("add 728×90 and 160×600 from the size switcher: each opens re-flowed", async () => {
    await clearToasts(page);
    for (const [size, caption] of [
      ["728×90", "728 × 90"],
      ["160×600", "160 × 600"],
    ] as const) {
      await page.getByRole("button", { name: "Sizes", exact: true }).click();
      const add = page.getByRole("group", { name: "Add a size", exact: true });
      await expectAccessibleParts(page, '[data-testid="sizes-popover"]');
      if (size === "728×90")
        await page.getByTestId("sizes-popover").screenshot({ path: path.join(SHOTS, "sizes-popover.png") });
      await add.getByRole("button", { name: size, exact: true }).click();
      await expect(page.getByTestId("canvas-caption")).toContainText(caption);
    }
    await expectSaved(page);

    const { document } = await getAd(api.request, designer.token, adId);
    expect(Object.keys(document.teaser)).toEqual(["sz300x250", "sz300x600", "sz728x90", "sz160x600"]);
    const headline = Object.values(document.layers).find((layer) => layer.content.kind === "text");
    expect(headline?.constraints).toEqual({ horizontal: "center", vertical: "top", keepAspect: false });
    // Top centre in each: 728 wide → left (728 − 260) / 2; 160 wide → shrunk to the stage inside its margin.
    expect(headline?.overrides.sz728x90).toEqual({ posleft: 234, postop: 16, width: 260, height: 40 });
    expect(headline?.overrides.sz160x600).toMatchObject({ posleft: 16, postop: 16, width: 128 });
    await shootStage(page, "160x600-canvas");
  });

  await test.step("the all-sizes overview shows every size with its checks; choosing one opens it", async () => {
    await page.getByRole("button", { name: "Sizes", exact: true }).click();
    await page.getByRole("button", { name: "All sizes", exact: true }).click();
    const overview = page.getByRole("dialog", { name: "All sizes", exact: true });
    await expect(overview.getByTestId("canvas-frame")).toHaveCount(4);
    for (const size of ["300×250", "300×600", "728×90", "160×600"]) {
      const card = overview.getByRole("region", { name: size, exact: true });
      await expect(card).toContainText(/Weight \d+\.\d KB of \d+\.\d KB · 1 request/);
      await expect(card).toContainText("No issues in this size.");
      await expect(card.frameLocator('[data-testid="canvas-frame"]').getByText("Summer sale")).toBeVisible();
      await card.screenshot({ path: path.join(SHOTS, `sizes-${size.replace("×", "x")}.png`) });
    }
    await overview.screenshot({ path: path.join(SHOTS, "sizes-overview.png") });
    await expectAccessibleParts(page, '[role="dialog"]');
    await overview.getByRole("button", { name: "Open 160×600 in the editor", exact: true }).click();
    await expect(overview).toBeHidden();
    await expect(page.getByTestId("canvas-caption")).toContainText("160 × 600");
  });

  await test.step("move the headline in 728×90 only: the other sizes keep theirs", async () => {
    await showSize(page, "728x90");
    await ed.layer("Text").click();
    await setField(ed.properties, "Left", "40");
    await expectSaved(page);
    const { document } = await getAd(api.request, designer.token, adId);
    const headline = Object.values(document.layers).find((layer) => layer.content.kind === "text");
    expect(headline?.props.posleft).toBe(20);
    expect(headline?.overrides.sz728x90?.posleft).toBe(40);
    expect(headline?.overrides.sz160x600?.posleft).toBe(16);
    await page.getByRole("button", { name: "Sizes", exact: true }).click();
    await page.getByRole("button", { name: "All sizes", exact: true }).click();
    const overview = page.getByRole("dialog", { name: "All sizes", exact: true });
    await expect(overview.getByTestId("canvas-frame")).toHaveCount(4);
    await overview.screenshot({ path: path.join(SHOTS, "sizes-overview-moved.png") });
    await overview.getByRole("button", { name: "Close", exact: true }).click();
    await expect(overview).toBeHidden();
  });

  await test.step("download all sizes: one zip of each size's zip, each passing validate for Google Ads", async () => {
    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download HTML5", exact: true }).click();
    await page.getByRole("menuitem", { name: "All sizes (a zip of each size's zip)", exact: true }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe("Summer_sale_set-all-sizes.zip");
    // The test's own output folder, which Playwright empties at the start of each run.
    const dir = test.info().outputPath("sizes");
    mkdirSync(dir, { recursive: true });
    const file = path.join(dir, download.suggestedFilename());
    await download.saveAs(file);
    const inner = unzipSync(new Uint8Array(readFileSync(file)));
    expect(Object.keys(inner).sort()).toEqual([
      "Summer-sale-set-sz160x600.zip",
      "Summer-sale-set-sz300x250.zip",
      "Summer-sale-set-sz300x600.zip",
      "Summer-sale-set-sz728x90.zip",
    ]);
    for (const [name, bytes] of Object.entries(inner)) {
      const zip = path.join(dir, name);
      writeFileSync(zip, bytes);
      const out = execFileSync(
        process.execPath,
        [CLI, "validate", zip, "--profile", "google-ads", "--json"],
        {
          encoding: "utf8",
        },
      );
      const { results } = JSON.parse(out) as { results: { issues: { severity: string }[] }[] };
      expect(results, name).toHaveLength(1);
      expect(
        results[0]?.issues.filter((issue) => issue.severity === "error"),
        name,
      ).toEqual([]);
    }
  });

  await test.step("the ad details list the sizes and add or remove them through the ad's save", async () => {
    await page.goto(`/studio/ad-details/${adId}`);
    const card = page.getByRole("region", { name: "Sizes", exact: true });
    await expect(card.getByRole("group", { name: "The ad's sizes", exact: true })).toContainText(
      "300×250 (base)",
    );
    await card.getByRole("button", { name: "Remove 300×600", exact: true }).click();
    await expect(card.getByRole("button", { name: "Remove 300×600", exact: true })).toHaveCount(0);
    await card
      .getByRole("group", { name: "Add a size", exact: true })
      .getByRole("button", { name: "320×50", exact: true })
      .click();
    await expect(card.getByRole("button", { name: "Remove 320×50", exact: true })).toBeVisible();
    const { document } = await getAd(api.request, designer.token, adId);
    expect(Object.keys(document.teaser)).toEqual(["sz300x250", "sz728x90", "sz160x600", "sz320x50"]);
    const headline = Object.values(document.layers).find((layer) => layer.content.kind === "text");
    // Re-flowed there too: its 40 px box moves up from 16 to 10 to stay on the 50 px strip.
    expect(headline?.overrides.sz320x50).toMatchObject({ postop: 10, height: 40 });
    expect(headline?.overrides.sz728x90?.posleft).toBe(40);
    await expectAccessibleParts(page, '[aria-labelledby="sizes-title"]');
    await card.screenshot({ path: path.join(SHOTS, "sizes-details.png") });
  });

  await test.step("publishing writes every size, the added ones too, in one version", async () => {
    const { revision } = await getAd(api.request, designer.token, adId);
    const published = await api.request.post(`/api/ads/publish/${adId}`, {
      headers: { authorization: `Bearer ${designer.token}` },
      data: { revision },
    });
    expect(published.status(), await published.text()).toBe(200);
    for (const size of ["sz300x250", "sz728x90", "sz160x600", "sz320x50"]) {
      const res = await api.request.get(`/creatives/${adId}/1/${size}/index.html`);
      expect(res.status(), size).toBe(200);
      expect(await res.text(), size).toContain("Summer sale");
    }
  });
});
