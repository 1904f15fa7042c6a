import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInSuperadmin } from "../../test-support/accounts.js";
import { validCompany } from "../../test-support/companies.js";
import { createTestContext, json, type TestContext } from "../../test-support/test-app.js";

let t: TestContext;
let token: string;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "adstudio-company-"));
  t = await createTestContext({ ADSTUDIO_DATA_DIR: dataDir });
  token = await signInSuperadmin(t);
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const create = (body: unknown) => t.request("POST", "/api/company/create", { token, body });
const update = (id: string, body: unknown) => t.request("PUT", `/api/company/update/${id}`, { token, body });
const get = (id: string) => t.request("GET", `/api/company/${id}`, { token });
const remove = (id: string) => t.request("DELETE", `/api/company/${id}`, { token });

async function created(overrides: Record<string, unknown> = {}) {
  const res = await create(validCompany(overrides));
  expect(res.status, await res.clone().text()).toBe(201);
  return (await json(res)).company;
}

async function list(query = "") {
  const res = await t.request("GET", `/api/company${query}`, { token });
  expect(res.status, await res.clone().text()).toBe(200);
  return json(res);
}

describe("POST /api/company/create", () => {
  it("creates a company and answers 201 {company} in the spec's record shape", async () => {
    const res = await create(
      validCompany({ domains: " Acme.example, ads.acme.example ,acme.example", country: "in" }),
    );
    expect(res.status).toBe(201);
    const { company } = await json(res);
    expect(Object.keys(company).sort()).toEqual(
      [
        "_id",
        "address",
        // Issue 31: whether publishing the company's ads needs an approved version.
        "approvalRequired",
        "city",
        "contactPerson",
        "country",
        "domains",
        "logo",
        "mobile",
        "name",
        "phone",
        "pin",
        "shortName",
        "state",
        "status",
      ].sort(),
    );
    expect(company).toMatchObject({
      name: "Acme Media",
      shortName: "acme",
      // Comma-separated text becomes a trimmed, lower-cased list without repeats.
      domains: ["acme.example", "ads.acme.example"],
      country: "IN",
      logo: null,
      contactPerson: { name: "Asha Rao", email: "asha@acme.example", phone: "+912212345679", mobile: "" },
      status: true,
    });
    expect(company._id).toMatch(/^[0-9a-f-]{36}$/);
    const read = await get(company._id);
    expect(read.status).toBe(200);
    expect((await json(read)).company).toEqual(company);
  });

  it("answers 409 for a short name already in use, ignoring case, and writes nothing", async () => {
    await created({ name: "Globex", shortName: "globex" });
    const before = (await list()).total;
    const res = await create(validCompany({ name: "Globex Two", shortName: "GLOBEX" }));
    expect(res.status).toBe(409);
    const body = await json(res);
    expect(body.message).toMatch(/short name 'GLOBEX' already exists/);
    expect(Object.keys(body.errors)).toEqual(["shortName"]);
    expect((await list()).total).toBe(before);
  });

  it.each([
    ["name", { name: "  " }, "Name should not be blank."],
    ["shortName", { shortName: "" }, "Short name should not be blank."],
    ["domains", { domains: " , " }, "Domains should not be blank."],
    ["mobile", { mobile: "", phone: "+91221234" }, "Mobile should not be blank."],
    ["phone", { phone: "", mobile: "+9198765" }, "Phone should not be blank."],
    ["country", { country: "" }, "Country should not be blank."],
    ["city", { city: null }, "City should not be blank."],
    ["address", { address: undefined }, "Address should not be blank."],
    [
      "contactPerson.email",
      { contactPerson: { name: "A", email: "not-an-email", phone: "", mobile: "" } },
      "Contact Person Email is not valid.",
    ],
  ])("answers 400 '%s' with the spec's message", async (field, overrides, message) => {
    const res = await create(validCompany(overrides));
    expect(res.status).toBe(400);
    const body = await json(res);
    expect(body.message).toBe(message);
    expect(body.errors[field]).toBe(message);
  });

  it("reports the spec's first failure when several checks fail, in the spec's order", async () => {
    const everythingWrong = {
      name: "",
      shortName: "",
      domains: [],
      phone: "",
      mobile: "",
      country: "",
      city: "",
      address: "",
      contactPerson: { email: "x" },
    };
    const order = [
      ["name", "Acme"],
      ["shortName", "acme-order"],
      ["domains", ["acme.example"]],
      ["mobile", "+91987"],
      ["phone", "+91221"],
      ["country", "IN"],
      ["city", "Pune"],
      ["address", "Somewhere 1"],
      ["contactPerson", { email: "ok@example.com" }],
    ] as const;
    const body: Record<string, unknown> = { ...everythingWrong };
    const expected = [
      "Name should not be blank.",
      "Short name should not be blank.",
      "Domains should not be blank.",
      "Mobile should not be blank.",
      "Phone should not be blank.",
      "Country should not be blank.",
      "City should not be blank.",
      "Address should not be blank.",
      "Contact Person Email is not valid.",
    ];
    for (const [index, [field, fix]] of order.entries()) {
      const res = await create(body);
      expect(res.status).toBe(400);
      expect((await json(res)).message).toBe(expected[index]);
      body[field] = fix;
    }
    expect((await create(body)).status).toBe(201);
  });

  it("answers 400 for bodies that are not a company, never 500", async () => {
    for (const body of ["not json", "[]", "null", '{"name": 5}', '{"status": "yes"}', '{"domains": 7}']) {
      const res = await t.request("POST", "/api/company/create", { token, body });
      expect(res.status, body).toBe(400);
      expect(typeof (await json(res)).message).toBe("string");
    }
  });
});

describe("PUT /api/company/update/{id} and DELETE /api/company/{id}", () => {
  it("replaces the fields and answers {company}", async () => {
    const company = await created({ name: "Initech", shortName: "initech" });
    const res = await update(
      company._id,
      validCompany({ name: "Initech Ltd", shortName: "initech", status: false }),
    );
    expect(res.status).toBe(200);
    const updated = (await json(res)).company;
    expect(updated).toMatchObject({ _id: company._id, name: "Initech Ltd", status: false });
    expect((await json(await get(company._id))).company).toEqual(updated);
  });

  it("keeps the status when an update leaves it out or sends null, and refuses one that is not true or false", async () => {
    const company = await created({ name: "Wayne", shortName: "wayne", status: false });
    const { status: _status, ...withoutStatus } = validCompany({ name: "Wayne Corp", shortName: "wayne" });
    expect((await json(await update(company._id, withoutStatus))).company).toMatchObject({
      name: "Wayne Corp",
      status: false,
    });
    expect((await json(await update(company._id, { ...withoutStatus, status: null }))).company.status).toBe(
      false,
    );
    const bad = await update(company._id, { ...withoutStatus, status: "true" });
    expect(bad.status).toBe(400);
    expect((await json(bad)).message).toBe("Status must be true or false.");
    expect((await json(await get(company._id))).company.status).toBe(false);
    // A new company without a status is active.
    const { status: _new, ...fresh } = validCompany({ name: "Wayne Two", shortName: "wayne2" });
    expect((await json(await create(fresh))).company.status).toBe(true);
  });

  it("answers 409 when taking another company's short name, and keeps its own name free", async () => {
    await created({ name: "Hooli", shortName: "hooli" });
    const other = await created({ name: "Pied Piper", shortName: "piedpiper" });
    const res = await update(other._id, validCompany({ name: "Pied Piper", shortName: "Hooli" }));
    expect(res.status).toBe(409);
    expect(Object.keys((await json(res)).errors)).toEqual(["shortName"]);
    const same = await update(other._id, validCompany({ name: "Pied Piper Inc", shortName: "PiedPiper" }));
    expect(same.status).toBe(200);
  });

  it("validates updates with the same messages", async () => {
    const company = await created({ name: "Vandelay", shortName: "vandelay" });
    const res = await update(company._id, validCompany({ shortName: "vandelay", city: "" }));
    expect(res.status).toBe(400);
    expect((await json(res)).message).toBe("City should not be blank.");
  });

  it("deletes a company and answers {message}; it is gone afterwards", async () => {
    const company = await created({ name: "Soylent", shortName: "soylent" });
    const res = await remove(company._id);
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ message: "Company deleted successfully" });
    expect((await get(company._id)).status).toBe(404);
    expect((await remove(company._id)).status).toBe(404);
  });

  it("answers 404 {message} for unknown and malformed ids on every id route", async () => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "not-a-uuid", "1%27%20or%201=1"]) {
      for (const res of [
        await get(id),
        await update(id, validCompany({ shortName: "x404" })),
        await remove(id),
      ]) {
        expect(res.status).toBe(404);
        expect(await json(res)).toEqual({ message: "Company not found" });
      }
    }
  });
});

describe("GET /api/company", () => {
  let names: string[];
  beforeAll(async () => {
    const seeded = [
      "Zenith",
      "alpha works",
      "Beta Corp",
      "gamma",
      "Delta Ads",
      "epsilon",
      "Zeta",
      "Eta",
      "Theta",
    ];
    for (const [i, name] of seeded.entries()) {
      await created({ name, shortName: `list-${i}`, city: i % 2 === 0 ? "Chennai" : "Delhi" });
    }
    names = (await list("?limit=1000")).company.map((c: { name: string }) => c.name);
  });

  it("answers 10 per page by default, sorted by name ignoring case, with page and total", async () => {
    const body = await list();
    expect(body.page).toBe(1);
    expect(body.company).toHaveLength(Math.min(10, body.total));
    expect(body.total).toBe(names.length);
    const lower = names.map((n) => n.toLowerCase());
    expect(lower).toEqual([...lower].sort());
  });

  it("pages with a 1-based page", async () => {
    const second = await list("?limit=3&page=2");
    expect(second.page).toBe(2);
    expect(second.company.map((c: { name: string }) => c.name)).toEqual(names.slice(3, 6));
    const beyond = await list("?page=999");
    expect(beyond).toEqual({ company: [], page: 999, total: names.length, totalEstimated: false });
  });

  it("searches name, short name and city as plain text", async () => {
    const chennai = await list("?search=chennai&limit=100");
    expect(chennai.total).toBe(5);
    expect(chennai.company.every((c: { city: string }) => c.city === "Chennai")).toBe(true);
    expect((await list("?search=BETA")).company.map((c: { name: string }) => c.name)).toEqual(["Beta Corp"]);
    expect((await list("?search=list-4")).total).toBe(1);
    expect((await list(`?search=${encodeURIComponent("%")}`)).total).toBe(0);
  });

  it("sorts by {field: 1 | -1}, including the contact person's fields", async () => {
    const desc = await list(`?limit=100&sort=${encodeURIComponent('{"name":-1}')}`);
    const got = desc.company.map((c: { name: string }) => c.name.toLowerCase());
    expect(got).toEqual([...got].sort().reverse());
    const byCity = await list(`?limit=100&sort=${encodeURIComponent('{"city":1,"name":-1}')}`);
    const keys = byCity.company.map((c: { city: string }) => c.city);
    expect(keys).toEqual([...keys].sort());
    expect(
      (await list(`?sort=${encodeURIComponent('{"contactPerson.email":1}')}`)).company.length,
    ).toBeGreaterThan(0);
  });

  it.each([
    ["?limit=0"],
    ["?page=0"],
    [`?sort=${encodeURIComponent('{"password":1}')}`],
    [`?sort=${encodeURIComponent('{"name":2}')}`],
  ])("answers 400 for %s", async (query) => {
    const res = await t.request("GET", `/api/company${query}`, { token });
    expect(res.status).toBe(400);
  });
});
