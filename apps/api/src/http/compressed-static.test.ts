import { mkdir, mkdtemp, rm, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config.js";
import { createTestContext, type TestContext } from "../test-support/test-app.js";

// Text that compresses well, like a real bundle.
const SCRIPT = `export const rows = [${Array.from({ length: 400 }, (_, i) => `"row ${i}"`).join(",")}];\n`;
const INDEX = `<!doctype html><html><head><script type="module" src="/assets/main-Ab12.js"></script></head><body>${"<!-- filler -->".repeat(100)}</body></html>`;
const EMBED = `"use strict";(()=>{${"console.log('embed');".repeat(200)}})();`;
const MAP = '{"version":3,"sources":["../src/secret-business-logic.ts"]}';

let base: string;
let t: TestContext;
let withMaps: TestContext;

/** Lays files out as the builds do: each text asset with its `.br` and `.gz` copy beside it. */
async function writeWithCopies(file: string, text: string) {
  await writeFile(file, text);
  await writeFile(`${file}.br`, brotliCompressSync(text));
  await writeFile(`${file}.gz`, gzipSync(text));
}

beforeAll(async () => {
  base = await mkdtemp(path.join(tmpdir(), "adstudio-compressed-"));
  const studio = path.join(base, "studio");
  await mkdir(path.join(studio, "assets"), { recursive: true });
  await writeWithCopies(path.join(studio, "index.html"), INDEX);
  await writeWithCopies(path.join(studio, "assets", "main-Ab12.js"), SCRIPT);
  await writeFile(path.join(studio, "assets", "main-Ab12.js.map"), MAP);
  await writeFile(path.join(studio, "assets", "plain-Cd34.js"), SCRIPT);
  const embed = path.join(base, "embed");
  await mkdir(embed);
  await writeWithCopies(path.join(embed, "embed.js"), EMBED);
  const env = { ADSTUDIO_STUDIO_DIR: studio, ADSTUDIO_EMBED_DIR: embed };
  t = await createTestContext(env);
  withMaps = await createTestContext({ ...env, ADSTUDIO_PUBLIC_SOURCEMAPS: "true" });
});
afterAll(async () => {
  await t?.close();
  await withMaps?.close();
  await rm(base, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string, method = "GET") =>
  t.app.request(url, { method, headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {} });
const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer());

describe.each([
  ["a hashed studio asset", "/assets/main-Ab12.js", SCRIPT],
  ["a client route (index.html)", "/studio/ads", INDEX],
  ["the publisher script", "/embed.js", EMBED],
])("%s is sent precompressed", (_name, url, text) => {
  it("as brotli to a browser that accepts br and gzip, with Vary and the sent length", async () => {
    const res = await get(url, "gzip, deflate, br, zstd");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(res.headers.get("vary")).toContain("Accept-Encoding");
    const body = await bytes(res);
    expect(Number(res.headers.get("content-length"))).toBe(body.length);
    expect(body.length).toBeLessThan(Buffer.byteLength(text) / 2);
    expect(brotliDecompressSync(body).toString()).toBe(text);
  });

  it("as gzip when brotli is refused with q=0 or not offered", async () => {
    for (const accept of ["br;q=0, gzip", "gzip"]) {
      const res = await get(url, accept);
      expect(res.headers.get("content-encoding")).toBe("gzip");
      expect(gunzipSync(await bytes(res)).toString()).toBe(text);
    }
  });

  it("raw to a client that accepts neither", async () => {
    for (const accept of [undefined, "identity", "gzip;q=0, br;q=0"]) {
      const res = await get(url, accept);
      expect(res.headers.get("content-encoding")).toBeNull();
      expect(res.headers.get("vary")).toContain("Accept-Encoding");
      expect(Number(res.headers.get("content-length"))).toBe(Buffer.byteLength(text));
      expect(await res.text()).toBe(text);
    }
  });

  it("with the same headers and no body for HEAD, and a separate ETag per coding", async () => {
    const head = await get(url, "br, gzip", "HEAD");
    expect(head.status).toBe(200);
    expect(head.headers.get("content-encoding")).toBe("br");
    expect(Number(head.headers.get("content-length"))).toBe(brotliCompressSync(text).length);
    expect(await head.text()).toBe("");
    const brTag = head.headers.get("etag") ?? "";
    const rawTag = (await get(url)).headers.get("etag");
    expect(brTag).not.toBe("");
    expect(brTag).not.toBe(rawTag);
    const revalidated = await t.app.request(url, {
      headers: { "accept-encoding": "br", "if-none-match": brTag },
    });
    expect(revalidated.status).toBe(304);
  });
});

describe("files without precompressed copies", () => {
  it("are sent raw whatever the client accepts", async () => {
    const res = await get("/assets/plain-Cd34.js", "br, gzip");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBeNull();
    expect(await res.text()).toBe(SCRIPT);
  });

  it("a copy older than its file (a rebuild without compression) is never sent", async () => {
    const file = path.join(base, "embed", "embed.js");
    const later = new Date(Date.now() + 60_000);
    await utimes(file, later, later);
    const res = await get("/embed.js", "br, gzip");
    expect(res.headers.get("content-encoding")).toBeNull();
    expect(await res.text()).toBe(EMBED);
  });
});

describe("source maps", () => {
  it("are not served in production unless ADSTUDIO_PUBLIC_SOURCEMAPS=true", async () => {
    const hidden = await get("/assets/main-Ab12.js.map");
    expect(hidden.status).toBe(404);
    expect(await hidden.text()).not.toContain("secret-business-logic");
    const shown = await withMaps.app.request("/assets/main-Ab12.js.map");
    expect(shown.status).toBe(200);
    expect(await shown.text()).toBe(MAP);
  });

  it("the setting is validated at start", () => {
    expect(() => loadConfig({ ADSTUDIO_PUBLIC_SOURCEMAPS: "yes" })).toThrow(
      "Invalid configuration: ADSTUDIO_PUBLIC_SOURCEMAPS must be true or false",
    );
    expect(loadConfig({}).publicSourceMaps).toBe(false);
  });
});
