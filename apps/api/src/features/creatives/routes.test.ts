import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { SAMPLE_CREATIVES } from "@adstudio/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../app.js";
import { DEFAULT_CREATIVES_DIR } from "../../config.js";
import { createTestContext, type TestContext } from "../../test-support/test-app.js";
import { creativeRelativePath } from "./routes.js";

const SAMPLES = path.join(DEFAULT_CREATIVES_DIR, "samples");
const VIDEO = "/creatives/samples/ctv-instream/test-card.webm";

let t: TestContext;
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "adstudio-creatives-"));
  // The default creatives folder: the real samples shipped in apps/api/creatives.
  t = await createTestContext({ ADSTUDIO_DATA_DIR: dataDir });
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

/**
 * The creatives' policy as the docs give it, word for word (not the code's constant, so an edit to the
 * constant fails here): an opaque origin that may run scripts and open popups, and nothing more.
 */
const DOCUMENTED_CREATIVE_CSP = "sandbox allow-scripts allow-popups allow-popups-to-escape-sandbox";

function expectSandboxed(res: Response, label = "") {
  const csp = res.headers.get("content-security-policy") ?? "";
  expect(csp, label).toBe(DOCUMENTED_CREATIVE_CSP);
  // ARCHITECTURE: a creative reached directly is still sandboxed, never with its own origin or the top window.
  expect(csp.startsWith("sandbox "), label).toBe(true);
  expect(csp, label).not.toMatch(/allow-same-origin|allow-top-navigation/);
}

const get = (url: string, headers: Record<string, string> = {}) => t.app.request(url, { headers });

describe("hosting creatives", () => {
  it.each(SAMPLE_CREATIVES.map((s) => [s.path]))(
    "serves %s sandboxed, as HTML, briefly cached",
    async (url) => {
      const res = await get(url);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
      expectSandboxed(res);
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("cache-control")).toBe("public, max-age=300");
      expect(res.headers.get("etag")).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
      // Framed by publishers' pages, and loading its own files from an opaque origin.
      expect(res.headers.get("x-frame-options")).toBeNull();
      expect(res.headers.get("cross-origin-resource-policy")).toBe("cross-origin");
      const html = await res.text();
      expect(html).toContain("clickTag");
      expect(html).toMatch(/q\.get\("width"\)|size\("width"/);
    },
  );

  it("keeps every sample self-contained: no address outside the studio is loaded", async () => {
    for (const sample of SAMPLE_CREATIVES) {
      const html = await readFile(path.join(SAMPLES, sample.name, "index.html"), "utf8");
      // Only exit links (clickTag defaults, vCard URLs, the VAST ClickThrough) name other hosts.
      const loads = html.match(/\b(?:src|href)\s*=\s*["']?(?:https?:)?\/\/[^"'\s>]+/gi) ?? [];
      const imports = html.match(/@import|url\(\s*["']?(?:https?:)?\/\//gi) ?? [];
      expect([...loads, ...imports], sample.name).toEqual([]);
    }
  });

  it("serves the ad editor's canvas page sandboxed, taking a render or a patch only from its parent", async () => {
    const res = await get("/creatives/_editor/frame.html");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(res.headers.get("content-security-policy")).toBe(
      "sandbox allow-scripts allow-popups allow-popups-to-escape-sandbox",
    );
    const html = await res.text();
    expect(html).toContain('event.source !== parent || !d || d.source !== "adstudio-editor"');
    expect(html).toContain('if (d.type !== "render") return;');
    expect(html).toContain("document.write(d.html)");
    // Issue 29: then patched in place, each op checked before anything changes.
    expect(html).toContain('d.type === "patch"');
    expect(html).toContain("!d.ops.every(valid)");
  });

  it("answers other file types with their content types", async () => {
    const cases: [string, string][] = [
      ["/creatives/samples/banner-300x250/cup.svg", "image/svg+xml"],
      ["/creatives/samples/ctv-instream/vast.xml", "application/xml; charset=utf-8"],
      ["/creatives/samples/ctv-instream/test-card.mp4", "video/mp4"],
      [VIDEO, "video/webm"],
      ["/creatives/samples/ctv-instream/poster.jpg", "image/jpeg"],
    ];
    for (const [url, type] of cases) {
      const res = await get(url);
      expect(res.status, url).toBe(200);
      expect(res.headers.get("content-type"), url).toBe(type);
      expectSandboxed(res, url);
      expect(res.headers.get("access-control-allow-origin"), url).toBe("*");
    }
  });

  it("serves a folder's index.html for a trailing slash", async () => {
    const res = await get("/creatives/samples/story/");
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("<title>Lumen skincare");
  });

  it("answers HEAD with the length and no body, and 304 for a matching ETag", async () => {
    const full = await readFile(path.join(SAMPLES, "ctv-instream", "test-card.webm"));
    const head = await t.app.request(VIDEO, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe(String(full.byteLength));
    expect(head.headers.get("accept-ranges")).toBe("bytes");
    expect(await head.text()).toBe("");
    const again = await get(VIDEO, { "if-none-match": head.headers.get("etag") ?? "" });
    expect(again.status).toBe(304);
  });
});

describe("byte ranges for video", () => {
  let full: Buffer;
  beforeAll(async () => {
    full = await readFile(path.join(SAMPLES, "ctv-instream", "test-card.webm"));
  });

  it("answers a range with 206 and exactly those bytes", async () => {
    const res = await get(VIDEO, { range: "bytes=100-1123" });
    expect(res.status).toBe(206);
    expect(res.headers.get("content-range")).toBe(`bytes 100-1123/${full.byteLength}`);
    expect(res.headers.get("content-length")).toBe("1024");
    expect(res.headers.get("content-type")).toBe("video/webm");
    expect(Buffer.from(await res.arrayBuffer()).equals(full.subarray(100, 1124))).toBe(true);
  });

  it("answers open-ended and suffix ranges, clamping past the end", async () => {
    const open = await get(VIDEO, { range: `bytes=${full.byteLength - 10}-` });
    expect(open.status).toBe(206);
    expect(Buffer.from(await open.arrayBuffer()).equals(full.subarray(full.byteLength - 10))).toBe(true);
    const suffix = await get(VIDEO, { range: "bytes=-5" });
    expect(suffix.headers.get("content-range")).toBe(
      `bytes ${full.byteLength - 5}-${full.byteLength - 1}/${full.byteLength}`,
    );
    expect((await suffix.arrayBuffer()).byteLength).toBe(5);
    const clamped = await get(VIDEO, { range: `bytes=0-${full.byteLength + 1000}` });
    expect(clamped.status).toBe(206);
    expect((await clamped.arrayBuffer()).byteLength).toBe(full.byteLength);
  });

  it("answers 416 for a range past the end", async () => {
    const res = await get(VIDEO, { range: `bytes=${full.byteLength}-` });
    expect(res.status).toBe(416);
    expect(res.headers.get("content-range")).toBe(`bytes */${full.byteLength}`);
  });

  it("answers the whole file for malformed or multiple ranges, and for a stale If-Range", async () => {
    for (const range of ["bytes=5-1", "items=0-10", "bytes=0-1,5-6", "bytes=abc"]) {
      const res = await get(VIDEO, { range });
      expect(res.status, range).toBe(200);
      expect((await res.arrayBuffer()).byteLength, range).toBe(full.byteLength);
    }
    const stale = await get(VIDEO, { range: "bytes=0-9", "if-range": '"not-the-etag"' });
    expect(stale.status).toBe(200);
    const etag = stale.headers.get("etag") ?? "";
    const fresh = await get(VIDEO, { range: "bytes=0-9", "if-range": etag });
    expect(fresh.status).toBe(206);
  });
});

describe("paths that leave the folder", () => {
  // apps/api/package.json sits right beside apps/api/creatives.
  it.each([
    "/creatives/..%2fpackage.json",
    "/creatives/%2e%2e%2fpackage.json",
    "/creatives/samples/..%2f..%2fpackage.json",
    "/creatives/..%5cpackage.json",
    "/creatives/samples%2f..%2f..%2fpackage.json",
    "/creatives/..%252fpackage.json",
    "/creatives/%00samples/story/index.html",
    "/creatives/%E0%A4%A",
    "/creatives/samples/.hidden",
    "/creatives/",
  ])("never serves a file outside for %s", async (url) => {
    const res = await get(url);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain("@adstudio/api");
    expectSandboxed(res);
  });

  it("leaves a path that URL parsing resolved out of /creatives to the studio", async () => {
    // `%2e%2e` is a dot segment for URL parsers: this is a request for /package.json, not a creative.
    const res = await get("/creatives/%2e%2e/package.json");
    expect(await res.text()).not.toContain("@adstudio/api");
  });

  it("rejects dot segments and backslashes before touching the disk", () => {
    expect(creativeRelativePath("/creatives/samples/story/index.html")).toBe("samples/story/index.html");
    expect(creativeRelativePath("/creatives/samples/story/")).toBe("samples/story/index.html");
    for (const p of [
      "/creatives/../x",
      "/creatives/a/./b",
      "/creatives/a//b",
      "/creatives/a%5cb",
      "/creatives/.env",
    ]) {
      expect(creativeRelativePath(p), p).toBeNull();
    }
  });

  it("does not follow a symlink out of the folder", async () => {
    const base = await mkdtemp(path.join(tmpdir(), "adstudio-creatives-link-"));
    try {
      const root = path.join(base, "creatives");
      await mkdir(root);
      await writeFile(path.join(base, "secret.txt"), "top secret");
      await writeFile(path.join(root, "inside.txt"), "inside");
      await symlink(path.join(base, "secret.txt"), path.join(root, "link.txt"));
      const app = createApp({ ...t.deps, config: { ...t.deps.config, creativesDir: root } });
      expect(await (await app.request("/creatives/inside.txt")).text()).toBe("inside");
      const res = await app.request("/creatives/link.txt");
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain("top secret");
    } finally {
      await rm(base, { recursive: true, force: true });
    }
  });
});

describe("published creatives from the storage", () => {
  it("serves a stored creative under the same prefix, sandboxed, with ranges", async () => {
    const html = "<!doctype html><title>published</title><p>0123456789</p>";
    await t.deps.storage.put(
      "creatives/ads/ab12cd34/index.html",
      new TextEncoder().encode(html),
      "text/html; charset=utf-8",
    );
    const res = await get("/creatives/ads/ab12cd34/index.html");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expectSandboxed(res);
    expect(res.headers.get("x-frame-options")).toBeNull();
    expect(await res.text()).toBe(html);
    const part = await get("/creatives/ads/ab12cd34/index.html", { range: "bytes=0-14" });
    expect(part.status).toBe(206);
    expect(await part.text()).toBe("<!doctype html>");
    expect((await get("/creatives/ads/ab12cd34/missing.html")).status).toBe(404);
  });
});
