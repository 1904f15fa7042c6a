import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { expect, test } from "../support/fixtures";
import { type OtherOrigin, startOtherOrigin } from "../support/other-origin";
import { openWithToken, saveScreenshot } from "../support/ui";
import { PERSON_USER_AGENT } from "../support/user-agent";
import { vastClientBundle } from "../support/vast-client";
import { createAd, editor, expectSaved, getAd, userWithCompany } from "./editor-helpers";
import { adminToken } from "./master-data-helpers";

/**
 * Issue 30 "VAST for CTV": a video uploaded in the editor is transcoded into renditions while the upload
 * screen shows the progress; the published VAST tag lists them plus the source as Mezzanine, and
 * @dailymotion/vast-client on another origin picks the rendition that fits its player and fires every
 * beacon.
 */

/** A 2 s 1280 × 720 test pattern with a tone, made by ffmpeg now (no binary fixture in the tree). */
function generatedClip(): Buffer {
  const file = test.info().outputPath("clip.mp4");
  const made = spawnSync(
    "ffmpeg",
    [
      ...["-hide_banner", "-loglevel", "error", "-y"],
      ...["-f", "lavfi", "-i", "testsrc=size=1280x720:rate=25", "-f", "lavfi", "-i", "sine"],
      ...["-t", "2", "-threads", "1", "-c:v", "libx264", "-pix_fmt", "yuv420p", "-c:a", "aac", file],
    ],
    { encoding: "utf8" },
  );
  if (made.error || made.status !== 0) {
    throw new Error(
      "This spec makes its video with ffmpeg, which is missing or failed. Install Debian's package as root: " +
        `apt-get update && apt-get install -y ffmpeg (npm test does this). ${made.stderr ?? ""}`,
    );
  }
  return readFileSync(file);
}

/**
 * A publisher's 854 × 480 player: the widest MP4 that fits its width, played muted, vast-client's tracker
 * driven by the video's events. What happened is left on `window.vastRun`.
 */
function playerPage(tagUrl: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Publisher player</title></head>
<body>
<video id="player" width="854" height="480" muted playsinline crossorigin="anonymous"></video>
<script type="module">
import { VASTClient, VASTTracker } from "/vast-client.js";
const run = (window.vastRun = { fired: [], errors: [], ended: false });
try {
  const client = new VASTClient();
  const response = await client.get(${JSON.stringify(tagUrl)});
  const ad = response.ads[0];
  const creative = ad.creatives.find((c) => c.type === "linear");
  const video = document.getElementById("player");
  const fitting = creative.mediaFiles
    .filter((m) => m.mimeType === "video/mp4" && m.width <= video.width)
    .sort((a, b) => b.width - a.width);
  const media = fitting[0];
  run.offered = creative.mediaFiles.map((m) => m.mimeType + " " + m.width + "x" + m.height);
  run.mezzanine = creative.mezzanine?.fileURL ?? null;
  run.picked = { url: media.fileURL, width: media.width, height: media.height, codec: media.codec };
  const tracker = new VASTTracker(client, ad, creative, null, true);
  for (const name of ["creativeView", "start", "firstQuartile", "midpoint", "thirdQuartile", "complete"]) {
    tracker.on(name, () => run.fired.push(name));
  }
  tracker.on("TRACKER-error", ({ message }) => run.errors.push(message));
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
  fired: string[];
  errors: string[];
  ended: boolean;
  offered?: string[];
  mezzanine?: string | null;
  picked?: { url: string; width: number; height: number; codec: string };
}

let site: OtherOrigin | undefined;
test.afterAll(async () => {
  await site?.close();
});

test("a video uploaded in the editor gets renditions, and a player on another origin picks one from the VAST tag", async ({
  page,
  api,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000);
  const designer = await userWithCompany(api.request, await adminToken(api), "designer");
  const ad = await createAd(api.request, designer.token, "vast", designer.company._id);
  const ed = editor(page);

  await test.step("upload a 720p video in Assets: the renditions' progress shows, then what was made", async () => {
    await openWithToken(page, designer.token, `/studio/pro-ad/${ad._id}`);
    await expect(ed.root).toBeVisible();
    await ed.tab("Assets").click();
    await page.locator('input[type="file"]').setInputFiles({
      name: "clip.mp4",
      mimeType: "video/mp4",
      buffer: generatedClip(),
    });
    const bar = page.getByRole("progressbar", { name: "Preparing video renditions of clip.mp4" });
    await expect(bar).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(/^Preparing video renditions… \d+ %$/)).toBeVisible();
    await saveScreenshot(page, testInfo, "vast-renditions-progress");
    await expect(
      page.getByText(
        "Video renditions ready: 360p, 480p and 720p MP4 and a WebM. Publish the ad to put them in its VAST tag.",
      ),
    ).toBeVisible({ timeout: 120_000 });
    await saveScreenshot(page, testInfo, "vast-renditions-ready");
    await page.getByRole("button", { name: "Use clip.mp4", exact: true }).click();
    await expectSaved(page);
  });

  const saved = await getAd(api.request, designer.token, ad._id);
  const published = await api.request.post(`/api/ads/publish/${ad._id}`, {
    headers: { authorization: `Bearer ${designer.token}` },
    data: { revision: saved.revision },
  });
  expect(published.status(), await published.text()).toBe(200);

  const tagUrl = `${baseURL}/api/vast/${ad._id}.xml`;
  site = await startOtherOrigin({
    "/player.html": { contentType: "text/html; charset=utf-8", body: playerPage(tagUrl) },
    "/vast-client.js": { contentType: "text/javascript; charset=utf-8", body: vastClientBundle() },
  });
  const player = await page.context().browser()?.newContext({ userAgent: PERSON_USER_AGENT });
  if (!player) throw new Error("no browser");
  const playerTab = await player.newPage();

  await test.step("vast-client on another origin picks the 480p MP4 for its 854-pixel player and fires every beacon", async () => {
    await playerTab.goto(`${site?.origin}/player.html`);
    const run = () => playerTab.evaluate(() => (window as unknown as { vastRun?: VastRun }).vastRun);
    await expect.poll(async () => (await run())?.ended, { timeout: 30_000 }).toBe(true);
    const result = (await run()) as VastRun;
    expect(result.errors).toEqual([]);
    expect(result.offered).toEqual([
      "video/mp4 640x360",
      "video/mp4 854x480",
      "video/mp4 1280x720",
      "video/webm 1280x720",
    ]);
    expect(result.mezzanine).toMatch(new RegExp(`/creatives/${ad._id}/1/assets/[0-9a-f]{20}\\.mp4$`));
    expect(result.picked).toMatchObject({ width: 854, height: 480 });
    expect(result.picked?.url).toMatch(/\/api\/assets\/[0-9a-f]{64}\.mp4$/);
    expect(result.picked?.codec).toMatch(/^avc1\.[0-9a-f]{6},mp4a\.40\.2$/i);
    expect(result.fired).toEqual(
      expect.arrayContaining([
        "creativeView",
        "start",
        "firstQuartile",
        "midpoint",
        "thirdQuartile",
        "complete",
      ]),
    );
  });

  const admin = await adminToken(api);
  const counts = async () => {
    const response = await api.request.get(`/api/vast/events?creative=${ad._id}`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(response.status()).toBe(200);
    return ((await response.json()) as { counts: Record<string, number> }).counts;
  };
  await expect
    .poll(counts)
    .toMatchObject({ impression: 1, start: 1, firstQuartile: 1, midpoint: 1, thirdQuartile: 1, complete: 1 });
  await player.close();
});
