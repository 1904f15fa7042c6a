import { readFile } from "node:fs/promises";
import { ADMIN, expect, test } from "../support/fixtures";
import { openWithToken } from "../support/ui";
import { PERSON_USER_AGENT } from "../support/user-agent";
import {
  cssSize,
  expectAllFramesSandboxed,
  expectFrame,
  frame,
  pngSize,
  sample,
  samplePreviewPath,
  shot,
} from "./preview-helpers";

/**
 * What the preview page does besides showing the creative (spec studio §2): the QR modal and its copied
 * link, the QR-only PNG download, the creative's vCard download, the blocked context menu, and the VAST
 * player's tracking.
 */

test.describe("QR modal", () => {
  test.use({ permissions: ["clipboard-read", "clipboard-write"] });

  test("'QR CODE' + size, Preview Link copies the link and shows 'Copied' for 3 s", async ({
    page,
  }, testInfo) => {
    await page.clock.install();
    await page.goto(samplePreviewPath("interstitial"));
    await expect(page.getByTestId("phone-mockup")).toBeVisible();
    // The side panel's QR code is 60 px.
    const panelQr = page.getByTestId("side-panel-qr").locator("svg");
    expect(await cssSize(panelQr)).toEqual({ width: 60, height: 60 });

    await page.getByRole("button", { name: "Share this preview" }).click();
    const dialog = page.getByRole("dialog", { name: "QR CODE Interstitial" });
    await expect(dialog).toBeVisible();
    const code = dialog.getByRole("img", { name: "QR code of the preview link" });
    await expect(code).toBeVisible();
    const link = (await code.getAttribute("data-value")) ?? "";
    const url = new URL(link);
    expect(url.origin).toBe(new URL(page.url()).origin);
    expect(url.pathname).toBe("/preview");
    const s = sample("interstitial");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      url: s.path,
      size: "responsive",
      type: "interstitial",
      teasers: "responsive,sz320x480",
      name: "interstitial",
    });

    const copied = dialog.getByTestId("copied");
    await expect(copied).toHaveText("");
    // The page's clock stands still from here, so the 3 s are measured on it, not on a busy machine's.
    await page.clock.pauseAt(Date.now() + 1000);
    await dialog.getByRole("button", { name: "Preview Link" }).click();
    await expect(copied).toHaveText("Copied");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await shot(page, testInfo, "qr-modal-copied");
    await page.clock.runFor(2999);
    await expect(copied).toHaveText("Copied");
    await page.clock.runFor(1);
    await expect(copied).toHaveText("");
    await page.clock.resume();

    // The link opens the same preview for anyone.
    await page.goto(link);
    await expect(page.getByTestId("phone-mockup")).toBeVisible();
    await expectFrame(page, 336, 608);
  });
});

test("ai-tracker: 'Download QR Code' saves a real PNG named after the creative", async ({ page }) => {
  await page.goto(samplePreviewPath("ai-tracker"));
  const view = page.getByTestId("qr-only-view");
  await expect(view).toBeVisible();
  await expect(page.locator("iframe")).toHaveCount(0);
  const downloading = page.waitForEvent("download");
  await view.getByRole("button", { name: "Download QR Code" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("ai-tracker.png");
  const bytes = await readFile(await download.path());
  // 260 px on screen, saved at twice the size.
  expect(pngSize(bytes)).toEqual({ width: 520, height: 520 });
  expect(bytes.length).toBeGreaterThan(1000);
});

test("halfpage-300x600: the creative's save-contact button downloads a .vcf", async ({ page }) => {
  await page.goto(samplePreviewPath("halfpage-300x600"));
  await expectFrame(page, 300, 600);
  const downloading = page.waitForEvent("download");
  await frame(page).contentFrame().getByRole("button", { name: "Save store contact" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.vcf$/);
  expect(download.suggestedFilename()).toBe("aurora-audio.vcf");
  const text = await readFile(await download.path(), "utf8");
  expect(text.startsWith("BEGIN:VCARD")).toBe(true);
  expect(text).toContain("FN:Aurora Audio Store");
  expect(text).toContain("hello@aurora-audio.example");
  expect(text.trimEnd().endsWith("END:VCARD")).toBe(true);
});

test("right-click is blocked on the preview page", async ({ page }) => {
  await page.goto(samplePreviewPath("banner-300x250"));
  await expectFrame(page, 300, 250);
  // A listener on window runs after the page's own document listener: it sees the verdict.
  await page.evaluate(() => {
    const w = window as unknown as { contextMenus: boolean[] };
    w.contextMenus = [];
    window.addEventListener("contextmenu", (event) => w.contextMenus.push(event.defaultPrevented));
  });
  await page.getByTestId("preview-top-bar").click({ button: "right" });
  await page.getByTestId("fixed-frame-mockup").click({ button: "right", position: { x: 5, y: 5 } });
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { contextMenus: boolean[] }).contextMenus))
    .toEqual([true, true]);
  const prevented = await page.evaluate(() => {
    const event = new MouseEvent("contextmenu", { bubbles: true, cancelable: true });
    document.querySelector("footer")?.dispatchEvent(event);
    return event.defaultPrevented;
  });
  expect(prevented).toBe(true);
});

test.describe("VAST tracking", () => {
  // The tracker does not count a browser that announces it is headless (a bot); this one is a person's.
  test.use({ userAgent: PERSON_USER_AGENT });

  test("the VAST sample plays on the TV and its tracking requests arrive", async ({ page, api }) => {
    const { token } = await api.login(ADMIN);
    const countsOf = async () => {
      const response = await api.request.get("/api/vast/events?creative=ctv-instream", {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.status()).toBe(200);
      return ((await response.json()) as { counts: Record<string, number> }).counts;
    };
    const before = await countsOf();

    const tracked: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.pathname === "/api/vast/track" && url.searchParams.get("creative") === "ctv-instream") {
        tracked.push(url.searchParams.get("event") ?? "");
      }
    });
    await page.goto(samplePreviewPath("ctv-instream"));
    await expect(page.getByTestId("ctv-mockup")).toBeVisible();
    await expect(page.getByTestId("side-panel")).toHaveCount(0);
    const video = page.getByTestId("vast-video");
    await expect(video).toBeVisible();
    expect(await video.getAttribute("src")).toMatch(
      /\/creatives\/samples\/ctv-instream\/test-card\.(webm|mp4)$/,
    );

    const sequence = ["impression", "start", "firstQuartile", "midpoint", "thirdQuartile", "complete"];
    // The test card lasts 5 s.
    await expect.poll(() => tracked, { timeout: 20_000 }).toEqual(expect.arrayContaining(sequence));
    expect(tracked.filter((e) => sequence.includes(e))).toEqual(sequence);
    expect(tracked).not.toContain("error");
    expect(await expectAllFramesSandboxed(page)).toBe(0);

    // The server recorded them too.
    await expect
      .poll(async () => {
        const after = await countsOf();
        return sequence.every((event) => (after[event] ?? 0) > (before[event] ?? 0));
      })
      .toBe(true);
    await api.logout(token);
  });
});

test("/studio/preview shows the same mock-up to a signed-in admin", async ({ page, api }) => {
  const { token } = await api.login(ADMIN);
  await openWithToken(
    page,
    token,
    samplePreviewPath("halfpage-300x600").replace("/preview", "/studio/preview"),
  );
  await expect(page.getByTestId("fixed-frame-mockup")).toBeVisible();
  await expectFrame(page, 300, 600);
  await expect(page.getByRole("navigation", { name: "Main navigation" })).toHaveCount(0);
});
