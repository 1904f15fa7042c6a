import { describe, expect, it } from "vitest";
import { createApiClient } from "./client";
import { useTestServer } from "./test-server";
import { isUserRecord, type PublicUser, type UserRecord } from "./users";

const { server, api, lastRequest } = useTestServer();

const user: UserRecord = {
  _id: "u1",
  username: "nina",
  email: "nina@example.com",
  displayName: "Nina",
  photoURL: "",
  role: { _id: "r1", roleName: "designer" },
  companyName: ["c1"],
  active: true,
  createdAt: "2025-01-01T00:00:00.000Z",
};
const publicUser: PublicUser = { uuid: "u1", displayName: "Nina", photoURL: "/n.png" };

describe("users endpoints", () => {
  it("list reads /api/user with paging, search and sort", async () => {
    server.reply("GET /api/user", { json: { users: [user], page: 1, total: 1 } });
    await expect(api().users.list({ search: "nina", sort: { displayName: 1 } })).resolves.toEqual({
      users: [user],
      page: 1,
      total: 1,
    });
    const url = new URL(lastRequest().url, server.origin);
    expect(url.pathname).toBe("/api/user");
    expect(Object.fromEntries(url.searchParams)).toEqual({ search: "nina", sort: '{"displayName":1}' });
  });

  it("get answers the public or the full view, told apart by isUserRecord", async () => {
    server.reply("GET /api/user/u1", { json: { user: publicUser } });
    const answer = await api().users.get("u1");
    expect(answer).toEqual({ user: publicUser });
    expect(isUserRecord(answer.user)).toBe(false);
    server.reply("GET /api/user/u1", { json: { user } });
    expect(isUserRecord((await api().users.get("u1")).user)).toBe(true);
  });

  it("create posts, update puts only the changed fields, delete deletes", async () => {
    const input = {
      username: "nina",
      email: "nina@example.com",
      displayName: "Nina",
      password: "nina-k9x2",
      roleName: "designer",
    };
    server.reply("POST /api/user/create", { status: 201, json: { user } });
    await expect(api().users.create(input)).resolves.toEqual({ user });
    expect(lastRequest()).toMatchObject({ method: "POST", url: "/api/user/create", json: input });
    server.reply("PUT /api/user/update/u1", { json: { user: { ...user, active: false } } });
    await api().users.update("u1", { active: false });
    expect(lastRequest()).toMatchObject({
      method: "PUT",
      url: "/api/user/update/u1",
      json: { active: false },
    });
    server.reply("DELETE /api/user/u1", { json: { message: "User deleted successfully" } });
    await expect(api().users.delete("u1")).resolves.toEqual({ message: "User deleted successfully" });
    expect(lastRequest()).toMatchObject({ method: "DELETE", url: "/api/user/u1" });
  });

  it("rejects a 409 with the field that is taken and tells onNotice", async () => {
    const notices: number[] = [];
    const client = createApiClient({
      baseURL: server.origin,
      onNotice: (error) => notices.push(error.status),
    });
    const errors = { email: "The email is already in use" };
    server.reply("POST /api/user/create", { status: 409, json: { message: errors.email, errors } });
    await expect(
      client.users.create({ username: "x1234", email: "a@b.co", displayName: "Xxxx", password: "nina-k9x2" }),
    ).rejects.toMatchObject({ status: 409, errors });
    expect(notices).toEqual([409]);
  });
});
