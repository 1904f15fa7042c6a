import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../test-support/test-app.js";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

describe("GET /robots.txt", () => {
  it("is a plain-text robots file: showcase and preview pages open, the API and the studio closed", async () => {
    const res = await t.app.request("/robots.txt");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain; charset=utf-8$/i);
    const lines = (await res.text()).split("\n").filter((line) => line !== "");
    expect(lines).toEqual([
      "User-agent: *",
      "Allow: /showcase/",
      "Allow: /preview",
      "Disallow: /api/",
      "Disallow: /studio/",
    ]);
  });

  it("answers HEAD with the same headers and no body", async () => {
    const res = await t.app.request("/robots.txt", { method: "HEAD" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain; charset=utf-8$/i);
    expect(await res.text()).toBe("");
  });
});
