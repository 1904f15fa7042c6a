import http from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInSuperadmin } from "../test-support/accounts.js";
import { createTestContext, json, type TestContext } from "../test-support/test-app.js";

let t: TestContext;
let token: string;
beforeAll(async () => {
  t = await createTestContext();
  token = await signInSuperadmin(t);
});
afterAll(() => t?.close());

const get = (url: string, acceptEncoding?: string, extra: Record<string, string> = {}) =>
  t.app.request(url, {
    headers: { ...(acceptEncoding ? { "accept-encoding": acceptEncoding } : {}), ...extra },
  });
const raw = async (res: Response) => Buffer.from(await res.arrayBuffer());

describe("JSON answers of about 1 KB or more are compressed", () => {
  it("with brotli for a browser, gzip when brotli is refused, and the same JSON inside", async () => {
    const plain = await get("/api/openapi.json");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(plain.headers.get("vary")).toContain("Accept-Encoding");
    const text = await plain.text();
    expect(text.length).toBeGreaterThan(1024);

    const br = await get("/api/openapi.json", "gzip, deflate, br, zstd");
    expect(br.status).toBe(200);
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("content-type")).toMatch(/^application\/json/);
    expect(br.headers.get("vary")).toContain("Accept-Encoding");
    const brBytes = await raw(br);
    expect(brBytes.length).toBeLessThan(text.length / 3);
    expect(brotliDecompressSync(brBytes).toString()).toBe(text);

    const gz = await get("/api/openapi.json", "br;q=0, gzip");
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(await raw(gz)).toString()).toBe(text);
  });

  it("for signed-in lists too", async () => {
    const res = await get("/api/roles?limit=50", "br", { authorization: `Bearer ${token}` });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBe("br");
    const body = JSON.parse(brotliDecompressSync(await raw(res)).toString());
    expect(body.roles.map((r: { roleName: string }) => r.roleName)).toContain("superadmin");
  });

  it("over a real socket with @hono/node-server, with the length of the compressed bytes", async () => {
    const server = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" });
    await new Promise<void>((resolve) => server.once("listening", () => resolve()));
    try {
      const { port } = server.address() as AddressInfo;
      const answer = await new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>(
        (resolve, reject) => {
          http
            .get(
              { host: "127.0.0.1", port, path: "/api/openapi.json", headers: { "accept-encoding": "br" } },
              (res) => {
                const chunks: Buffer[] = [];
                res.on("data", (chunk: Buffer) => chunks.push(chunk));
                res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
              },
            )
            .on("error", reject);
        },
      );
      expect(answer.headers["content-encoding"]).toBe("br");
      expect(Number(answer.headers["content-length"])).toBe(answer.body.length);
      expect(JSON.parse(brotliDecompressSync(answer.body).toString()).openapi).toMatch(/^3\.1/);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe("what stays uncompressed", () => {
  it("small JSON answers", async () => {
    const res = await get("/api/health", "br, gzip");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBeNull();
    expect((await json(res)).status).toBeDefined();
  });

  it("errors still come back as plain JSON", async () => {
    const notFound = await get("/api/no-such-thing", "br, gzip");
    expect(notFound.status).toBe(404);
    expect(notFound.headers.get("content-encoding")).toBeNull();
    expect(await notFound.json()).toEqual({ message: "Not found" });

    const malformed = await t.app.request("/api/auth/login", {
      method: "POST",
      headers: { "content-type": "application/json", "accept-encoding": "br, gzip" },
      body: '{"email": "superadmin", ',
    });
    expect(malformed.status).toBe(400);
    expect(malformed.headers.get("content-type")).toMatch(/^application\/json/);
    expect((await json(malformed)).message).toEqual(expect.any(String));
  });

  it("the QR scan path", async () => {
    const res = await get("/q/00000000", "br, gzip");
    expect(res.status).toBe(404);
    expect(res.headers.get("content-encoding")).toBeNull();
    expect(await res.text()).toMatch(/<html/i);
  });
});
