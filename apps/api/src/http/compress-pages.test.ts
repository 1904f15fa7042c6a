import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppEnv } from "../app-env.js";
import { signInSuperadmin } from "../test-support/accounts.js";
import { validCompany } from "../test-support/companies.js";
import { createTestContext, json, type TestContext } from "../test-support/test-app.js";
import { compressAnswers } from "./compress-answers.js";

// Issue 34: every HTML and JSON answer goes compressed, the public showcase page (drawn per request) too.
// A studio build without `.br`/`.gz` copies, so its pages are compressed as they are sent.
const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta name="description" content="Adstudio: build, preview and publish interactive ads." />
    <title>Adstudio</title>
    <script type="module" src="/assets/index-Ab12Cd.js"></script>
    ${'<link rel="modulepreload" href="/assets/chunk-Xy12.js">\n    '.repeat(30)}
  </head>
  <body><div id="root"></div></body>
</html>`;

let dir: string;
let t: TestContext;
let company: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "adstudio-compress-pages-"));
  await writeFile(path.join(dir, "index.html"), INDEX);
  t = await createTestContext({ ADSTUDIO_STUDIO_DIR: dir });
  const admin = await signInSuperadmin(t);
  const res = await t.request("POST", "/api/company/create", {
    token: admin,
    body: validCompany({ name: "Acme Outdoor", shortName: "compress-acme" }),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  company = (await json(res)).company._id;
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

const BROWSER = "gzip, deflate, br, zstd";
const get = (url: string, headers: Record<string, string> = {}) => t.app.request(url, { headers });
const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer());

describe("pages and JSON go compressed", () => {
  it("the public showcase page: brotli for a browser, gzip when brotli is refused, raw when nothing is accepted", async () => {
    const plain = await get(`/showcase/${company}`);
    expect(plain.status).toBe(200);
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(plain.headers.get("vary")).toContain("Accept-Encoding");
    const html = await plain.text();
    expect(html).toContain("<title>Acme Outdoor showcase</title>");

    const br = await get(`/showcase/${company}`, { "accept-encoding": BROWSER });
    expect(br.status).toBe(200);
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(br.headers.get("vary")).toContain("Accept-Encoding");
    expect(br.headers.get("cache-control")).toBe("no-cache");
    const sent = await bytes(br);
    expect(sent.length).toBeLessThan(html.length / 2);
    expect(brotliDecompressSync(sent).toString()).toBe(html);

    const gz = await get(`/showcase/${company}`, { "accept-encoding": "br;q=0, gzip" });
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(await bytes(gz)).toString()).toBe(html);
  });

  it("a studio page of a build without precompressed copies, with a weak ETag that still revalidates", async () => {
    // A client route (not /login, which the server draws itself first: see login-page.test.ts).
    const res = await get("/studio/ads", { "accept-encoding": BROWSER });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(res.headers.get("vary")).toContain("Accept-Encoding");
    expect(res.headers.get("accept-ranges")).toBeNull();
    expect(brotliDecompressSync(await bytes(res)).toString()).toBe(INDEX);
    const etag = res.headers.get("etag") ?? "";
    expect(etag).toMatch(/^W\/"/);

    const again = await get("/studio/ads", { "accept-encoding": BROWSER, "if-none-match": etag });
    expect(again.status).toBe(304);
    expect(again.headers.get("content-encoding")).toBeNull();
  });

  it("an API JSON answer", async () => {
    const res = await get("/api/openapi.json", { "accept-encoding": BROWSER });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(res.headers.get("vary")).toContain("Accept-Encoding");
    expect(JSON.parse(brotliDecompressSync(await bytes(res)).toString()).openapi).toMatch(/^3\.1/);
  });

  it("never pictures, video or archives, which are compressed formats already", async () => {
    const app = new Hono<AppEnv>().use(compressAnswers);
    const filler = new Uint8Array(8192).fill(7);
    for (const type of ["image/png", "image/avif", "video/mp4", "application/zip", "font/woff2"]) {
      app.get(`/${type}`, (c) => c.body(filler, 200, { "Content-Type": type }));
    }
    for (const type of ["image/png", "image/avif", "video/mp4", "application/zip", "font/woff2"]) {
      const res = await app.request(`/${type}`, { headers: { "accept-encoding": BROWSER } });
      expect(res.headers.get("content-encoding"), type).toBeNull();
      expect((await bytes(res)).length, type).toBe(8192);
    }
  });
});
