import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInSuperadmin } from "../../test-support/accounts.js";
import { validCompany } from "../../test-support/companies.js";
import { createTestContext, json, type TestContext } from "../../test-support/test-app.js";
import { searchCondition } from "./repo.js";
import { pageByGram, rarestGram } from "./search-grams-repo.js";

// A search in the default name order reads the trigram table (issue 17); these pin what users see to the
// list's plain semantics: substring, case-insensitive, in name, short name or city, wildcards literal.
// The API takes the trigram walk only past 1 000 matches, so every search of three or more characters here
// is also read through the walk directly, and must give the very page the API answered.

let t: TestContext;
let token: string;
let dataDir: string;

// 200 shared characters (the name sort key's length), then a different tail: the two tie on the key.
const LONG_PREFIX = `Spring ${"long name ".repeat(20)}`.slice(0, 200);

const COMPANIES = [
  { name: "Café Spring", shortName: "cafe-1", city: "Lyon" },
  { name: "CAFÉ spring roll", shortName: "cafe-2", city: "Lyon" },
  { name: "Hotsprings Ltd", shortName: "hot", city: "Austin" },
  { name: "Zeta Media", shortName: "zeta", city: "Springfield" },
  { name: "Acme Trading", shortName: "acme-spring", city: "Mumbai" },
  { name: "100% Juice", shortName: "juice", city: "Leeds" },
  { name: "50_50 Media", shortName: "fifty", city: "Leeds" },
  { name: "Studio 045", shortName: "studio", city: "Leeds" },
  { name: "Straße Media", shortName: "strasse-media", city: "Berlin" },
  { name: "MÜNCHEN Werbung", shortName: "muenchen", city: "München" },
  { name: "Back\\slash Co", shortName: "backslash", city: "Leeds" },
  { name: `${LONG_PREFIX}tail one`, shortName: "long-1", city: "Leeds" },
  { name: `${LONG_PREFIX}tail two`, shortName: "long-2", city: "Leeds" },
];
const ids = new Map<string, string>();

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "adstudio-company-search-"));
  t = await createTestContext({ ADSTUDIO_DATA_DIR: dataDir });
  token = await signInSuperadmin(t);
  for (const company of COMPANIES) {
    const res = await t.request("POST", "/api/company/create", { token, body: validCompany(company) });
    expect(res.status, await res.clone().text()).toBe(201);
    ids.set(company.name, (await json(res)).company._id);
  }
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function search(text: string, extra = "") {
  const res = await t.request("GET", `/api/company?search=${encodeURIComponent(text)}${extra}`, { token });
  expect(res.status, await res.clone().text()).toBe(200);
  const body = await json(res);
  const names = body.company.map((c: { name: string }) => c.name) as string[];
  const gram = await rarestGram(t.deps.database.db, text);
  if (gram) {
    const params = new URLSearchParams(extra);
    const direction = params.get("sort") === '{"name":-1}' ? -1 : 1;
    const limit = Number(params.get("limit") ?? 10);
    const offset = (Number(params.get("page") ?? 1) - 1) * limit;
    const walked = await pageByGram(t.deps.database.db, gram, searchCondition(text), direction, {
      limit,
      offset,
    });
    expect(walked.map((row) => row.name)).toEqual(names);
  }
  return { names, total: body.total };
}

/** The two long names tie on their first 200 characters and follow their ids. */
const longNamesById = () =>
  [`${LONG_PREFIX}tail one`, `${LONG_PREFIX}tail two`].sort((a, b) =>
    (ids.get(a) ?? "") < (ids.get(b) ?? "") ? -1 : 1,
  );

describe("GET /api/company?search= in name order", () => {
  it("matches name, short name and city, any case, in name order with ties by id", async () => {
    const springs = [
      "Acme Trading",
      "Café Spring",
      "CAFÉ spring roll",
      "Hotsprings Ltd",
      ...longNamesById(),
      "Zeta Media",
    ];
    for (const text of ["spring", "SPRING", "sPrInG", "pring"]) {
      expect(await search(text)).toEqual({ names: springs, total: 7 });
    }
    // Two characters hold no trigram: the plain query answers, the same way.
    expect(await search("sp")).toEqual({ names: springs, total: 7 });
  });

  it("reads descending and pages the same rows", async () => {
    const descending = await search("spring", '&sort={"name":-1}');
    expect(descending.names).toEqual([
      "Zeta Media",
      ...longNamesById().reverse(),
      "Hotsprings Ltd",
      "CAFÉ spring roll",
      "Café Spring",
      "Acme Trading",
    ]);
    expect((await search("spring", "&limit=2&page=2")).names).toEqual(["CAFÉ spring roll", "Hotsprings Ltd"]);
    expect(await search("spring", "&limit=2&page=4")).toEqual({ names: ["Zeta Media"], total: 7 });
    expect(await search("spring", "&limit=2&page=5")).toEqual({ names: [], total: 7 });
  });

  it("compares accented letters by case, not by accent", async () => {
    expect((await search("é s")).names).toEqual(["Café Spring", "CAFÉ spring roll"]);
    expect((await search("CAFÉ SPR")).names).toEqual(["Café Spring", "CAFÉ spring roll"]);
    expect((await search("CAFE SPR")).names).toEqual([]);
    expect((await search("münchen")).names).toEqual(["MÜNCHEN Werbung"]);
    expect((await search("straße")).names).toEqual(["Straße Media"]);
    expect((await search("STRASSE")).names).toEqual(["Straße Media"]); // its short name, strasse-media
    expect((await search("STRASSE M")).names).toEqual([]);
  });

  it("takes % _ and \\ literally", async () => {
    expect((await search("0%")).names).toEqual(["100% Juice"]);
    expect((await search("0_5")).names).toEqual(["50_50 Media"]);
    expect((await search("k\\s")).names).toEqual(["Back\\slash Co"]);
    expect((await search("%")).names).toEqual(["100% Juice"]);
  });

  it("finds a 200-character search and nothing for a text no company holds", async () => {
    expect(await search(LONG_PREFIX)).toEqual({ names: longNamesById(), total: 2 });
    expect(await search(`${LONG_PREFIX.slice(1)}x`)).toEqual({ names: [], total: 0 });
    expect(await search("qqq")).toEqual({ names: [], total: 0 });
  });

  it("follows renames and deletions", async () => {
    const id = ids.get("Zeta Media");
    const renamed = validCompany({ name: "Zeta Autumn", shortName: "zeta", city: "Leeds" });
    expect((await t.request("PUT", `/api/company/update/${id}`, { token, body: renamed })).status).toBe(200);
    expect((await search("autumn")).names).toEqual(["Zeta Autumn"]);
    expect((await search("spring")).names).not.toContain("Zeta Media");
    expect((await t.request("DELETE", `/api/company/${id}`, { token })).status).toBe(200);
    expect(await search("autumn")).toEqual({ names: [], total: 0 });
  });
});
