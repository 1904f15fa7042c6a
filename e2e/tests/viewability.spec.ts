import type { Frame, Page } from "@playwright/test";
import { demoAd, expect, test } from "../support/demo";
import { type OtherOrigin, startOtherOrigin } from "../support/other-origin";
import { PERSON_USER_AGENT } from "../support/user-agent";

/**
 * Issue 15 "Done when", viewability in Chromium: a published ad (the demo rich-media one) framed on a publisher's page (another
 * origin) counts viewable once when it is scrolled half into view for a second, and not when it is
 * scrolled away after half a second. The creative measures itself (IntersectionObserver from inside its
 * sandboxed cross-origin frame) and beacons to the studio's tracker.
 *
 * Time in view is the page's clock (page.clock, paused), so the test turns it by exactly the seconds the
 * rule is about instead of sleeping through them, and a busy machine cannot stretch half a second into
 * a whole one. Before each turn it waits until the ad itself has seen the scroll (an observer of its own
 * beside the runtime's, whose callbacks run in the same task, after the runtime's).
 */

const VIEWPORT = { width: 1280, height: 800 };
/** Where the 300x250 frame sits on the page: well below the first screen. */
const FRAME_TOP = 2000;

/** The ad's first size (its base, which `location` shows) as numbers. */
function sizeOf(teaser: Record<string, unknown>): { width: number; height: number } {
  const [width, height] = (Object.keys(teaser)[0] ?? "300x250").split("x").map(Number);
  return { width: width ?? 300, height: height ?? 250 };
}

function publisherPage(adUrl: string, size: { width: number; height: number }): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Publisher article</title>
<style>body{margin:0}iframe{position:absolute;top:${FRAME_TOP}px;left:100px;border:0}main{height:5000px}</style>
</head><body><main><h1>An article</h1></main>
<iframe title="Advertisement" src="${adUrl}" width="${size.width}" height="${size.height}" sandbox="allow-scripts allow-popups"></iframe>
</body></html>`;
}

/** The ad's frame on the publisher's page (its current document). */
async function adFrame(page: Page): Promise<Frame> {
  const frame = await (await page.locator('iframe[title="Advertisement"]').elementHandle())?.contentFrame();
  if (!frame) throw new Error("the ad's frame is not on the page");
  return frame;
}

/** Waits until the ad sees at least `share` of itself in view (`inView`), or less than that. */
async function adSees(page: Page, share: number, inView: boolean): Promise<void> {
  const frame = await adFrame(page);
  await frame.evaluate(
    ([min, wanted]) =>
      new Promise<void>((resolve) => {
        const ad = document.getElementById("ad") ?? document.body;
        const observer = new IntersectionObserver(
          (entries) => {
            const ratio = entries.at(-1)?.intersectionRatio ?? 0;
            if (ratio >= min === wanted) {
              observer.disconnect();
              resolve();
            }
          },
          { threshold: [0, 0.3, 0.5, 0.75, 1] },
        );
        observer.observe(ad);
      }),
    [share, inView] as const,
  );
}

let site: OtherOrigin;

// Counted as a person's browser: the tracker takes "HeadlessChrome" for a bot.
test.use({ userAgent: PERSON_USER_AGENT, viewport: VIEWPORT });

test.beforeAll(async ({ demo }) => {
  const ad = demoAd(demo, "rich-media");
  site = await startOtherOrigin({
    "/article.html": {
      contentType: "text/html; charset=utf-8",
      body: publisherPage(ad.location, sizeOf(ad.teaser)),
    },
  });
});
test.afterAll(async () => {
  await site?.close();
});

test("an ad scrolled half into view for 1 s counts viewable once; one scrolled away after 0.5 s does not", async ({
  page,
  demo,
  request,
}) => {
  const ad = demoAd(demo, "rich-media");
  const kpis = async () => {
    const response = await request.get(`${demo.baseURL}/api/tracker/kpis?range=DT&ad=${ad._id}`, {
      headers: { authorization: `Bearer ${demo.token}` },
    });
    expect(response.status()).toBe(200);
    return ((await response.json()) as { kpis: { impressions: number; viewable: number } }).kpis;
  };
  const before = await kpis();
  // Half of the frame (plus a few pixels, so rounding never leaves it at 49.9 %) above the fold.
  const halfIn = FRAME_TOP - VIEWPORT.height + sizeOf(ad.teaser).height / 2 + 5;

  // 1. Scrolled half into view and left there for a second: viewable.
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
  await page.goto(`${site.origin}/article.html`);
  await expect.poll(async () => (await kpis()).impressions).toBe(before.impressions + 1);
  await page.evaluate((y) => window.scrollTo(0, y), halfIn);
  await adSees(page, 0.5, true);
  await page.clock.runFor(1000);
  await expect.poll(async () => (await kpis()).viewable).toBe(before.viewable + 1);
  // Staying in view longer, or coming back, does not count it again.
  await page.evaluate(() => window.scrollTo(0, 0));
  await adSees(page, 0.5, false);
  await page.evaluate((y) => window.scrollTo(0, y), halfIn);
  await adSees(page, 0.5, true);
  await page.clock.runFor(1500);

  // 2. A new view of the ad, fully in view for half a second, then scrolled away: not viewable.
  await page.goto(`${site.origin}/article.html`);
  await expect.poll(async () => (await kpis()).impressions).toBe(before.impressions + 2);
  await page.evaluate((y) => window.scrollTo(0, y), FRAME_TOP - 200);
  await adSees(page, 1, true);
  await page.clock.runFor(500);
  await page.evaluate(() => window.scrollTo(0, 0));
  await adSees(page, 0.5, false);
  await page.clock.runFor(2000);
  // Leave the page so nothing of this view is still on its way, then read the figures.
  await page.goto("about:blank");
  expect(await kpis()).toMatchObject({
    impressions: before.impressions + 2,
    viewable: before.viewable + 1,
  });
});
