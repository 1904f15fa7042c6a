import { describe, expect, it } from "vitest";
import { listQuery } from "./list-params";
import type { MenuCollectionItem, MenuEntryBody } from "./menu-collection";
import { useTestServer } from "./test-server";

const { server, api } = useTestServer();

const item: MenuCollectionItem = {
  _id: "6a0e",
  name: "Generate QR",
  shortName: "qrCode",
  menuType: "item",
  topMenu: "",
  roles: ["readMenuCollection"],
  icon: "qr_code",
  url: "/studio/qrCode",
  order: 12,
};

describe("menuCollection endpoints", () => {
  it("list without parameters reads every entry with the token", async () => {
    server.reply("GET /api/menuCollection", { json: { menuCollection: [item], page: 1, total: 1 } });
    await expect(api().menuCollection.list()).resolves.toEqual({ menuCollection: [item], page: 1, total: 1 });
    const [request] = server.requests;
    expect(request).toMatchObject({ method: "GET", url: "/api/menuCollection" });
    expect(request?.headers.authorization).toBe("Bearer tok");
  });

  it("list sends limit, page, search and a JSON sort as query parameters", async () => {
    server.reply("GET /api/menuCollection", { json: { menuCollection: [], page: 2, total: 11 } });
    await api().menuCollection.list({ limit: 10, page: 2, search: "qr code", sort: { name: -1, order: 1 } });
    const url = new URL(server.requests[0]?.url ?? "", server.origin);
    expect(url.pathname).toBe("/api/menuCollection");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      limit: "10",
      page: "2",
      search: "qr code",
      sort: '{"name":-1,"order":1}',
    });
  });
});

describe("listQuery", () => {
  it("leaves out what is empty", () => {
    expect(listQuery()).toEqual({});
    expect(listQuery({ search: "", sort: {} })).toEqual({});
    expect(listQuery({ page: 1 })).toEqual({ page: 1 });
  });
});

describe("menuCollection editing endpoints", () => {
  const { _id, order } = item;
  const input: MenuEntryBody = {
    name: item.name,
    shortName: item.shortName,
    menuType: "item",
    topMenu: item.topMenu,
    roles: item.roles,
    icon: item.icon,
    url: item.url,
  };

  it("get reads one entry by id", async () => {
    server.reply("GET /api/menuCollection/6a0e", { json: { menuCollection: item } });
    await expect(api().menuCollection.get("6a0e")).resolves.toEqual({ menuCollection: item });
    expect(server.requests[0]).toMatchObject({ method: "GET", url: "/api/menuCollection/6a0e" });
  });

  it("create posts, update puts and delete deletes, with the entry as JSON", async () => {
    server.reply("POST /api/menuCollection/create", { status: 201, json: { menuCollection: item } });
    await expect(api().menuCollection.create(input)).resolves.toEqual({ menuCollection: item });
    server.reply("PUT /api/menuCollection/update/6a0e", { json: { menuCollection: item } });
    await api().menuCollection.update("6a0e", { ...input, order });
    server.reply("DELETE /api/menuCollection/6a0e", { json: { message: "Menu entry deleted successfully" } });
    await expect(api().menuCollection.delete("6a0e")).resolves.toEqual({
      message: "Menu entry deleted successfully",
    });
    const [created, updated, deleted] = server.requests;
    expect(created).toMatchObject({ method: "POST", url: "/api/menuCollection/create" });
    expect(JSON.parse(created?.body ?? "")).toEqual(input);
    expect(updated).toMatchObject({ method: "PUT", url: "/api/menuCollection/update/6a0e" });
    expect(JSON.parse(updated?.body ?? "")).toEqual({ ...input, order });
    expect(deleted).toMatchObject({ method: "DELETE", url: "/api/menuCollection/6a0e" });
    expect(_id).toBe("6a0e");
  });
});
