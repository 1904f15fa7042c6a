import { createHash } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { ROLE_NAMES, type RoleName } from "@adstudio/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Account, accountsByRole, signInSuperadmin } from "../../test-support/accounts.js";
import { createTestContext, json, type TestContext } from "../../test-support/test-app.js";
import {
  fileForm,
  interWoff2,
  picture,
  snapshot,
  storedFiles,
  testCardMp4,
  testCardWebm,
  upload,
} from "../../test-support/uploads.js";

let t: TestContext;
let dataDir: string;
let admin: string;
let accounts: Record<RoleName, Account>;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "adstudio-assets-"));
  t = await createTestContext({ ADSTUDIO_DATA_DIR: dataDir });
  admin = await signInSuperadmin(t);
  accounts = await accountsByRole(t, admin, "assets");
}, 60_000);
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

async function uploaded(bytes: Uint8Array, fileName: string, token = admin) {
  const res = await upload(t, token, fileForm(bytes, fileName));
  expect(res.status, await res.clone().text()).toBe(201);
  return (await json(res)).asset;
}

describe("POST /api/assets/upload", () => {
  it("answers a PNG's asset record with the size sharp measured, and stores it by its hash", async () => {
    const png = await picture(40, 30, "png");
    const asset = await uploaded(png, "cup.png");
    expect(asset).toEqual({
      hash: sha256(png),
      type: "image",
      mime: "image/png",
      name: "cup.png",
      bytes: png.length,
      width: 40,
      height: 30,
    });
    expect(await storedFiles(dataDir)).toContain(`assets/${sha256(png)}.png`);
  });

  it("types images by their bytes: a JPEG named .png is a JPEG, GIF and WebP are measured too", async () => {
    const jpeg = await picture(64, 48, "jpeg");
    expect(await uploaded(jpeg, "photo.png")).toMatchObject({ mime: "image/jpeg", width: 64, height: 48 });
    expect(await uploaded(await picture(12, 9, "gif"), "a.gif")).toMatchObject({
      mime: "image/gif",
      width: 12,
      height: 9,
    });
    expect(await uploaded(await picture(20, 10, "webp"), "a.webp")).toMatchObject({
      mime: "image/webp",
      width: 20,
      height: 10,
    });
  });

  it("reads an MP4's duration, picture size, codec and bitrate from its container", async () => {
    const mp4 = await testCardMp4();
    expect(await uploaded(mp4, "test-card.mp4")).toEqual({
      hash: sha256(mp4),
      type: "video",
      mime: "video/mp4",
      name: "test-card.mp4",
      bytes: 21_966,
      width: 640,
      height: 360,
      durationMs: 5000,
      // The test card has sound: both tracks, as a VAST MediaFile's codec names them.
      codec: "avc1.4d401e,mp4a.40.2",
      // 21 966 bytes over 5 s.
      bitrateKbps: 35,
    });
  });

  it("reads a WebM's duration, picture size and codecs (video and audio)", async () => {
    const webm = await testCardWebm();
    expect(await uploaded(webm, "test-card.webm")).toMatchObject({
      type: "video",
      mime: "video/webm",
      bytes: 49_146,
      width: 640,
      height: 360,
      durationMs: 5008,
      codec: "vp9,opus",
      bitrateKbps: 79,
    });
  });

  it("accepts a WOFF2 font", async () => {
    const font = await interWoff2();
    expect(await uploaded(font, "Inter.woff2")).toEqual({
      hash: sha256(font),
      type: "font",
      mime: "font/woff2",
      name: "Inter.woff2",
      bytes: font.length,
    });
  });

  it("stores the same bytes once and answers the same asset, under the new upload's name", async () => {
    const png = await picture(33, 22, "png");
    const first = await uploaded(png, "first.png");
    const before = await quietSnapshot();
    expect(await uploaded(png, "first.png")).toEqual(first);
    expect(await uploaded(png, "again.png")).toEqual({ ...first, name: "again.png" });
    expect(await snapshot(t, dataDir)).toEqual(before);
  });

  it("keeps the last segment of a UTF-8 file name, without invisible formatting characters", async () => {
    const png = await picture(5, 5, "png");
    expect((await uploaded(png, "C:\\Users\\me\\Café \u202e☕.png")).name).toBe("Café ☕.png");
    expect((await uploaded(png, "../../etc/passwd")).name).toBe("passwd");
    // 150 emoji are 300 UTF-16 units: cut to the 100 that fit in the schema's 200, none split.
    expect((await uploaded(png, `${"😀".repeat(150)}.png`)).name).toBe("😀".repeat(100));
  });
});

/**
 * The rows and files once the video renditions of earlier tests are made: each finished rendition is an
 * asset of its own, written in the background, and on a busy machine one may land mid-test.
 */
async function quietSnapshot() {
  await t.deps.renditions.settled();
  return snapshot(t, dataDir);
}

describe("who may upload", () => {
  // docs/security.md 'Roles and permissions': creating or updating ads (designer, advertiser, agency; the admin
  // group passes every check); brand and publisher only read ads.
  const MAY_UPLOAD: RoleName[] = ["superadmin", "admin", "designer", "advertiser", "agency"];

  it.each(ROLE_NAMES)("%s", async (role) => {
    const png = await picture(8, 8 + ROLE_NAMES.indexOf(role), "png");
    const before = await quietSnapshot();
    const res = await upload(t, accounts[role].token, fileForm(png, "logo.png"));
    if (MAY_UPLOAD.includes(role)) {
      expect(res.status).toBe(201);
    } else {
      expect(res.status).toBe(403);
      expect(await snapshot(t, dataDir)).toEqual(before);
    }
  });

  it("nobody signed in gets 401", async () => {
    const res = await upload(t, undefined, fileForm(await picture(3, 3, "png"), "logo.png"));
    expect(res.status).toBe(401);
    expect(res.headers.get("connection")).toBe("close");
  });
});

describe("GET /api/assets/{hash}.{ext}", () => {
  it("serves an upload publicly by its hash and by the 20-digit name render gives it", async () => {
    const png = await picture(10, 10, "png");
    const { hash } = await uploaded(png, "dot.png");
    for (const name of [`${hash}.png`, `${hash.slice(0, 20)}.png`]) {
      const res = await t.app.request(`/api/assets/${name}`);
      expect(res.status, name).toBe(200);
      expect(new Uint8Array(await res.arrayBuffer())).toEqual(png);
      expect(res.headers.get("content-type")).toBe("image/png");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(res.headers.get("content-disposition")).toBe(`inline; filename="${name}"`);
    }
  });

  it("serves byte ranges of a video, so a player can seek", async () => {
    const mp4 = await testCardMp4();
    const { hash } = await uploaded(mp4, "test-card.mp4");
    const res = await t.app.request(`/api/assets/${hash.slice(0, 20)}.mp4`, {
      headers: { range: "bytes=0-99" },
    });
    expect(res.status).toBe(206);
    expect(res.headers.get("content-range")).toBe(`bytes 0-99/${mp4.length}`);
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(mp4.subarray(0, 100));
  });

  it("answers 404 for unknown hashes, other extensions and names that are no hash", async () => {
    const png = await picture(11, 11, "png");
    const { hash } = await uploaded(png, "dot.png");
    for (const name of [
      `${"0".repeat(64)}.png`,
      `${"0".repeat(20)}.png`,
      `${hash}.jpg`,
      `${hash}.svg`,
      `${hash.toUpperCase()}.png`,
      `${hash.slice(0, 19)}.png`,
      "upload",
      "..%2F..%2Fpackage.json",
    ]) {
      const res = await t.app.request(`/api/assets/${name}`);
      expect(res.status, name).toBe(404);
    }
  });
});
