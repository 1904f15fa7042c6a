import { CAMPAIGN_NOT_AN_OBJECT_MESSAGE } from "@adstudio/contract";
import { CAMPAIGN_MESSAGES } from "@adstudio/form-engine";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInSuperadmin } from "../../test-support/accounts.js";
import { createCompany, flight, validCampaign } from "../../test-support/campaigns.js";
import { dataUrl, TINY_PNG } from "../../test-support/companies.js";
import { createTestContext, json, type TestContext } from "../../test-support/test-app.js";
import { UNKNOWN_COMPANY_MESSAGE } from "./service.js";

let t: TestContext;
let token: string;
let acme: string;
let globex: string;
beforeAll(async () => {
  t = await createTestContext();
  token = await signInSuperadmin(t);
  acme = await createCompany(t, token, "acme");
  globex = await createCompany(t, token, "globex");
});
afterAll(() => t.close());

const create = (body: unknown) => t.request("POST", "/api/campaign/create", { token, body });
const update = (id: string, body: unknown) => t.request("PUT", `/api/campaign/update/${id}`, { token, body });
const get = (id: string) => t.request("GET", `/api/campaign/${id}`, { token });

async function created(overrides: Record<string, unknown> = {}, company = acme) {
  const res = await create(validCampaign(company, overrides));
  expect(res.status, await res.clone().text()).toBe(201);
  return (await json(res)).campaign;
}

async function list(query = "") {
  const res = await t.request("GET", `/api/campaign${query}`, { token });
  expect(res.status, await res.clone().text()).toBe(200);
  return json(res);
}

const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
const upload = (bytes: Uint8Array, fileName: string, fileType: string) => ({
  src: "",
  name: fileName,
  type: "misc",
  file: { body: dataUrl(bytes, fileType), fileName, fileType, location: "" },
});

describe("POST /api/campaign/create", () => {
  it("stores the values with the costs and budget computed by the server → 201 {campaign}", async () => {
    const res = await create({
      ...validCampaign(acme),
      // The client's numbers and unknown fields are never trusted or stored.
      flights: [{ ...flight(), cost: 1 }, flight({ impressions: "1500", cpmRate: "3.333", extra: "x" })],
      totalBudget: 999999,
      injected: "nope",
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const { campaign } = await json(res);
    expect(campaign).toMatchObject({
      name: "Spring launch",
      status: "draft",
      startDate: "2027-03-01",
      endDate: "2027-03-31",
      totalBudget: 1055,
      brand: "Fizz",
      objective: "awareness",
      company: { _id: acme, name: "Company acme" },
    });
    expect(campaign._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(campaign.values.flights.map((row: { cost: number }) => row.cost)).toEqual([1050, 5]);
    expect(Object.keys(campaign.values.flights[1]).sort()).toEqual(
      ["cost", "cpmRate", "endDate", "impressions", "placement", "size", "startDate"].sort(),
    );
    expect(campaign.values.totalBudget).toBe(1055);
    expect(campaign.values).not.toHaveProperty("injected");
    expect(campaign.createdBy).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("answers 400 keyed by field path for the date rules, and writes nothing", async () => {
    const before = (await list()).total;
    const res = await create(
      validCampaign(acme, {
        endDate: "2027-02-28",
        flights: [flight({ startDate: "2027-03-05", endDate: "2027-03-04" })],
      }),
    );
    expect(res.status).toBe(400);
    expect(await json(res)).toEqual({
      message: CAMPAIGN_MESSAGES.endBeforeStart,
      errors: {
        endDate: CAMPAIGN_MESSAGES.endBeforeStart,
        "flights.0.startDate": CAMPAIGN_MESSAGES.flightStartOutside,
        "flights.0.endDate": CAMPAIGN_MESSAGES.flightEndBeforeStart,
      },
    });
    const outside = await create(validCampaign(acme, { flights: [flight({ endDate: "2027-04-01" })] }));
    expect(await json(outside)).toMatchObject({
      errors: { "flights.0.endDate": CAMPAIGN_MESSAGES.flightEndOutside },
    });
    expect((await list()).total).toBe(before);
  });

  it("answers 400 for missing fields, a bad company, and bodies that are not form values", async () => {
    const empty = await create({});
    expect(empty.status).toBe(400);
    expect((await json(empty)).errors).toMatchObject({
      name: CAMPAIGN_MESSAGES.name,
      advertiserCompany: CAMPAIGN_MESSAGES.advertiser,
      startDate: CAMPAIGN_MESSAGES.startDate,
    });
    for (const company of ["not-a-uuid", "00000000-0000-4000-8000-000000000000"]) {
      const res = await create(validCampaign(company));
      expect(res.status).toBe(400);
      expect(await json(res)).toEqual({
        message: UNKNOWN_COMPANY_MESSAGE,
        errors: { advertiserCompany: UNKNOWN_COMPANY_MESSAGE },
      });
    }
    // Text bodies are sent as they are: JSON text of a string and of null.
    for (const body of [[], '"text"', "null"]) {
      const res = await create(body);
      expect(res.status).toBe(400);
      expect((await json(res)).message).toBe(CAMPAIGN_NOT_AN_OBJECT_MESSAGE);
    }
    const broken = await t.request("POST", "/api/campaign/create", {
      token,
      body: "{not json",
      headers: { "content-type": "application/json" },
    });
    expect(broken.status).toBe(400);
    const badStatus = await create(validCampaign(acme, { status: "archived" }));
    expect((await json(badStatus)).errors.status).toBe("Status must be one of the listed options.");
  });
});

describe("GET /api/campaign", () => {
  it("pages, searches name, brand and company, and sorts, newest first by default", async () => {
    const prefix = `list-${Date.now()}`;
    for (const [index, company] of [acme, globex, acme].entries()) {
      await created(
        {
          name: `${prefix} ${index}`,
          brand: `brand-${prefix}-${index}`,
          flights: [flight({ impressions: 1000 * (index + 1), cpmRate: 10 })],
        },
        company,
      );
    }
    const page = await list(`?search=${prefix}&limit=2`);
    expect(page.total).toBe(3);
    expect(page.page).toBe(1);
    expect(page.campaigns.map((c: { name: string }) => c.name)).toEqual([`${prefix} 2`, `${prefix} 1`]);
    expect(page.campaigns[0]).not.toHaveProperty("values");
    const second = await list(`?search=${prefix}&limit=2&page=2`);
    expect(second.campaigns.map((c: { name: string }) => c.name)).toEqual([`${prefix} 0`]);

    const byBudget = await list(`?search=${prefix}&sort=${encodeURIComponent('{"totalBudget":-1}')}`);
    expect(byBudget.campaigns.map((c: { totalBudget: number }) => c.totalBudget)).toEqual([30, 20, 10]);
    expect((await list(`?search=brand-${prefix}-1`)).campaigns).toHaveLength(1);
    const byCompany = await list(
      `?search=${prefix}&sort=${encodeURIComponent('{"companyName":1,"name":1}')}`,
    );
    expect(byCompany.campaigns.map((c: { company: { name: string } }) => c.company.name)).toEqual([
      "Company acme",
      "Company acme",
      "Company globex",
    ]);
    expect((await list("?search=company%20globex")).total).toBeGreaterThanOrEqual(1);

    const bad = await t.request("GET", "/api/campaign?sort=%7B%22values%22%3A1%7D", { token });
    expect(bad.status).toBe(400);
  });
});

describe("GET, PUT and DELETE /api/campaign/{id}", () => {
  it("reads, replaces with recomputed numbers, and deletes a campaign", async () => {
    const campaign = await created({ name: "Editable" });
    const read = await get(campaign._id);
    expect(read.status).toBe(200);
    expect((await json(read)).campaign).toEqual(campaign);

    const res = await update(
      campaign._id,
      validCampaign(globex, {
        name: "Edited",
        status: "active",
        flights: [flight({ impressions: 2000, cpmRate: 5 })],
        totalBudget: 1,
      }),
    );
    expect(res.status, await res.clone().text()).toBe(200);
    const edited = (await json(res)).campaign;
    expect(edited).toMatchObject({
      _id: campaign._id,
      name: "Edited",
      status: "active",
      totalBudget: 10,
      company: { _id: globex },
      createdAt: campaign.createdAt,
    });

    const invalid = await update(campaign._id, validCampaign(globex, { name: "" }));
    expect(invalid.status).toBe(400);
    expect((await json(await get(campaign._id))).campaign.name).toBe("Edited");

    const removed = await t.request("DELETE", `/api/campaign/${campaign._id}`, { token });
    expect(removed.status).toBe(200);
    expect(await json(removed)).toEqual({ message: "Campaign deleted successfully" });
    expect((await get(campaign._id)).status).toBe(404);
  });

  it("answers 404 for unknown and malformed ids", async () => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "nope", "1%27%20or%201=1"]) {
      expect((await get(id)).status).toBe(404);
      expect((await update(id, validCampaign(acme))).status).toBe(404);
      expect((await t.request("DELETE", `/api/campaign/${id}`, { token })).status).toBe(404);
    }
    expect(await json(await get("nope"))).toEqual({ message: "Campaign not found" });
  });
});

describe("attachments", () => {
  it("stores a brief and logos as files, keeps them on update, removes them when dropped", async () => {
    const campaign = await created({
      brief: upload(PDF, "brief.pdf", "application/pdf"),
      logos: [upload(TINY_PNG, "logo one.png", "image/png")],
    });
    expect(campaign.values.brief).toMatchObject({
      name: "brief.pdf",
      type: "misc",
      file: { body: "", fileName: "brief.pdf", fileType: "application/pdf" },
    });
    expect(campaign.values.brief.src).toMatch(/^\/files\/campaign\/miscs\/[0-9a-f-]{36}\/[0-9a-f]{64}\.pdf$/);
    expect(campaign.values.brief.file.location).toBe(campaign.values.brief.src);
    const [logo] = campaign.values.logos;
    expect(logo).toMatchObject({ name: "logo_one.png", type: "image", file: { fileType: "image/png" } });
    const served = await t.app.request(logo.src);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");

    // Sent back as loaded, the files stay; the logo dropped is removed from storage.
    const res = await update(campaign._id, { ...campaign.values, logos: [] });
    expect(res.status, await res.clone().text()).toBe(200);
    expect((await json(res)).campaign.values.brief).toEqual(campaign.values.brief);
    expect((await t.app.request(logo.src)).status).toBe(404);
    expect((await t.app.request(campaign.values.brief.src)).status).toBe(200);

    await t.request("DELETE", `/api/campaign/${campaign._id}`, { token });
    expect((await t.app.request(campaign.values.brief.src)).status).toBe(404);
  });

  it("refuses files by their bytes, over the size limit, and references to files it does not hold", async () => {
    const fakePdf = await create(
      validCampaign(acme, { brief: upload(Buffer.from("<html>"), "b.pdf", "application/pdf") }),
    );
    expect(fakePdf.status).toBe(400);
    expect(await json(fakePdf)).toEqual({
      message: CAMPAIGN_MESSAGES.brief,
      errors: { brief: CAMPAIGN_MESSAGES.brief },
    });
    const pdfLogo = await create(validCampaign(acme, { logos: [upload(PDF, "logo.png", "image/png")] }));
    expect((await json(pdfLogo)).errors).toEqual({ "logos.0": CAMPAIGN_MESSAGES.logos });
    const big = Buffer.concat([TINY_PNG, Buffer.alloc(200 * 1024)]);
    const tooBig = await create(
      validCampaign(acme, {
        logos: [upload(TINY_PNG, "a.png", "image/png"), upload(big, "b.png", "image/png")],
      }),
    );
    expect((await json(tooBig)).errors).toEqual({ "logos.1": CAMPAIGN_MESSAGES.logos });
    const foreign = await create(
      validCampaign(acme, {
        brief: {
          src: "https://evil.example/x.pdf",
          name: "x.pdf",
          type: "misc",
          file: {
            body: "",
            fileName: "x.pdf",
            fileType: "application/pdf",
            location: "https://evil.example/x.pdf",
          },
        },
      }),
    );
    expect(foreign.status).toBe(400);
    expect((await json(foreign)).errors).toEqual({ brief: "Brief: upload the file again." });
  });

  it("refuses an image that does not decode (a bare PNG signature, a truncated PNG) and stores nothing", async () => {
    const before = await t.deps.database.pool.query("select count(*)::int as n from campaigns");
    const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const truncated = TINY_PNG.subarray(0, TINY_PNG.length - 20);
    for (const bytes of [signature, truncated]) {
      const res = await create(validCampaign(acme, { logos: [upload(bytes, "logo.png", "image/png")] }));
      expect(res.status).toBe(400);
      expect((await json(res)).errors).toEqual({
        "logos.0": "The image could not be read: the file is damaged or incomplete.",
      });
    }
    const after = await t.deps.database.pool.query("select count(*)::int as n from campaigns");
    expect(after.rows[0].n).toBe(before.rows[0].n);
  });
});
