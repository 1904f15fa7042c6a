import { mkdirSync, readFileSync } from "node:fs";
import { type APIRequestContext, type Browser, chromium, type Page } from "@playwright/test";
import { expectAccessible } from "../support/axe";
import { expect, test } from "../support/fixtures";
import { openWithToken, saveScreenshot } from "../support/ui";
import { PERSON_USER_AGENT } from "../support/user-agent";
import { adminToken } from "./master-data-helpers";
import {
  compileTarget,
  createXrAd,
  FILM_CENTRES,
  makeFilm,
  makePoster,
  publishXrAd,
  upload,
  XR_BUTTON,
  XR_EXIT,
} from "./xr-helpers";

/**
 * Issue 35 "XR Studio for real", done-when: on the phone page an AI tracker ad's QR code opens, Chromium's
 * fake camera films the poster (made with ffmpeg, with a perspective change between two halves); the
 * poster is found, the anchored button follows it, a tap on it opens its exit, and the tracker counts
 * "target found" once. Refused, the camera leaves the poster mode, and "camera refused" is counted.
 */

const ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

interface Published {
  adId: string;
  film: string;
}

/** The live counts of the ad's XR events, as the analytics API answers them. */
async function xrCounts(request: APIRequestContext, token: string, adId: string) {
  const response = await request.get(`/api/tracker/kpis?range=DT&ad=${adId}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { kpis: Record<string, number> }).kpis;
}

/**
 * The centre of the anchored button on the phone's screen, or null while it is not shown. Playwright's
 * boxes of elements inside a transformed frame leave the frame's transform out, so the button's centre in
 * the frame is carried through the transform the browser draws the frame with (origin 0 0, at 0 0).
 */
async function buttonCentre(page: Page) {
  const inner = await page
    .frameLocator("iframe.xr-ad")
    .getByText(XR_BUTTON)
    .evaluate((el) => {
      const r = el.getBoundingClientRect();
      return { x: r.x + r.width / 2, y: r.y + r.height / 2 };
    });
  return page.locator("iframe.xr-ad").evaluate((frame, p) => {
    const style = getComputedStyle(frame);
    if (style.visibility !== "visible" || style.transform === "none") return null;
    const q = new DOMMatrix(style.transform).transformPoint(new DOMPoint(p.x, p.y));
    return { x: q.x / q.w, y: q.y / q.w };
  }, inner);
}

const near = (a: { x: number; y: number } | null, b: { x: number; y: number }, within: number) =>
  a !== null && Math.hypot(a.x - b.x, a.y - b.y) <= within;

test.describe("XR phone page", () => {
  test.describe.configure({ mode: "serial" });
  let published: Published;
  let phoneBrowser: Browser | null = null;

  test.afterAll(async () => {
    await phoneBrowser?.close();
  });

  test("compiles the poster's target and publishes the AI tracker ad", async ({
    api,
    request,
    browser,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    const token = await adminToken(api);
    const { ad, design } = await createXrAd(request, token);
    const dir = test.info().outputPath("poster");
    mkdirSync(dir, { recursive: true });
    const poster = makePoster(dir, design.width, design.height);
    const film = makeFilm(dir, poster);
    const mind = await compileTarget(browser, baseURL ?? "", poster);
    const { asset } = await upload<{ asset: Record<string, unknown> & { hash: string } }>(
      request,
      token,
      "/api/assets/upload",
      { name: "poster.png", mimeType: "image/png", buffer: readFileSync(poster) },
    );
    const { target } = await upload<{ target: { hash: string; bytes: number; featurePoints: number } }>(
      request,
      token,
      "/api/xr/targets",
      { name: "poster.mind", mimeType: "application/octet-stream", buffer: mind },
    );
    expect(target.featurePoints).toBeGreaterThan(400);
    await publishXrAd(request, token, ad, {
      asset,
      target: {
        hash: target.hash,
        layer: "poster",
        bytes: target.bytes,
        featurePoints: target.featurePoints,
      },
    });
    published = { adId: ad._id, film };
  });

  test("finds the poster with the camera, keeps the button on it, and its tap exits", async ({
    api,
    request,
    baseURL,
  }, testInfo) => {
    test.setTimeout(180_000);
    const token = await adminToken(api);
    phoneBrowser = await chromium.launch({
      executablePath: "/usr/bin/chromium",
      args: [
        ...ARGS,
        "--use-fake-device-for-media-stream",
        `--use-file-for-fake-video-capture=${published.film}`,
      ],
    });
    const phone = await phoneBrowser.newContext({
      baseURL,
      userAgent: PERSON_USER_AGENT,
      viewport: { width: 480, height: 640 },
      permissions: ["camera"],
      isMobile: true,
      hasTouch: true,
    });
    // The landing page is another site: answered here, so the test needs no network.
    await phone.route(`${XR_EXIT}**`, (route) =>
      route.fulfill({ contentType: "text/html", body: "<title>Tickets</title><h1>Tickets</h1>" }),
    );
    const page = await phone.newPage();
    await page.goto(`/xr/${published.adId}/1/`);
    await expect(page.getByRole("heading", { name: "Point your camera at the poster" })).toBeVisible();
    await expect(page.getByText("nothing is recorded or sent")).toBeVisible();
    await expect(page.getByRole("button", { name: "Open camera" })).toBeFocused();
    await expectAccessible(page, "XR phone page");
    await saveScreenshot(page, testInfo, "xr-phone-intro");

    await page.getByRole("button", { name: "Open camera" }).click();
    await expect(page.getByRole("status")).toHaveText("Poster found: tap the ad.", { timeout: 90_000 });

    // The film shows the poster on the left, then on the right tilted the other way, in a loop: the button
    // is seen on the poster's middle at both places (in whichever order the tracking catches them).
    const seen = new Set<string>();
    const where: string[] = [];
    const poll = expect
      .poll(
        async () => {
          const centre = await buttonCentre(page);
          where.push(centre ? `${Math.round(centre.x)},${Math.round(centre.y)}` : "-");
          for (const [side, point] of Object.entries(FILM_CENTRES))
            if (near(centre, point, 30)) seen.add(side);
          return [...seen].sort().join(" ");
        },
        { timeout: 90_000, intervals: [250], message: "the button on the poster at both places" },
      )
      .toBe("left right");
    // Where the button was at each look, kept with the test's report (what to read when this fails).
    await poll.finally(() =>
      testInfo.annotations.push({ type: "button centres", description: where.join(" ") }),
    );
    await saveScreenshot(page, testInfo, "xr-phone-anchored");

    // A tap where the button is drawn on the poster: the browser's own hit test finds it there.
    const popup = phone.waitForEvent("page");
    const centre = await buttonCentre(page);
    if (!centre) throw new Error("the button is not on the poster");
    await page.mouse.click(centre.x, centre.y);
    expect((await popup).url()).toBe(XR_EXIT);

    // The tap's click beacon leaves with the exit (sendBeacon, never awaited): wait for it to be counted.
    await expect.poll(async () => (await xrCounts(request, token, published.adId)).clicks).toBe(1);
    const counts = await xrCounts(request, token, published.adId);
    expect(counts.cameraGranted).toBe(1);
    expect(counts.targetFound).toBe(1);
    expect(counts.clicks).toBe(1);
    await phone.close();
  });

  test("with the camera refused, shows the poster itself and counts the refusal", async ({
    api,
    request,
    baseURL,
  }, testInfo) => {
    const token = await adminToken(api);
    // The phone has its camera, but this visit is not allowed to use it: Chromium refuses getUserMedia as
    // a person pressing "Block" would.
    if (!phoneBrowser) throw new Error("the phone's browser did not start");
    const phone = await phoneBrowser.newContext({
      baseURL,
      userAgent: PERSON_USER_AGENT,
      viewport: { width: 360, height: 640 },
    });
    const page = await phone.newPage();
    await page.goto(`/xr/${published.adId}/1/`);
    await page.getByRole("button", { name: "Open camera" }).click();
    await expect(page.getByRole("status")).toHaveText(
      "The camera is off, so here is the poster itself. Allow the camera in your browser to try again.",
    );
    // The poster mode: the ad fills the screen, its button in reach.
    const frame = await page.locator("iframe.xr-ad").boundingBox();
    expect(frame).toEqual({ x: 0, y: 0, width: 360, height: 640 });
    await expect(page.frameLocator("iframe.xr-ad").getByText(XR_BUTTON)).toBeVisible();
    await saveScreenshot(page, testInfo, "xr-phone-poster-mode");
    await expect.poll(async () => (await xrCounts(request, token, published.adId)).cameraRefused).toBe(1);
    await phone.close();
  });

  test("the analytics dashboard shows the XR figures apart from the ad's other figures", async ({
    api,
    page,
  }, testInfo) => {
    const token = await adminToken(api);
    await openWithToken(page, token, "/apps/dashboards/analytics");
    await expect(page.getByRole("heading", { name: "XR Studio: camera and poster" })).toBeVisible();
    await expect(page.locator('[data-kpi="Camera allowed"]')).toHaveText("1");
    await expect(page.locator('[data-kpi="Camera refused"]')).toHaveText("1");
    await expect(page.locator('[data-kpi="Poster found"]')).toHaveText("1");
    await expect(page.locator('[data-kpi="Clicks"]')).toHaveText("1");
    await page.getByRole("heading", { name: "XR Studio: camera and poster" }).scrollIntoViewIfNeeded();
    await saveScreenshot(page, testInfo, "xr-analytics");
  });
});
