import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInSuperadmin } from "../../test-support/accounts.js";
import { createTestContext, json, type TestContext } from "../../test-support/test-app.js";
import { fileForm, testCardMp4, upload } from "../../test-support/uploads.js";

let t: TestContext;
let dataDir: string;
let admin: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "adstudio-no-ffmpeg-"));
  // A server without ffmpeg: the program it is told to use is not there.
  t = await createTestContext({
    ADSTUDIO_DATA_DIR: dataDir,
    ADSTUDIO_FFMPEG: path.join(dataDir, "no-ffmpeg-here"),
  });
  admin = await signInSuperadmin(t);
}, 60_000);
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe("video renditions on a server without ffmpeg", () => {
  it("keeps the uploaded source, serves it, and says renditions need ffmpeg", async () => {
    const res = await upload(t, admin, fileForm(await testCardMp4(), "card.mp4"));
    expect(res.status, await res.clone().text()).toBe(201);
    const { asset } = await json(res);
    const state = await t.request("GET", `/api/assets/renditions/${asset.hash}`, { token: admin });
    expect(state.status).toBe(200);
    expect(await json(state)).toEqual({
      status: "unavailable",
      progress: 0,
      message:
        "Video renditions need ffmpeg on the server (apt-get install ffmpeg); this video keeps only its source file.",
      renditions: [],
    });
    const file = await t.app.request(`/api/assets/${asset.hash}.mp4`);
    expect(file.status).toBe(200);
  });

  it("asks for a sign-in to read the renditions", async () => {
    const res = await t.request("GET", `/api/assets/renditions/${"a".repeat(64)}`);
    expect(res.status).toBe(401);
  });
});
