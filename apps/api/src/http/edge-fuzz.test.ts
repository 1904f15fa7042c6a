import { allEndpoints } from "@adstudio/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInSuperadmin } from "../test-support/accounts.js";
import { type HostileCase, hostileCases, type OpenApiDocument } from "../test-support/hostile-cases.js";
import { rowCounts } from "../test-support/row-counts.js";
import { gwdZip, uploadTemplate } from "../test-support/template-zips.js";
import { createTestContext, json, type TestContext } from "../test-support/test-app.js";

/**
 * The "done when": every operation of the OpenAPI document, fed NUL characters, lone
 * surrogates, 100 000-deep JSON, non-finite and huge numbers in each path parameter, query parameter and
 * body property, as the superadmin and unauthenticated, answers 4xx (never 5xx) and writes nothing.
 */

let t: TestContext;
let adminToken: string;
let doc: OpenApiDocument;
let before: Record<string, number>;
/** A real record id per path prefix (`/api/company`), so body and query cases reach an existing record. */
const ids = new Map<string, string>();

async function created(path: string, body: unknown): Promise<Record<string, { _id: string }>> {
  const res = await t.request("POST", path, { token: adminToken, body });
  expect(res.status, `${path}: ${await res.clone().text()}`).toBe(201);
  return json(res);
}

/** The first record's `_id` of the list under `base` (`GET /api/x`, or `POST /api/x/list`). */
async function firstId(base: string): Promise<string> {
  let res = await t.request("GET", base, { token: adminToken });
  if (res.status === 404) res = await t.request("POST", `${base}/list`, { token: adminToken, body: {} });
  const answer = await json(res);
  const items = Object.values(answer).find(Array.isArray) as Array<{ _id: string }> | undefined;
  const id = items?.[0]?._id;
  expect(id, `a record under ${base}`).toBeTruthy();
  return id as string;
}

beforeAll(async () => {
  t = await createTestContext();
  adminToken = await signInSuperadmin(t);
  const { company } = await created("/api/company/create", {
    name: "Fuzz Media",
    shortName: "fuzz",
    domains: ["fuzz.example"],
    address: "1 Market Street",
    country: "IN",
    city: "Mumbai",
    mobile: "+919876543210",
  });
  await created("/api/campaign/create", {
    name: "Fuzz launch",
    advertiserCompany: company?._id,
    objective: "awareness",
    startDate: "2027-03-01",
    endDate: "2027-03-31",
    status: "draft",
    flights: [],
  });
  await created("/api/qr/create", { id: "fuzz-link", type: "url", targetUrl: "https://example.com/" });
  await created("/api/ads/create", { name: "Fuzz ad", type: "mini", company: company?._id });
  await created("/api/richtemplates/create", { name: "Fuzz template", type: "mini", company: company?._id });
  await created("/api/reportSchedule/create", {
    name: "Fuzz report",
    company: company?._id,
    recipients: ["ops@fuzz.example"],
    frequency: "daily",
    hour: 8,
  });
  const template = await uploadTemplate(t, adminToken, gwdZip(), "fuzz.zip", `?company=${company?._id}`);
  expect(template.status, await template.clone().text()).toBe(201);
  doc = await json(await t.request("GET", "/api/openapi.json"));
  for (const path of Object.keys(doc.paths)) {
    const base = path.split("/").slice(0, 3).join("/");
    if (path.includes("{id}") && !ids.has(base)) ids.set(base, await firstId(base));
  }
  before = await rowCounts(t);
}, 60_000);
afterAll(() => t.close());

async function send(method: string, hostile: HostileCase, token: string | undefined): Promise<number> {
  const res = await t.app.request(hostile.url, {
    method: method.toUpperCase(),
    headers: {
      ...(hostile.body !== undefined ? { "content-type": "application/json" } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(hostile.body !== undefined ? { body: hostile.body } : {}),
  });
  await res.arrayBuffer();
  return res.status;
}

describe("hostile input on every documented operation", () => {
  let sent = 0;

  it("reads the operations from /api/openapi.json: every endpoint of the contract", () => {
    const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method} ${path}`),
    );
    expect(operations.length).toBeGreaterThan(50);
    expect(operations.sort()).toEqual(
      allEndpoints()
        .map((e) => `${e.method} ${e.path}`)
        .sort(),
    );
  });

  it("answers 4xx, never 5xx, as the superadmin and unauthenticated", async () => {
    const failures: string[] = [];
    // Operations that end sessions go last: if one let a case through, the superadmin's other cases
    // would otherwise all meet a 401 and hide what they should show.
    const paths = Object.entries(doc.paths).sort(
      ([a], [b]) => Number(a.includes("logout")) - Number(b.includes("logout")),
    );
    for (const [path, item] of paths) {
      const id = ids.get(path.split("/").slice(0, 3).join("/")) ?? "";
      for (const method of Object.keys(item)) {
        for (const hostile of hostileCases(doc, method, path, id)) {
          for (const [caller, token] of [
            ["superadmin", adminToken],
            ["anonymous", undefined],
          ] as const) {
            const status = await send(method, hostile, token);
            sent++;
            const refused = status >= 400 && status < 500;
            if (status >= 500 || (hostile.mustRefuse && !refused)) {
              failures.push(`${method.toUpperCase()} ${path} ${hostile.label} as ${caller} → ${status}`);
            }
          }
        }
      }
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(1000);
    // The superadmin's cases meant something only if no case ended its session on the way.
    expect((await t.request("GET", "/api/auth/me", { token: adminToken })).status).toBe(200);
  }, 120_000);

  it("changed no row in any table", async () => {
    expect(await rowCounts(t)).toEqual(before);
  });
});
