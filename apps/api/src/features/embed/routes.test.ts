import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { SAMPLE_CREATIVES } from "@adstudio/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, json, type TestContext } from "../../test-support/test-app.js";

const SCRIPT = '"use strict";(()=>{console.log("embed")})();';

let embedDir: string;
let t: TestContext;
beforeAll(async () => {
  embedDir = await mkdtemp(path.join(tmpdir(), "adstudio-embed-"));
  await writeFile(path.join(embedDir, "embed.js"), SCRIPT);
  t = await createTestContext({ ADSTUDIO_EMBED_DIR: embedDir });
});
afterAll(async () => {
  await t.close();
  await rm(embedDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.request(url, { headers });

describe("GET /embed.js", () => {
  it("serves the built script for any publisher's page, cached for 5 minutes with an ETag", async () => {
    const res = await get("/embed.js");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("public, max-age=300");
    expect(res.headers.get("cross-origin-resource-policy")).toBe("cross-origin");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(await res.text()).toBe(SCRIPT);
    const etag = res.headers.get("etag");
    expect(etag).toBeTruthy();
    expect((await get("/embed.js", { "if-none-match": etag ?? "" })).status).toBe(304);
  });

  it("answers 503 with a build hint while the embed is not built", async () => {
    await rm(path.join(embedDir, "embed.js"));
    try {
      const res = await get("/embed.js");
      expect(res.status).toBe(503);
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(await res.text()).toContain("has not been built");
    } finally {
      await writeFile(path.join(embedDir, "embed.js"), SCRIPT);
    }
  });
});

describe("GET /embed-demo.html", () => {
  it("shows one embed per sample creative, each pointing at a hosted creative", async () => {
    const res = await get("/embed-demo.html");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toContain('<script async src="/embed.js"></script>');
    const urls = [
      ...html.matchAll(
        /<div data-adstudio-preview data-url="([^"]+)" data-size="([^"]+)" data-type="([^"]+)"/g,
      ),
    ];
    // Every sample, plus the isolation check.
    expect(urls).toHaveLength(SAMPLE_CREATIVES.length + 1);
    for (const sample of SAMPLE_CREATIVES) {
      expect(
        urls.some((m) => m[1] === sample.path && m[2] === sample.size && m[3] === sample.type),
        sample.name,
      ).toBe(true);
      expect((await get(sample.path)).status, sample.path).toBe(200);
    }
  });
});

describe("GET /api/embed/qr.svg", () => {
  it("draws the QR code of this studio's preview link", async () => {
    const res = await get(
      "/api/embed/qr.svg?url=%2Fcreatives%2Fsamples%2Fai-tracker%2Findex.html&size=mobile&type=ai-tracker",
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/svg+xml");
    expect(res.headers.get("cross-origin-resource-policy")).toBe("cross-origin");
    expect(await res.text()).toMatch(/^<svg[^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
  });

  it.each([
    ["url=javascript%3Aalert(1)&size=mobile&type=story", "url"],
    ["url=%2F%2Fevil.test%2Fx&size=mobile&type=story", "url"],
    ["size=mobile&type=story", "url"],
    ["url=%2Fc.html&size=huge&type=story", "size"],
    ["url=%2Fc.html&size=mobile&type=%3Cb%3E", "type"],
  ])("answers 400 for %s", async (query, field) => {
    const res = await get(`/api/embed/qr.svg?${query}`);
    expect(res.status).toBe(400);
    expect(Object.keys((await json(res)).errors)).toEqual([field]);
  });

  it.each([
    ["size=mobile&type=story", "url must be an http(s) address or a path starting with /."],
    ["url=%2Fc.html&type=story", "size must be a size such as 300x250 or mobile."],
    ["url=%2Fc.html&size=300x250", "type must be an ad format name."],
  ])("says what is wrong with %s", async (query, message) => {
    const res = await get(`/api/embed/qr.svg?${query}`);
    expect(res.status).toBe(400);
    expect((await json(res)).message).toBe(message);
  });
});
