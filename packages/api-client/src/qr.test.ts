import { describe, expect, it } from "vitest";
import { createApiClient } from "./client";
import type { QrLinkRecord } from "./qr";
import { useTestServer } from "./test-server";

const { server, api, lastRequest } = useTestServer();

const qrLink: QrLinkRecord = {
  _id: "q1",
  id: "spring-sale",
  type: "url",
  targetUrl: "https://shop.example/spring",
  scanCount: 3,
  code: "0a1b2c3d",
  scanUrl: "https://studio.example/q/0a1b2c3d",
};

describe("qr endpoints", () => {
  it("list sends paging, search and a JSON sort and resolves with {qrLink, page, total}", async () => {
    server.reply("GET /api/qr", { json: { qrLink: [qrLink], page: 1, total: 1 } });
    await expect(
      api().qr.list({ limit: 10, page: 1, search: "sale", sort: { scanCount: -1 } }),
    ).resolves.toEqual({
      qrLink: [qrLink],
      page: 1,
      total: 1,
    });
    const url = new URL(lastRequest().url, server.origin);
    expect(url.pathname).toBe("/api/qr");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      limit: "10",
      page: "1",
      search: "sale",
      sort: '{"scanCount":-1}',
    });
    expect(lastRequest().headers.authorization).toBe("Bearer tok");
  });

  it("get, create, update and delete use the spec's paths, escaping names", async () => {
    const input = { id: "spring sale/1", type: "url" as const, targetUrl: "https://shop.example" };
    server.reply("GET /api/qr/spring%20sale%2F1", { json: { qrLink } });
    await expect(api().qr.get("spring sale/1")).resolves.toEqual({ qrLink });
    server.reply("POST /api/qr/create", { status: 201, json: { qrLink } });
    await expect(api().qr.create(input)).resolves.toEqual({ qrLink });
    expect(lastRequest()).toMatchObject({ method: "POST", url: "/api/qr/create", json: input });
    server.reply("PUT /api/qr/update/q1", { json: { qrLink } });
    await expect(api().qr.update("q1", input)).resolves.toEqual({ qrLink });
    expect(lastRequest()).toMatchObject({ method: "PUT", url: "/api/qr/update/q1", json: input });
    server.reply("DELETE /api/qr/q1", { json: { message: "QR deleted successfully" } });
    await expect(api().qr.delete("q1")).resolves.toEqual({ message: "QR deleted successfully" });
    expect(lastRequest()).toMatchObject({ method: "DELETE", url: "/api/qr/q1" });
  });

  it("builds the public image address under the client's base", () => {
    expect(api().qr.imageUrl("spring-sale")).toBe(`${server.origin}/api/qr/getqr/spring-sale`);
    expect(api().qr.imageUrl("a b", { format: "svg", size: 600 })).toBe(
      `${server.origin}/api/qr/getqr/a%20b?format=svg&size=600`,
    );
    expect(createApiClient({ baseURL: "" }).qr.imageUrl("x", { format: "png" })).toBe("/api/qr/getqr/x");
  });

  it("passes a 409 for a taken name to onNotice", async () => {
    const notices: string[] = [];
    const client = createApiClient({
      baseURL: server.origin,
      onNotice: (error) => notices.push(error.message),
    });
    const taken = "A QR with the name 'spring-sale' already exists.";
    server.reply("POST /api/qr/create", { status: 409, json: { message: taken, errors: { id: taken } } });
    await expect(
      client.qr.create({ id: "spring-sale", type: "text", targetUrl: "hello" }),
    ).rejects.toMatchObject({ status: 409, message: taken, errors: { id: taken } });
    expect(notices).toEqual([taken]);
  });
});
