import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../test-support/test-app.js";

let t: TestContext;
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "adstudio-files-"));
  t = await createTestContext({ ADSTUDIO_DATA_DIR: dataDir });
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const SHA = "a".repeat(64);
const store = (key: string, text: string, type: string) =>
  t.deps.storage.put(key, new TextEncoder().encode(text), type);

/** The directives of a CSP header, each as its list of words. */
const directives = (csp: string | null) =>
  (csp ?? "")
    .split(";")
    .map((directive) => directive.trim().split(/\s+/))
    .filter((words) => words[0] !== "");

// docs/production.md: stored files are served publicly at GET /files/… with their stored content type,
// `X-Content-Type-Options: nosniff`, `Content-Disposition: inline`, a sandboxing CSP and a one-year cache.
describe("GET /files/…", () => {
  it("serves an uploaded HTML file as inert data: sandboxed with no allowances, no script, nosniff", async () => {
    await store(`uploads/${SHA}.html`, "<script>parent.alert(document.cookie)</script>", "text/html");
    const res = await t.app.request(`/files/uploads/${SHA}.html`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/html");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("content-disposition")).toBe(`inline; filename="${SHA}.html"`);
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const csp = directives(res.headers.get("content-security-policy"));
    // A bare `sandbox`: an opaque origin that may not run scripts, submit forms or open popups.
    expect(csp).toContainEqual(["sandbox"]);
    expect(csp).toContainEqual(["default-src", "'none'"]);
    expect(res.headers.get("content-security-policy")).not.toMatch(/allow-|script-src/);
  });

  it("answers 404, never 500, for unknown or malformed keys", async () => {
    for (const url of ["/files/uploads/missing.png", "/files/%E0%A4%A", "/files/..%2f..%2fpackage.json"]) {
      const res = await t.app.request(url);
      expect(res.status, url).toBe(404);
      expect(await res.text(), url).not.toContain("@adstudio/api");
    }
  });
});
