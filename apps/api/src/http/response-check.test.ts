import { endpoint } from "@adstudio/contract";
import { Hono } from "hono";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import type { AppEnv } from "../app-env.js";
import { contractRoutes } from "./contract-routes.js";
import { conflict, HttpError, sendError } from "./errors.js";
import { responseCheck } from "./response-check.js";

const probe = endpoint({
  operationId: "getProbe",
  method: "get",
  path: "/api/probe/{id}",
  tag: "meta",
  summary: "A probe for the answer check",
  auth: "public",
  responses: {
    200: { description: "The probe.", schema: v.strictObject({ id: v.string(), count: v.number() }) },
  },
});

/** An app whose single endpoint answers whatever `answer` says, behind the answer check. */
function appAnswering(answer: (id: string) => unknown) {
  const problems: string[] = [];
  const app = new Hono<AppEnv>();
  app.use(
    "/api/*",
    responseCheck((problem) => problems.push(problem)),
  );
  app.route(
    "/api/probe",
    contractRoutes("/api/probe", { probe }, { probe: (_c, { params }) => answer(params.id) as never }),
  );
  app.onError((error, c) => (error instanceof HttpError ? sendError(c, error) : c.text("boom", 500)));
  return { app, problems };
}

describe("the answer check of the API tests", () => {
  it("lets an answer that matches its definition through untouched", async () => {
    const { app, problems } = appAnswering((id) => ({ id, count: 3 }));
    const res = await app.request("/api/probe/a");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id: "a", count: 3 });
    expect(problems).toEqual([]);
  });

  it("fails a deliberately wrong body: the answer becomes a 500 naming the field, and is reported", async () => {
    const { app, problems } = appAnswering((id) => ({ id, count: "three" }));
    const res = await app.request("/api/probe/a");
    expect(res.status).toBe(500);
    const body = (await res.json()) as { message: string };
    expect(body.message).toContain("Response does not match the contract: getProbe answered 200");
    expect(body.message).toContain("count");
    expect(problems).toHaveLength(1);
  });

  it("fails a field the definition does not list (a leaked column)", async () => {
    const { app, problems } = appAnswering((id) => ({ id, count: 1, passwordHash: "x" }));
    expect((await app.request("/api/probe/a")).status).toBe(500);
    expect(problems[0]).toContain("passwordHash");
  });

  it("fails a status the definition does not document", async () => {
    const { app, problems } = appAnswering(() => {
      throw conflict("Taken.");
    });
    expect((await app.request("/api/probe/a")).status).toBe(500);
    expect(problems[0]).toBe("getProbe answered 409, which its definition does not list");
  });

  it("accepts the failures every endpoint may give, such as 404 for a path with an id", async () => {
    const { app, problems } = appAnswering(() => {
      throw new HttpError(404, "Probe not found");
    });
    const res = await app.request("/api/probe/a");
    expect(res.status).toBe(404);
    expect(problems).toEqual([]);
  });
});
