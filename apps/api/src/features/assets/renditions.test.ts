import { spawnSync } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assetRenditions } from "../../db/schema.js";
import { signInSuperadmin } from "../../test-support/accounts.js";
import { createTestContext, json, type TestContext } from "../../test-support/test-app.js";
import { createCompany } from "../../test-support/tracker-fixtures.js";
import { fileForm, upload } from "../../test-support/uploads.js";
import { videoAd } from "../../test-support/vast-ads.js";

let t: TestContext;
let dataDir: string;
let admin: string;
let clip: Uint8Array;

/**
 * A 2 s 1280 × 720 test pattern with a sine tone, made by ffmpeg now (no binary fixture in the tree).
 * `npm test` installs ffmpeg; without it this fails and says how to install it, never skips.
 */
async function generatedClip(folder: string): Promise<Uint8Array> {
  const file = path.join(folder, "clip.mp4");
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
      `This test makes its video with ffmpeg, which ${made.error ? "is missing" : `failed: ${made.stderr}`}. ` +
        "Install Debian's package as root: apt-get update && apt-get install -y ffmpeg (npm test does this).",
    );
  }
  return new Uint8Array(await readFile(file));
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "adstudio-renditions-"));
  clip = await generatedClip(dataDir);
  t = await createTestContext({ ADSTUDIO_DATA_DIR: dataDir, ADSTUDIO_PUBLIC_URL: "https://studio.example" });
  admin = await signInSuperadmin(t);
}, 60_000);
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const state = async (hash: string) => {
  const res = await t.request("GET", `/api/assets/renditions/${hash}`, { token: admin });
  expect(res.status, await res.clone().text()).toBe(200);
  return json(res);
};

/** Polls the status the upload screen reads until the job ends (bounded: 240 polls, 250 ms apart). */
async function finished(hash: string) {
  const seen: string[] = [];
  for (let poll = 0; poll < 240; poll++) {
    const current = await state(hash);
    seen.push(current.status);
    if (current.status === "done" || current.status === "failed") return { ...current, seen };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the renditions did not finish; statuses seen: ${seen.join(", ")}`);
}

describe("video renditions", () => {
  let asset: { hash: string; type: "video"; mime: string; name: string; bytes: number };
  let done: Awaited<ReturnType<typeof finished>>;

  beforeAll(async () => {
    const res = await upload(t, admin, fileForm(clip, "clip.mp4"));
    expect(res.status, await res.clone().text()).toBe(201);
    asset = (await json(res)).asset;
    done = await finished(asset.hash);
  }, 120_000);

  it("makes 360p, 480p and 720p H.264/AAC MP4s and a 720p VP9/Opus WebM of a 720p upload, and no 1080p", () => {
    expect(done.status).toBe("done");
    expect(done.progress).toBe(1);
    const made = done.renditions.map(
      (r: { label: string; mime: string; width: number; height: number }) =>
        `${r.label} ${r.mime} ${r.width}x${r.height}`,
    );
    expect(made).toEqual([
      "360p video/mp4 640x360",
      "480p video/mp4 854x480",
      "720p video/mp4 1280x720",
      "720p video/webm 1280x720",
    ]);
    for (const rendition of done.renditions.filter((r: { mime: string }) => r.mime === "video/mp4")) {
      // Both tracks: H.264 video, then AAC-LC audio.
      expect(rendition.codec).toMatch(/^avc1\.[0-9a-f]{6},mp4a\.40\.2$/i);
      expect(rendition.bitrateKbps).toBeGreaterThan(0);
    }
    expect(done.renditions.at(-1).codec).toBe("vp9,opus");
  });

  it("serves each rendition as an asset of its own", async () => {
    for (const rendition of done.renditions) {
      const extension = rendition.mime === "video/webm" ? "webm" : "mp4";
      const res = await t.app.request(`/api/assets/${rendition.hash}.${extension}`);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe(rendition.mime);
      expect((await res.arrayBuffer()).byteLength).toBe(rendition.bytes);
    }
  });

  it("lists every rendition as a MediaFile and the upload as the Mezzanine in the published VAST", async () => {
    const company = await createCompany(t, admin, "Renditions Media");
    const ad = await videoAd(t, admin, company, { name: "Transcoded spot", asset });
    const res = await t.app.request(`/api/vast/${ad}.xml`);
    expect(res.status).toBe(200);
    const xml = await res.text();
    const mediaFiles = [...xml.matchAll(/<MediaFile ([^>]*)>\s*(?:<!\[CDATA\[)?\s*([^<\]\s]+)/g)];
    expect(
      mediaFiles.map(([, attrs]) =>
        /type="([^"]+)" width="(\d+)" height="(\d+)"/
          .exec(attrs ?? "")
          ?.slice(1)
          .join(" "),
      ),
    ).toEqual(["video/mp4 640 360", "video/mp4 854 480", "video/mp4 1280 720", "video/webm 1280 720"]);
    expect(mediaFiles.map(([, , url]) => url)).toEqual(
      done.renditions.map(
        (r: { hash: string; mime: string }) =>
          `https://studio.example/api/assets/${r.hash}.${r.mime === "video/webm" ? "webm" : "mp4"}`,
      ),
    );
    expect(xml).toMatch(
      new RegExp(
        `<Mezzanine delivery="progressive" type="video/mp4" width="1280" height="720"[^>]*>\\s*(<!\\[CDATA\\[)?\\s*https://studio\\.example/creatives/${ad}/1/assets/${asset.hash.slice(0, 20)}\\.mp4`,
      ),
    );
    expect(xml.indexOf("<Mezzanine")).toBeGreaterThan(xml.lastIndexOf("<MediaFile "));
  });

  it("answers a job left behind by a stopped server as failed, and a new upload of the video starts it again", async () => {
    // As a server that stopped mid-job leaves it: running, untouched for 11 minutes, in no queue.
    await t.deps.database.db
      .update(assetRenditions)
      .set({ status: "running", progress: 0.5, updatedAt: new Date(Date.now() - 11 * 60_000) })
      .where(eq(assetRenditions.sourceHash, asset.hash));
    expect(await state(asset.hash)).toEqual({
      status: "failed",
      progress: 0.5,
      message: "The video renditions could not be made; the source file is kept and still plays.",
      renditions: [],
    });
    const again = await upload(t, admin, fileForm(clip, "clip-again.mp4"));
    expect(again.status).toBe(201);
    const redone = await finished(asset.hash);
    expect(redone.status).toBe("done");
    expect(redone.renditions.map((r: { label: string; mime: string }) => `${r.label} ${r.mime}`)).toEqual([
      "360p video/mp4",
      "480p video/mp4",
      "720p video/mp4",
      "720p video/webm",
    ]);
  });

  it("answers 404 for an asset that is not an uploaded video", async () => {
    const res = await t.request("GET", `/api/assets/renditions/${"0".repeat(64)}`, { token: admin });
    expect(res.status).toBe(404);
    expect((await json(res)).message).toBe("Renditions are made for uploaded videos only.");
  });
});
