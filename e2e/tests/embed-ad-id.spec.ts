import { SAMPLE_COPY } from "../../packages/creative/src/samples/copy";
import { demoAd, expect, test } from "../support/demo";
import { type OtherOrigin, startOtherOrigin } from "../support/other-origin";
import { expectAllFramesSandboxed, shot } from "./preview-helpers";

/**
 * Issue 12 "Embed": a publisher's page on another origin embeds a published ad by its id alone. The script
 * comes from the studio, asks it for the ad's public facts and frames the ad's hosted creative.
 */

const UNKNOWN_ID = "7d9f1b3c-5e7a-4c9e-8b1d-3f5a7c9e1b2d";

let site: OtherOrigin;

test.beforeAll(async ({ demo }) => {
  const mini = demoAd(demo, "mini");
  const page = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Publisher</title>
<script async src="${demo.baseURL}/embed.js"></script></head>
<body style="margin:0;font:16px system-ui">
<h1>A publisher's article</h1>
<div id="by-id" data-adstudio-preview data-ad-id="${mini._id}"></div>
<div id="unknown" data-adstudio-preview data-ad-id="${UNKNOWN_ID}"></div>
</body></html>`;
  const studio = new URL(demo.baseURL).origin;
  // The page a publisher with a strict CSP and Trusted Types writes: exactly what docs/embed.md tells them.
  const strict = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Strict publisher</title>
<script async src="${demo.baseURL}/embed.js"></script></head>
<body>
<h1>A strict publisher's article</h1>
<div id="by-id" data-adstudio-preview data-ad-id="${mini._id}"></div>
<div id="by-url" data-adstudio-preview data-url="${mini.location}" data-size="300x250" data-type="mini" data-name="By address"></div>
<div id="qr" data-adstudio-preview data-url="${mini.location}" data-size="mobile" data-type="ai-tracker" data-name="Poster"></div>
</body></html>`;
  site = await startOtherOrigin({
    "/article.html": { contentType: "text/html; charset=utf-8", body: page },
    "/strict.html": {
      contentType: "text/html; charset=utf-8",
      body: strict,
      headers: {
        "Content-Security-Policy": `default-src 'none'; script-src ${studio}; connect-src ${studio}; frame-src ${studio}; img-src ${studio}; require-trusted-types-for 'script'; trusted-types 'none'`,
      },
    },
  });
});
test.afterAll(async () => {
  await site?.close();
});

test("a page on another origin shows a published ad from its data-ad-id alone", async ({
  page,
  demo,
}, testInfo) => {
  const mini = demoAd(demo, "mini");
  const studio = new URL(demo.baseURL).origin;
  expect(site.origin).not.toBe(studio);
  await page.goto(`${site.origin}/article.html`);

  // The ad's hosted creative at its first size (300x250), sandboxed, showing the sample's headline.
  const frame = page.locator("#by-id iframe");
  await expect(frame).toHaveCount(1);
  const src = new URL((await frame.getAttribute("src")) ?? "");
  expect(`${src.origin}${src.pathname}`).toBe(mini.location);
  expect([src.searchParams.get("width"), src.searchParams.get("height")]).toEqual(["300", "250"]);
  await expect(frame.contentFrame().getByText(SAMPLE_COPY.mini.headline, { exact: true })).toBeVisible();
  expect(await expectAllFramesSandboxed(page)).toBe(1);

  // The caption names the ad and links to its preview on the studio.
  const byId = page.locator("#by-id");
  await expect(byId.locator("figcaption span")).toHaveText(`${mini.name} · 300x250`);
  const link = new URL((await byId.getByRole("link", { name: /Open on phone/ }).getAttribute("href")) ?? "");
  expect(`${link.origin}${link.pathname}`).toBe(`${studio}/preview`);
  expect(Object.fromEntries(link.searchParams)).toMatchObject({
    url: mini.location,
    size: "300x250",
    type: "mini",
  });

  // An id that names no published ad says so, and frames nothing.
  await expect(page.locator("#unknown")).toContainText("no published ad has this data-ad-id");
  await expect(page.locator("#unknown iframe")).toHaveCount(0);
  await shot(page, testInfo, "embed-ad-id", false);
});

test("embeds work on a page with the documented strict CSP that enforces Trusted Types", async ({
  page,
  demo,
}) => {
  const mini = demoAd(demo, "mini");
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  // CSP and Trusted Types violations from the first byte on (an init script runs before the page's own).
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { violations: string[] }).violations = seen;
    document.addEventListener("securitypolicyviolation", (e) => seen.push(e.violatedDirective));
  });
  await page.goto(`${site.origin}/strict.html`);

  // By id (fetches the ad's facts: connect-src) and by address, each framing the hosted creative.
  for (const id of ["#by-id", "#by-url"]) {
    const frame = page.locator(`${id} iframe`);
    await expect(frame).toHaveCount(1);
    await expect(frame.contentFrame().getByText(SAMPLE_COPY.mini.headline, { exact: true })).toBeVisible();
  }
  await expect(page.locator("#by-id figcaption span")).toHaveText(`${mini.name} · 300x250`);
  // The QR-only format draws the studio's QR picture (img-src).
  await expect(page.locator("#qr").getByRole("img", { name: "QR code of the preview" })).toBeVisible();
  await expect
    .poll(() => page.locator("#qr img").evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([]);
  expect(problems).toEqual([]);
});
