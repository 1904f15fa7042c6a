import { describe, expect, it } from "vitest";
import { createApiClient } from "./client";
import type { CompanyBody, CompanyRecord } from "./companies";
import { useTestServer } from "./test-server";

const { server, api, lastRequest } = useTestServer();

const company: CompanyRecord = {
  _id: "c1",
  name: "Acme Media",
  shortName: "acme",
  domains: ["acme.example"],
  logo: { fileName: "logo.png", fileType: "image/png", location: "/files/companies/c1/ab.png" },
  address: "1 Market Street",
  country: "IN",
  city: "Mumbai",
  state: "Maharashtra",
  pin: "400001",
  phone: "+912212345678",
  mobile: "+919876543210",
  contactPerson: { name: "Asha", email: "asha@acme.example", phone: "", mobile: "" },
  status: true,
  approvalRequired: false,
};

const body: CompanyBody = {
  name: "Acme Media",
  shortName: "acme",
  domains: ["acme.example"],
  logo: {
    body: "data:image/png;base64,iVBORw0KGgo=",
    fileName: "logo.png",
    fileType: "image/png",
    location: "",
  },
  address: "1 Market Street",
  country: "IN",
  city: "Mumbai",
  state: "",
  pin: "",
  phone: "+912212345678",
  mobile: "",
  contactPerson: { name: "", email: "", phone: "", mobile: "" },
  status: true,
};

describe("companies endpoints", () => {
  it("list sends paging, search and a JSON sort and resolves with {company, page, total}", async () => {
    server.reply("GET /api/company", { json: { company: [company], page: 2, total: 11 } });
    await expect(
      api().companies.list({
        limit: 10,
        page: 2,
        search: "acme",
        sort: { "contactPerson.name": -1, name: 1 },
      }),
    ).resolves.toEqual({ company: [company], page: 2, total: 11 });
    const url = new URL(lastRequest().url, server.origin);
    expect(url.pathname).toBe("/api/company");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      limit: "10",
      page: "2",
      search: "acme",
      sort: '{"contactPerson.name":-1,"name":1}',
    });
    expect(lastRequest().headers.authorization).toBe("Bearer tok");
  });

  it("get reads one company, escaping the id", async () => {
    server.reply("GET /api/company/a%2Fb", { json: { company } });
    await expect(api().companies.get("a/b")).resolves.toEqual({ company });
    expect(lastRequest()).toMatchObject({ method: "GET", url: "/api/company/a%2Fb" });
  });

  it("create posts, update puts and delete deletes, with the body as JSON", async () => {
    server.reply("POST /api/company/create", { status: 201, json: { company } });
    await expect(api().companies.create(body)).resolves.toEqual({ company });
    expect(lastRequest()).toMatchObject({ method: "POST", url: "/api/company/create", json: body });
    server.reply("PUT /api/company/update/c1", { json: { company } });
    await expect(api().companies.update("c1", { ...body, logo: null })).resolves.toEqual({ company });
    expect(lastRequest()).toMatchObject({ method: "PUT", url: "/api/company/update/c1" });
    expect(lastRequest().json.logo).toBeNull();
    server.reply("DELETE /api/company/c1", { json: { message: "Company deleted successfully" } });
    await expect(api().companies.delete("c1")).resolves.toEqual({ message: "Company deleted successfully" });
    expect(lastRequest()).toMatchObject({ method: "DELETE", url: "/api/company/c1" });
  });

  it("rejects with the server's first validation message, and passes a 409 to onNotice", async () => {
    const notices: string[] = [];
    const client = createApiClient({
      baseURL: server.origin,
      onNotice: (error) => notices.push(error.message),
    });
    server.reply("POST /api/company/create", {
      status: 400,
      json: { message: "Name should not be blank.", errors: { name: "Name should not be blank." } },
    });
    await expect(client.companies.create({ ...body, name: "" })).rejects.toMatchObject({
      status: 400,
      message: "Name should not be blank.",
    });
    const taken = "A company with the short name 'acme' already exists.";
    server.reply("PUT /api/company/update/c2", { status: 409, json: { message: taken } });
    await expect(client.companies.update("c2", body)).rejects.toMatchObject({ status: 409, message: taken });
    expect(notices).toEqual([taken]);
  });
});
