import type { APIRequestContext, BrowserContext, Page } from "@playwright/test";
import { SAMPLE_COPY } from "../../packages/creative/src/samples/copy";
import { type DemoStudio, demoAd, expect, test } from "../support/demo";
import { type OtherOrigin, startOtherOrigin } from "../support/other-origin";
import { PERSON_USER_AGENT } from "../support/user-agent";

/**
 * Issue 30 "Done when": a publisher's page on another origin places an ad's JavaScript tag and its iframe
 * tag as Google Ad Manager serves them (its click macro filled with a click URL of its own): the ad shows at
 * its size, a click goes through the click URL to the landing page (both navigations intercepted), and one
 * live impression is counted per view. The MRAID tag waits for the app's SDK and opens exits through it.
 */

/** What GAM puts in place of `%%CLICK_URL_UNESC%%`: its click URL, ending where the landing page goes. */
const CLICK_URL = "https://adserver.example/click?u=";
/** GAM's macros filled as it fills them when it serves the tag. */
const served = (code: string) =>
  code
    .replaceAll("%%CLICK_URL_UNESC%%", CLICK_URL)
    .replaceAll("%%CLICK_URL_ESC%%", encodeURIComponent(CLICK_URL))
    .replaceAll("%%CACHEBUSTER%%", "83920183");

interface Tag {
  server: string;
  size: string;
  type: string;
  code: string;
}

async function tagsOf(api: APIRequestContext, demo: DemoStudio, id: string, query: string): Promise<Tag[]> {
  const res = await api.get(`${demo.baseURL}/api/ads/tags/${id}?${query}`, {
    headers: { authorization: `Bearer ${demo.token}` },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { tags: Tag[] }).tags;
}

const html = (title: string, body: string, head = "") => ({
  contentType: "text/html; charset=utf-8",
  body: `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${title}</title>${head}</head>
<body style="margin:0;font:16px system-ui"><h1>${title}</h1><div id="slot">${body}</div><p>The article goes on.</p></body></html>`,
});

/**
 * A fake MRAID 3 SDK as an app's web view injects it: `loading` until the test calls `mraidReady()`, and
 * `mraid.open` only records the address.
 */
const FAKE_MRAID = `window.mraidOpened = [];
(function () {
  var state = "loading", ready = [];
  window.mraid = {
    getState: function () { return state; },
    addEventListener: function (event, fn) { if (event === "ready") ready.push(fn); },
    open: function (url) { window.mraidOpened.push(url); },
  };
  window.mraidReady = function () { state = "default"; ready.forEach(function (fn) { fn(); }); };
})();`;

let site: OtherOrigin;

test.use({ userAgent: PERSON_USER_AGENT });

test.beforeAll(async ({ demo, playwright }) => {
  const api = await playwright.request.newContext();
  const mini = demoAd(demo, "mini");
  const sticker = demoAd(demo, "sticker");
  const gam = await tagsOf(api, demo, mini._id, "size=300x250&server=gam");
  const code = (type: string) => served(gam.find((t) => t.type === type)?.code ?? "");
  const [mraid] = await tagsOf(api, demo, sticker._id, "size=320x50&server=gam&type=mraid");
  await api.dispose();
  site = await startOtherOrigin({
    "/js.html": html("JS tag", code("js")),
    "/iframe.html": html("Iframe tag", code("iframe")),
    "/mraid.js": { contentType: "text/javascript", body: FAKE_MRAID },
    "/app.html": html("In-app", served(mraid?.code ?? "")),
    "/embed-live.html": html(
      "Live embed",
      `<div data-adstudio-preview data-ad-id="${mini._id}" data-size="300x250" data-mode="live"></div>`,
      `<script async src="${demo.baseURL}/embed.js"></script>`,
    ),
    "/embed-preview.html": html(
      "Preview embed",
      `<div data-adstudio-preview data-ad-id="${mini._id}" data-size="300x250"></div>`,
      `<script async src="${demo.baseURL}/embed.js"></script>`,
    ),
  });
});
test.afterAll(async () => {
  await site?.close();
});

/** Routes the ad server's click URL (a 302 to the landing page it names) and the landing page itself. */
async function interceptClicks(context: BrowserContext): Promise<string[]> {
  const clicks: string[] = [];
  await context.route("https://adserver.example/**", (route) => {
    const url = new URL(route.request().url());
    clicks.push(url.href);
    return route.fulfill({ status: 302, headers: { location: url.searchParams.get("u") ?? "" } });
  });
  await context.route("https://roast.example.com/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Order</title><h1>Order</h1>" }),
  );
  return clicks;
}

async function kpis(page: Page, demo: DemoStudio, adId: string) {
  const res = await page.request.get(`${demo.baseURL}/api/tracker/kpis?range=DT&ad=${adId}`, {
    headers: { authorization: `Bearer ${demo.token}` },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { kpis: { impressions: number; previewViews: number } }).kpis;
}

for (const [type, path] of [
  ["JavaScript", "/js.html"],
  ["iframe", "/iframe.html"],
] as const) {
  test(`the ${type} tag shows the ad at 300 × 250, counts one live impression and clicks through GAM's click URL`, async ({
    page,
    context,
    demo,
  }) => {
    const mini = demoAd(demo, "mini");
    const clicks = await interceptClicks(context);
    const before = await kpis(page, demo, mini._id);
    await page.goto(`${site.origin}${path}`);

    const frame = page.locator(`#slot iframe[title="${mini.name}"]`);
    await expect(frame).toHaveCount(1);
    const ad = frame.contentFrame();
    await expect(ad.getByText(SAMPLE_COPY.mini.headline, { exact: true })).toBeVisible();
    expect(await frame.boundingBox()).toMatchObject({ width: 300, height: 250 });
    // The published version's immutable address, at its size.
    const src = new URL((await frame.getAttribute("src")) ?? "");
    expect(src.pathname).toMatch(new RegExp(`^/creatives/${mini._id}/\\d+/sz300x250/index\\.html$`));
    expect(src.searchParams.get("preview")).toBeNull();

    await expect
      .poll(async () => (await kpis(page, demo, mini._id)).impressions)
      .toBe(before.impressions + 1);

    const popup = page.waitForEvent("popup");
    await ad.getByText(SAMPLE_COPY.mini.cta, { exact: true }).click();
    const landing = await popup;
    await landing.waitForURL(SAMPLE_COPY.mini.url);
    await expect(landing.getByRole("heading", { name: "Order" })).toBeVisible();
    expect(clicks).toEqual([`${CLICK_URL}${encodeURIComponent(SAMPLE_COPY.mini.url)}`]);

    // Once per view, and never as a preview.
    await page.goto("about:blank");
    expect(await kpis(page, demo, mini._id)).toMatchObject({
      impressions: before.impressions + 1,
      previewViews: before.previewViews,
    });
  });
}

test("the MRAID tag waits for the SDK to be ready and opens exits with mraid.open", async ({
  page,
  demo,
}) => {
  const sticker = demoAd(demo, "sticker");
  await page.goto(`${site.origin}/app.html`);
  await expect(page.getByRole("heading", { name: "In-app" })).toBeVisible();
  // Still loading: no ad yet.
  await expect(page.locator("#slot iframe")).toHaveCount(0);
  await page.evaluate(() => (window as unknown as { mraidReady: () => void }).mraidReady());

  const frame = page.locator(`#slot iframe[title="${sticker.name}"]`);
  await expect(frame).toHaveCount(1);
  expect(await frame.boundingBox()).toMatchObject({ width: 320, height: 50 });
  const ad = frame.contentFrame();
  await ad.getByText(SAMPLE_COPY.sticker.cta, { exact: true }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { mraidOpened: string[] }).mraidOpened))
    .toEqual([`${CLICK_URL}${encodeURIComponent(SAMPLE_COPY.sticker.url)}`]);
});

test('the publisher embed with data-mode="live" shows the ad alone and counts it live; the preview mode counts a preview view', async ({
  page,
  demo,
}) => {
  const mini = demoAd(demo, "mini");
  const before = await kpis(page, demo, mini._id);
  await page.goto(`${site.origin}/embed-live.html`);
  const live = page.locator("#slot [data-adstudio-preview] iframe");
  await expect(live.contentFrame().getByText(SAMPLE_COPY.mini.headline, { exact: true })).toBeVisible();
  expect(await live.boundingBox()).toMatchObject({ width: 300, height: 250 });
  await expect(page.getByText("Open on phone ↗")).toHaveCount(0);
  await expect.poll(async () => (await kpis(page, demo, mini._id)).impressions).toBe(before.impressions + 1);

  await page.goto(`${site.origin}/embed-preview.html`);
  await expect(page.getByText("Open on phone ↗")).toBeVisible();
  const preview = page.locator("#slot [data-adstudio-preview] iframe");
  await expect(preview.contentFrame().getByText(SAMPLE_COPY.mini.headline, { exact: true })).toBeVisible();
  await expect
    .poll(async () => (await kpis(page, demo, mini._id)).previewViews)
    .toBe(before.previewViews + 1);
  await page.goto("about:blank");
  expect((await kpis(page, demo, mini._id)).impressions).toBe(before.impressions + 1);
});
