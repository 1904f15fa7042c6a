import { demoAd, expect, test } from "../support/demo";
import { type OtherOrigin, startOtherOrigin } from "../support/other-origin";
import { PERSON_USER_AGENT } from "../support/user-agent";
import { vastClientBundle } from "../support/vast-client";

/**
 * Issue 12 "Done when", video formats: the studio's public VAST tag for the demo `vast` ad parses with
 * @dailymotion/vast-client on a page of another origin, its media plays there, and the tracking events the
 * client's tracker fires reach the studio.
 */

/**
 * A publisher's player page: load the tag, pick the MP4, play it muted in a <video> that asks for CORS
 * (`crossorigin`), and drive vast-client's tracker from the video's own events. What happened is left on
 * `window.vastRun` for the test to read.
 */
function playerPage(tagUrl: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Publisher player</title></head>
<body>
<video id="player" width="640" height="360" muted playsinline crossorigin="anonymous"></video>
<script type="module">
import { VASTClient, VASTTracker } from "/vast-client.js";
const run = (window.vastRun = { fired: [], errors: [], ended: false });
try {
  // As players that send cookies (IMA's credentialed requests) fetch it: readable only when the studio
  // echoes this origin with Access-Control-Allow-Credentials, never with "*".
  const credentialed = await fetch(${JSON.stringify(tagUrl)}, { credentials: "include" });
  run.credentialed = credentialed.ok && (await credentialed.text()).includes("<VAST");
  const client = new VASTClient();
  const response = await client.get(${JSON.stringify(tagUrl)});
  const ad = response.ads[0];
  const creative = ad.creatives.find((c) => c.type === "linear");
  const media = creative.mediaFiles.find((m) => m.mimeType === "video/mp4");
  run.ad = { title: ad.title, media: media.fileURL, duration: creative.duration };
  const tracker = new VASTTracker(client, ad, creative, null, true);
  for (const name of ["creativeView", "start", "firstQuartile", "midpoint", "thirdQuartile", "complete"]) {
    tracker.on(name, () => run.fired.push(name));
  }
  tracker.on("TRACKER-error", ({ message }) => run.errors.push(message));
  const video = document.getElementById("player");
  video.addEventListener("canplay", () => tracker.trackImpression(), { once: true });
  video.addEventListener("timeupdate", () => tracker.setProgress(video.currentTime));
  video.addEventListener("ended", () => { tracker.complete(); run.ended = true; });
  video.addEventListener("error", () => run.errors.push("media error " + video.error?.code));
  video.src = media.fileURL;
  await video.play();
} catch (error) {
  run.errors.push(String(error));
}
</script>
</body></html>`;
}

interface VastRun {
  credentialed?: boolean;
  fired: string[];
  errors: string[];
  ended: boolean;
  ad?: { title: string; media: string; duration: number };
}

// The player's pixels count only from a person's browser, not from one announcing it is headless.
test.use({ userAgent: PERSON_USER_AGENT });

let site: OtherOrigin;
let tagUrl: string;

test.beforeAll(async ({ demo }) => {
  tagUrl = `${demo.baseURL}/api/vast/${demoAd(demo, "vast")._id}.xml`;
  site = await startOtherOrigin({
    "/player.html": { contentType: "text/html; charset=utf-8", body: playerPage(tagUrl) },
    "/vast-client.js": { contentType: "text/javascript; charset=utf-8", body: vastClientBundle() },
  });
});
test.afterAll(async () => {
  await site?.close();
});

test("a player on another origin parses the VAST tag, plays its media and its tracking reaches the studio", async ({
  page,
  demo,
  request,
}) => {
  const ad = demoAd(demo, "vast");
  expect(new URL(site.origin).origin).not.toBe(new URL(demo.baseURL).origin);
  const responses = new Map<string, { status: number; headers: Record<string, string> }>();
  page.on("response", (response) => {
    responses.set(response.url(), { status: response.status(), headers: response.headers() });
  });

  await page.goto(`${site.origin}/player.html`);
  const run = () => page.evaluate(() => (window as unknown as { vastRun?: VastRun }).vastRun);
  await expect.poll(async () => (await run())?.ended, { timeout: 20_000 }).toBe(true);
  const result = (await run()) as VastRun;
  expect(result.errors).toEqual([]);
  expect(result.credentialed).toBe(true);
  expect(result.ad?.title).toBe(ad.name);
  expect(await page.locator("video").evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(0);
  expect(result.fired).toEqual(
    expect.arrayContaining(["start", "firstQuartile", "midpoint", "thirdQuartile", "complete"]),
  );

  // The tag and the media came from the studio, readable by this origin (CORS), with their real types.
  const tag = responses.get(tagUrl);
  expect(tag?.status).toBe(200);
  expect(tag?.headers["content-type"]).toMatch(/^application\/xml/);
  expect(tag?.headers["access-control-allow-origin"]).toBe(site.origin);
  expect(tag?.headers["access-control-allow-credentials"]).toBe("true");
  expect(tag?.headers.vary).toContain("Origin");
  const mediaUrl = result.ad?.media ?? "";
  expect(new URL(mediaUrl).origin).toBe(new URL(demo.baseURL).origin);
  const media = responses.get(mediaUrl);
  expect([200, 206]).toContain(media?.status);
  expect(media?.headers["content-type"]).toBe("video/mp4");
  expect(media?.headers["access-control-allow-origin"]).toMatch(/^(\*|http:\/\/localhost:\d+)$/);

  // The pixels vast-client fired arrived at the studio, as its event log (readAnalytics) shows.
  const counts = async () => {
    const response = await request.get(`${demo.baseURL}/api/vast/events?creative=${ad._id}`, {
      headers: { authorization: `Bearer ${demo.token}` },
    });
    expect(response.status()).toBe(200);
    return ((await response.json()) as { counts: Record<string, number> }).counts;
  };
  await expect
    .poll(counts)
    .toMatchObject({ impression: 1, start: 1, firstQuartile: 1, midpoint: 1, thirdQuartile: 1, complete: 1 });
});
