import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestContext, type TestContext } from "../../test-support/test-app.js";
import { VERSION } from "../../version.js";

let t: TestContext;

beforeAll(async () => {
  t = await createTestContext();
});

afterAll(async () => {
  await t?.close();
});

describe("GET /api/health", () => {
  it("answers ok with the version while the database answers, without credentials", async () => {
    const res = await t.request("GET", "/api/health");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok", database: "ok", version: VERSION });
  });

  it("answers 503 'unreachable' when the database round trip fails, so balancers drop the instance", async () => {
    const execute = vi
      .spyOn(t.deps.database.db, "execute")
      .mockRejectedValueOnce(new Error("connection refused"));
    try {
      const res = await t.request("GET", "/api/health");
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ status: "error", database: "unreachable", version: VERSION });
    } finally {
      execute.mockRestore();
    }
  });
});
