// The whole API on an S3 bucket (s3rver on loopback) with a CDN in front: the demo ads are published into
// the bucket and served from it, every creative address handed out names the CDN, and a storage outage
// answers 503 with Retry-After.
import { ListObjectsV2Command } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoAds } from "../seed/demo-ads.js";
import { signInSuperadmin } from "../test-support/accounts.js";
import { startS3Server, type TestS3Server } from "../test-support/s3-server.js";
import { createTestContext, json, type TestContext } from "../test-support/test-app.js";
import type { S3Storage } from "./s3-storage.js";
import { StorageUnavailableError } from "./storage.js";

const CDN = "https://cdn.example.net";
const STUDIO = "https://studio.example.com";

let server: TestS3Server;
let t: TestContext;
let token: string;
let ads: { _id: string; type: string; location: string; thumbnail: string }[];

beforeAll(async () => {
  server = await startS3Server();
  t = await createTestContext({ ...server.env, ADSTUDIO_CDN_URL: `${CDN}/`, ADSTUDIO_PUBLIC_URL: STUDIO });
  token = await signInSuperadmin(t);
  expect(await seedDemoAds(t.deps)).toBe(21);
  ({ ads } = await json(await t.request("GET", "/api/ads?limit=100", { token })));
}, 120_000);
afterAll(async () => {
  await t?.close();
  await server?.close();
});

async function bucketKeys(prefix: string): Promise<string[]> {
  const { client } = t.deps.storage as S3Storage;
  const page = await client.send(new ListObjectsV2Command({ Bucket: server.bucket, Prefix: prefix }));
  return (page.Contents ?? []).map((object) => object.Key ?? "");
}

describe("the API on an S3 bucket", () => {
  it("publishes every demo ad into the bucket and serves each one from it", async () => {
    expect(ads).toHaveLength(21);
    for (const ad of ads) {
      expect(await bucketKeys(`creatives/${ad._id}/1/`), ad.type).toContain(
        `creatives/${ad._id}/1/index.html`,
      );
      const page = await t.request("GET", `/creatives/${ad._id}/1/index.html`);
      expect(page.status, ad.type).toBe(200);
      expect(page.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(await page.text()).toContain('<meta name="ad.size"');
    }
  });

  it("serves a byte range of a stored creative", async () => {
    const ad = ads[0];
    const whole = await (await t.request("GET", `/creatives/${ad?._id}/1/index.html`)).text();
    const part = await t.request("GET", `/creatives/${ad?._id}/1/index.html`, {
      headers: { range: "bytes=0-14" },
    });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe(`bytes 0-14/${Buffer.byteLength(whole)}`);
    expect(await part.text()).toBe(whole.slice(0, 15));
  });
});

describe("with ADSTUDIO_CDN_URL", () => {
  it("gives every ad's address and thumbnail on the CDN", async () => {
    for (const ad of ads) {
      expect(ad.location, ad.type).toBe(`${CDN}/creatives/${ad._id}/1/index.html`);
      if (ad.thumbnail) expect(ad.thumbnail, ad.type).toMatch(new RegExp(`^${CDN}/creatives/${ad._id}/1/`));
    }
    const { versions } = await json(await t.request("GET", `/api/ads/versions/${ads[0]?._id}`, { token }));
    expect(versions[0].location).toBe(`${CDN}/creatives/${ads[0]?._id}/1/index.html`);
  });

  it("loads the creative from the CDN in every ad tag", async () => {
    const banner = ads.find((ad) => ad.type === "mini");
    const res = await t.request("GET", `/api/ads/tags/${banner?._id}`, { token });
    expect(res.status).toBe(200);
    const { tags } = await json(res);
    expect(tags.length).toBeGreaterThan(0);
    for (const tag of tags) {
      expect(tag.code).toContain(`${CDN}/creatives/${banner?._id}/1/`);
      expect(tag.code).not.toContain(`${STUDIO}/creatives/`);
    }
  });

  it("names the CDN for a VAST tag's media and the studio for its tracking", async () => {
    const video = ads.find((ad) => ad.type === "vast");
    const res = await t.request("GET", `/creatives/${video?._id}/1/vast.xml`);
    expect(res.status).toBe(200);
    const xml = await res.text();
    const media = [...xml.matchAll(/<MediaFile[^>]*>\s*(?:<!\[CDATA\[)?\s*([^\s<\]]+)/g)].map((m) => m[1]);
    expect(media.length).toBeGreaterThan(0);
    for (const address of media) expect(address).toMatch(new RegExp(`^${CDN}/`));
    expect(xml).toContain(`${STUDIO}/api/vast/track`);
  });

  it("publishes pages whose beacons go to the studio, not to the CDN", async () => {
    const page = await (await t.request("GET", `/creatives/${ads[0]?._id}/1/index.html`)).text();
    expect(page).toContain(`${STUDIO}/api/tracker/event?ad=${ads[0]?._id}`);
  });
});

describe("during a storage outage", () => {
  it("answers 503 with Retry-After, then serves again once the storage is back", async () => {
    const path = `/creatives/${ads[0]?._id}/1/index.html`;
    await server.stop();
    try {
      const res = await t.request("GET", path);
      expect(res.status).toBe(503);
      expect(res.headers.get("retry-after")).toBe("5");
      expect(await json(res)).toEqual({
        message: "The file storage is unavailable. Try again in a few seconds.",
      });
    } finally {
      await server.start();
    }
    expect((await t.request("GET", path)).status).toBe(200);
  });

  it("refuses a publish with 503 and records no version and no file of it", async () => {
    const ad = ads.find((a) => a.type === "mini");
    const { ad: record } = await json(await t.request("GET", `/api/ads/${ad?._id}`, { token }));
    await server.stop();
    try {
      const res = await t.request("POST", `/api/ads/publish/${ad?._id}`, {
        token,
        body: { revision: record.revision },
      });
      expect(res.status).toBe(503);
      expect(res.headers.get("retry-after")).toBe("5");
    } finally {
      await server.start();
    }
    const { ad: after } = await json(await t.request("GET", `/api/ads/${ad?._id}`, { token }));
    expect(after.version).toBe(1);
    expect(await bucketKeys(`creatives/${ad?._id}/2/`)).toEqual([]);
    // Once the storage is back, the same publish goes through as version 2.
    const res = await t.request("POST", `/api/ads/publish/${ad?._id}`, {
      token,
      body: { revision: record.revision },
    });
    expect(res.status).toBe(200);
    expect(await bucketKeys(`creatives/${ad?._id}/2/`)).toContain(`creatives/${ad?._id}/2/index.html`);
  });

  it("removes the files a publish wrote when a later one of them fails", async () => {
    const ad = ads.find((a) => a.type === "mini");
    const { ad: record } = await json(await t.request("GET", `/api/ads/${ad?._id}`, { token }));
    const next = `creatives/${ad?._id}/${record.version + 1}/`;
    const storage = t.deps.storage;
    const put = storage.put;
    let written = 0;
    // The store refuses the next version's third file (after its retries): one failed request, not an outage.
    storage.put = async (key, body, type) => {
      if (key.startsWith(next) && ++written === 3) {
        throw new StorageUnavailableError(new Error("SlowDown"));
      }
      return put(key, body, type);
    };
    try {
      const res = await t.request("POST", `/api/ads/publish/${ad?._id}`, {
        token,
        body: { revision: record.revision },
      });
      expect(res.status).toBe(503);
    } finally {
      storage.put = put;
    }
    expect(written).toBe(3);
    expect(await bucketKeys(next)).toEqual([]);
    const { ad: after } = await json(await t.request("GET", `/api/ads/${ad?._id}`, { token }));
    expect(after.version).toBe(record.version);
  });
});
