import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccount, signInSuperadmin } from "../../test-support/accounts.js";
import { dataUrl, TINY_PNG, validCompany } from "../../test-support/companies.js";
import { createTestContext, json, type TestContext } from "../../test-support/test-app.js";

let t: TestContext;
let admin: string;

beforeAll(async () => {
  t = await createTestContext();
  admin = await signInSuperadmin(t);
});
afterAll(() => t.close());

const bulk = (body: unknown, token = admin) => t.request("POST", "/api/company/bulk", { token, body });

async function ok(res: Response, status = 200) {
  expect(res.status, await res.clone().text()).toBe(status);
  return json(res);
}

const company = (shortName: string, overrides: Record<string, unknown> = {}) =>
  validCompany({ shortName, name: `Company ${shortName}`, ...overrides });

async function byShortName(shortName: string) {
  const { company: list } = await ok(
    await t.request("GET", `/api/company?search=${shortName}&limit=100`, { token: admin }),
  );
  return list.find((c: { shortName: string }) => c.shortName.toLowerCase() === shortName.toLowerCase());
}

describe("POST /api/company/bulk", () => {
  it("creates, updates and leaves alone by short name; logos are kept", async () => {
    const withLogo = await ok(
      await t.request("POST", "/api/company/create", {
        token: admin,
        body: company("c-logo", {
          logo: { body: dataUrl(TINY_PNG), fileName: "l.png", fileType: "image/png" },
        }),
      }),
      201,
    );
    const answer = await ok(
      await bulk({
        rows: [
          company("c-new"),
          company("C-LOGO", { city: "Pune", logo: null }),
          { ...company("c-json"), _id: "ignored", domains: "A.example, b.example" },
        ],
      }),
    );
    expect(answer).toMatchObject({ created: 2, updated: 1, unchanged: 0, failed: 0 });
    const updated = await byShortName("c-logo");
    expect(updated).toMatchObject({ shortName: "C-LOGO", city: "Pune", logo: withLogo.company.logo });
    expect(await byShortName("c-json")).toMatchObject({ domains: ["a.example", "b.example"], status: true });

    const again = await ok(
      await bulk({
        rows: [
          company("c-new"),
          company("C-LOGO", { city: "Pune" }),
          company("c-json", { domains: ["a.example", "b.example"] }),
        ],
      }),
    );
    expect(again).toMatchObject({ created: 0, updated: 0, unchanged: 3 });
  });

  it("keeps an existing company's status when a row has none (a CSV without the column); new ones are active", async () => {
    const withoutStatus = (shortName: string, overrides: Record<string, unknown> = {}) => {
      const { status: _status, ...row } = company(shortName, overrides);
      return row;
    };
    await ok(await bulk({ rows: [company("c-off", { status: false })] }));
    const answer = await ok(
      await bulk({
        rows: [withoutStatus("c-off"), withoutStatus("c-off2"), withoutStatus("c-off3", { status: null })],
      }),
    );
    expect(answer).toMatchObject({ created: 2, updated: 0, unchanged: 1 });
    expect(await byShortName("c-off")).toMatchObject({ status: false });
    expect(await byShortName("c-off2")).toMatchObject({ status: true });
    expect(await byShortName("c-off3")).toMatchObject({ status: true });
  });

  it("reports each bad row with the spec's first failing check, in order", async () => {
    const answer = await ok(
      await bulk({
        rows: [
          company("c-blank", { name: "" }),
          company("c-ok"),
          company("c-city", { city: "", address: "" }),
          company("c-mail", { contactPerson: { email: "not-an-email" } }),
          company("c-ok"),
        ],
      }),
    );
    expect(answer.results.map((r: { status: string; message?: string }) => r.message ?? r.status)).toEqual([
      "Name should not be blank.",
      "created",
      "City should not be blank.",
      "Contact Person Email is not valid.",
      "Duplicate shortName: the same as row 2 of this batch.",
    ]);
    expect(await byShortName("c-blank")).toBeUndefined();
  });

  it("dryRun writes nothing", async () => {
    const answer = await ok(
      await bulk({ rows: [company("c-dry"), company("c-ok", { city: "Delhi" })], dryRun: true }),
    );
    expect(answer).toMatchObject({ created: 1, updated: 1, dryRun: true });
    expect(await byShortName("c-dry")).toBeUndefined();
    expect((await byShortName("c-ok")).city).toBe("Mumbai");
  });

  it("checks createCompany and updateCompany per row", async () => {
    const role = await t.request("POST", "/api/roles/create", {
      token: admin,
      body: { roleName: "company-creator", moduleRoles: ["createCompany"] },
    });
    expect(role.status).toBe(201);
    const creator = await createAccount(t, admin, {
      username: "company-bulk-creator",
      roleName: "company-creator",
    });
    const answer = await ok(
      await bulk({ rows: [company("c-ok", { city: "Goa" }), company("c-created")] }, creator.token),
    );
    expect(answer.results.map((r: { status: string }) => r.status)).toEqual(["failed", "created"]);
    expect(answer.results[0].message).toBe("You do not have permission to update companies.");
    const publisher = await createAccount(t, admin, {
      username: "company-bulk-publisher",
      roleName: "publisher",
    });
    expect((await bulk({ rows: [company("c-p")] }, publisher.token)).status).toBe(403);
  });
});
