import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, json, type TestContext } from "../test-support/test-app.js";

const INDEX =
  '<!doctype html><html><head><script type="module" src="/assets/index-Ab12Cd.js"></script></head></html>';
const SCRIPT = "console.log('studio');";
const SECRET = "outside the studio folder";

let base: string;
let studioDir: string;
let t: TestContext;

beforeAll(async () => {
  // A real folder laid out like `vite build` output, plus a file beside it that must never be served.
  base = await mkdtemp(path.join(tmpdir(), "adstudio-studio-"));
  studioDir = path.join(base, "dist");
  await mkdir(path.join(studioDir, "assets"), { recursive: true });
  await writeFile(path.join(studioDir, "index.html"), INDEX);
  await writeFile(path.join(studioDir, "assets", "index-Ab12Cd.js"), SCRIPT);
  await writeFile(path.join(studioDir, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
  await writeFile(path.join(studioDir, ".env"), "SECRET=1");
  await writeFile(path.join(base, "secret.txt"), SECRET);
  t = await createTestContext({ ADSTUDIO_STUDIO_DIR: studioDir });
});
afterAll(async () => {
  await t.close();
  await rm(base, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.request(url, { headers });

describe("serving the built studio", () => {
  // Not /login: the server draws the sign-in card into the page first (login-page.test.ts).
  it.each(["/", "/studio/ads", "/pages/errors/error-404", "/studio/menuCollection/new?x=1"])(
    "answers index.html for the client route %s, never cached",
    async (url) => {
      const res = await get(url);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
      expect(res.headers.get("cache-control")).toBe("no-cache");
      expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'self'");
      expect(await res.text()).toBe(INDEX);
    },
  );

  it("keeps a share link's review page out of search engines and out of referrers", async () => {
    const res = await get("/review/rv_0123456789abcdef");
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(INDEX);
    expect(res.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(res.headers.get("referrer-policy")).toBe("no-referrer");
    // Other studio pages keep the site-wide policy.
    const other = await get("/studio/ads");
    expect(other.headers.get("x-robots-tag")).toBeNull();
    expect(other.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  });

  it("serves hashed assets as immutable for a year", async () => {
    const res = await get("/assets/index-Ab12Cd.js");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(await res.text()).toBe(SCRIPT);
  });

  it("serves other files of the build with a short cache", async () => {
    const res = await get("/favicon.svg");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/svg+xml");
    expect(res.headers.get("cache-control")).toBe("public, max-age=300");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("answers 404 for a missing asset instead of the page", async () => {
    const res = await get("/assets/index-Gone99.js");
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain("<html>");
  });

  it("answers HEAD without a body and 304 for a matching ETag", async () => {
    const head = await t.app.request("/assets/index-Ab12Cd.js", { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
    const etag = head.headers.get("etag");
    expect(etag).toBeTruthy();
    const again = await get("/assets/index-Ab12Cd.js", { "if-none-match": etag ?? "" });
    expect(again.status).toBe(304);
  });

  it("keeps the JSON 404 for unknown API paths", async () => {
    for (const url of ["/api", "/api/", "/api/no-such-thing", "/api/studio/ads"]) {
      const res = await get(url);
      expect(res.status).toBe(404);
      expect(await json(res)).toEqual({ message: "Not found" });
    }
  });

  it("does not answer other methods with the page", async () => {
    const res = await t.app.request("/login", { method: "POST" });
    expect(res.status).toBe(404);
  });

  it.each([
    "/..%2fsecret.txt",
    "/assets/..%2f..%2fsecret.txt",
    "/%2e%2e%2fsecret.txt",
    "/assets%2f..%2f..%2fsecret.txt",
    "/..%5csecret.txt",
    "/%2e%2e/%2e%2e/secret.txt",
    "/..%252fsecret.txt",
    "/%00index.html",
    "/%E0%A4%A",
  ])("never serves a file outside the folder for %s", async (url) => {
    const res = await get(url);
    expect(await res.text()).not.toContain(SECRET);
    expect([200, 404]).toContain(res.status);
  });

  it("never serves dotfiles", async () => {
    const res = await get("/.env");
    expect(await res.text()).not.toContain("SECRET=1");
  });

  it("answers 503 text/plain for non-API paths while the studio is not built, and the API keeps working", async () => {
    await rm(path.join(studioDir, "index.html"));
    try {
      for (const url of ["/", "/login"]) {
        const res = await get(url);
        expect(res.status).toBe(503);
        expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
        const text = await res.text();
        expect(text).toContain("studio has not been built");
        expect(text).toContain("npm start");
      }
      expect((await get("/api/health")).status).toBe(200);
    } finally {
      await writeFile(path.join(studioDir, "index.html"), INDEX);
    }
    expect((await get("/login")).status).toBe(200);
  });
});
