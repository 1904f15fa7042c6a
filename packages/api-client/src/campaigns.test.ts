import { describe, expect, it } from "vitest";
import type { CampaignRecord } from "./campaigns";
import { useTestServer } from "./test-server";

const { server, api, lastRequest } = useTestServer();

const campaign: CampaignRecord = {
  _id: "k1",
  name: "Spring launch",
  status: "draft",
  startDate: "2027-03-01",
  endDate: "2027-03-31",
  totalBudget: 1055,
  brand: "Fizz",
  objective: "awareness",
  company: { _id: "c1", name: "Acme" },
  createdAt: "2026-11-22T00:00:00.000Z",
  updatedAt: "2026-11-22T00:00:00.000Z",
  createdBy: "u1",
  values: { name: "Spring launch", flights: [] },
};

describe("campaigns endpoints", () => {
  it("list sends paging, search and a JSON sort and resolves with {campaigns, page, total}", async () => {
    const { values: _values, createdBy: _createdBy, ...summary } = campaign;
    server.reply("GET /api/campaign", { json: { campaigns: [summary], page: 1, total: 1 } });
    await expect(
      api().campaigns.list({ limit: 10, page: 1, search: "spring", sort: { totalBudget: -1 } }),
    ).resolves.toEqual({ campaigns: [summary], page: 1, total: 1 });
    const url = new URL(lastRequest().url, server.origin);
    expect(url.pathname).toBe("/api/campaign");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      limit: "10",
      page: "1",
      search: "spring",
      sort: '{"totalBudget":-1}',
    });
    expect(lastRequest().headers.authorization).toBe("Bearer tok");
  });

  it("get, create, update, delete and companies call their endpoints", async () => {
    server.reply("GET /api/campaign/a%2Fb", { json: { campaign } });
    await expect(api().campaigns.get("a/b")).resolves.toEqual({ campaign });
    server.reply("POST /api/campaign/create", { status: 201, json: { campaign } });
    await expect(api().campaigns.create(campaign.values)).resolves.toEqual({ campaign });
    expect(lastRequest()).toMatchObject({
      method: "POST",
      url: "/api/campaign/create",
      json: campaign.values,
    });
    server.reply("PUT /api/campaign/update/k1", { json: { campaign } });
    await api().campaigns.update("k1", campaign.values);
    expect(lastRequest()).toMatchObject({ method: "PUT", url: "/api/campaign/update/k1" });
    server.reply("DELETE /api/campaign/k1", { json: { message: "Campaign deleted successfully" } });
    await expect(api().campaigns.delete("k1")).resolves.toEqual({ message: "Campaign deleted successfully" });
    server.reply("GET /api/campaign/companies", { json: { companies: [{ _id: "c1", name: "Acme" }] } });
    await expect(api().campaigns.companies()).resolves.toEqual({ companies: [{ _id: "c1", name: "Acme" }] });
  });

  it("rejects a 400 with the field errors keyed by value path", async () => {
    const errors = { "flights.1.endDate": "A flight must not end before it starts." };
    server.reply("POST /api/campaign/create", {
      status: 400,
      json: { message: errors["flights.1.endDate"], errors },
    });
    await expect(api().campaigns.create({})).rejects.toMatchObject({ status: 400, errors });
  });
});
