import { describe, expect, it } from "vitest";
import { createApiClient } from "./client";
import type { RoleRecord } from "./roles";
import { useTestServer } from "./test-server";

const { server, api, lastRequest } = useTestServer();

const role: RoleRecord = { _id: "r1", roleName: "reviewer", moduleRoles: ["previewAds", "readAds"] };

describe("roles endpoints", () => {
  it("list sends paging, search and a JSON sort and resolves with {roles, page, total}", async () => {
    server.reply("GET /api/roles", { json: { roles: [role], page: 2, total: 11 } });
    await expect(
      api().roles.list({ limit: 10, page: 2, search: "rev", sort: { roleName: -1 } }),
    ).resolves.toEqual({
      roles: [role],
      page: 2,
      total: 11,
    });
    const url = new URL(lastRequest().url, server.origin);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      limit: "10",
      page: "2",
      search: "rev",
      sort: '{"roleName":-1}',
    });
    expect(lastRequest().headers.authorization).toBe("Bearer tok");
  });

  it("moduleRoles and get read with GET, escaping the id", async () => {
    server.reply("GET /api/roles/moduleRoles", { json: { moduleRoles: ["readAds"] } });
    await expect(api().roles.moduleRoles()).resolves.toEqual({ moduleRoles: ["readAds"] });
    server.reply("GET /api/roles/a%2Fb", { json: { role } });
    await expect(api().roles.get("a/b")).resolves.toEqual({ role });
    expect(lastRequest()).toMatchObject({ method: "GET", url: "/api/roles/a%2Fb" });
  });

  it("create posts, update puts and delete deletes", async () => {
    const input = { roleName: "reviewer", moduleRoles: ["readAds" as const] };
    server.reply("POST /api/roles/create", { status: 201, json: { role } });
    await expect(api().roles.create(input)).resolves.toEqual({ role });
    expect(lastRequest()).toMatchObject({ method: "POST", url: "/api/roles/create", json: input });
    server.reply("PUT /api/roles/update/r1", { json: { role } });
    await expect(api().roles.update("r1", input)).resolves.toEqual({ role });
    expect(lastRequest()).toMatchObject({ method: "PUT", url: "/api/roles/update/r1", json: input });
    server.reply("DELETE /api/roles/r1", { json: { message: "Role deleted successfully" } });
    await expect(api().roles.delete("r1")).resolves.toEqual({ message: "Role deleted successfully" });
    expect(lastRequest()).toMatchObject({ method: "DELETE", url: "/api/roles/r1" });
  });

  it("passes a protected role's 403 to onNotice and rejects with the server's message", async () => {
    const notices: string[] = [];
    const client = createApiClient({
      baseURL: server.origin,
      onNotice: (error) => notices.push(error.message),
    });
    server.reply("DELETE /api/roles/r0", { status: 403, json: { message: "Cannot delete superadmin role" } });
    await expect(client.roles.delete("r0")).rejects.toMatchObject({
      status: 403,
      message: "Cannot delete superadmin role",
    });
    expect(notices).toEqual(["Cannot delete superadmin role"]);
  });
});
