import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInSuperadmin } from "../../test-support/accounts.js";
import { validCompany } from "../../test-support/companies.js";
import { createTestContext, json, type TestContext } from "../../test-support/test-app.js";

// Pages from offset 1 000 on are read another way (their ids from the sort index first, then the rows):
// they must hold the very companies, in the very order, that one page reaching over them from before that
// offset holds.

let t: TestContext;
let token: string;
let dataDir: string;

const COUNTRIES = ["IN", "US", "GB"];

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "adstudio-company-deep-"));
  t = await createTestContext({ ADSTUDIO_DATA_DIR: dataDir });
  token = await signInSuperadmin(t);
  const rows = Array.from({ length: 1_030 }, (_, i) =>
    validCompany({
      name: `Deep Company ${String(1_030 - i).padStart(4, "0")}`,
      shortName: `deep-${i}`,
      domains: [`deep${i}.example.com`],
      country: COUNTRIES[i % COUNTRIES.length],
    }),
  );
  for (const batch of [rows.slice(0, 1_000), rows.slice(1_000)]) {
    const res = await t.request("POST", "/api/company/bulk", { token, body: { rows: batch } });
    expect(res.status, await res.clone().text()).toBe(200);
  }
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function names(query: string) {
  const res = await t.request("GET", `/api/company?${query}`, { token });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await json(res)).company.map((company: { name: string }) => company.name) as string[];
}

describe("GET /api/company past the 1 000th company", () => {
  for (const sort of [
    "",
    `&sort=${encodeURIComponent('{"name":-1}')}`,
    `&sort=${encodeURIComponent('{"country":1}')}`,
  ]) {
    it(`answers the companies a page from before it holds${sort ? ` (${decodeURIComponent(sort)})` : ""}`, async () => {
      // Offset 990, 30 rows: read in one go; then offsets 1 000 and 1 010, 10 rows each.
      const across = await names(`page=34&limit=30${sort}`);
      const deep = [
        ...(await names(`page=101&limit=10${sort}`)),
        ...(await names(`page=102&limit=10${sort}`)),
      ];
      expect(across).toHaveLength(30);
      expect(deep).toEqual(across.slice(10));
    });
  }
});
