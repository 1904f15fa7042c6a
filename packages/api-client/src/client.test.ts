import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it, vi } from "vitest";
import { type ApiClientOptions, apiBase, createApiClient } from "./client";
import { type ApiError, isApiError } from "./errors";
import { useTestServer } from "./test-server";

const { server } = useTestServer();

const client = (options: Partial<ApiClientOptions> = {}) =>
  createApiClient({ baseURL: server.origin, ...options });

/** Awaits a call that must fail and returns its ApiError. */
async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!isApiError(error)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe("request headers and body", () => {
  it("sends the token as a bearer header when one exists", async () => {
    server.reply("GET /api/health", { json: { status: "ok", database: "ok", version: "1.0.0" } });
    await client({ getToken: () => "abc.def.ghi" }).auth.health();
    expect(server.requests[0]?.headers.authorization).toBe("Bearer abc.def.ghi");
  });

  it("sends no authorization header when the token source is empty", async () => {
    server.reply("GET /api/health", { json: { status: "ok" } });
    await client({ getToken: () => null }).auth.health();
    await client({ getToken: () => "" }).auth.health();
    await client().auth.health();
    expect(server.requests.map((r) => r.headers.authorization)).toEqual([undefined, undefined, undefined]);
  });

  it("reads the token on every call, so a later login is picked up", async () => {
    server.reply("GET /api/health", { json: { status: "ok" } });
    let token: string | null = null;
    const api = client({ getToken: () => token });
    await api.auth.health();
    token = "fresh";
    await api.auth.health();
    expect(server.requests.map((r) => r.headers.authorization)).toEqual([undefined, "Bearer fresh"]);
  });

  it("sends x-secret-key instead of a bearer token when a secret key is configured", async () => {
    server.reply("GET /api/health", { json: { status: "ok" } });
    await client({ secretKey: "sk_test_123", getToken: () => "ignored" }).auth.health();
    expect(server.requests[0]?.headers["x-secret-key"]).toBe("sk_test_123");
    expect(server.requests[0]?.headers.authorization).toBeUndefined();
  });

  it("posts a JSON body and query parameters through request()", async () => {
    server.reply("POST /api/qr/list", { json: { qrLink: [], page: 2, total: 0 } });
    const result = await client().request<{ total: number }>("/qr/list", {
      method: "POST",
      body: { limit: 10, sort: { id: 1 } },
      query: { search: "spring sale" },
    });
    expect(result.total).toBe(0);
    const sent = server.requests[0];
    expect(sent?.url).toBe("/api/qr/list?search=spring+sale");
    expect(sent?.headers["content-type"]).toBe("application/json");
    expect(JSON.parse(sent?.body ?? "")).toEqual({ limit: 10, sort: { id: 1 } });
  });

  it("builds the /api base from an origin with or without a trailing slash or /api", () => {
    expect(apiBase("http://localhost:3000")).toBe("http://localhost:3000/api");
    expect(apiBase("http://localhost:3000/")).toBe("http://localhost:3000/api");
    expect(apiBase("http://localhost:3000/api")).toBe("http://localhost:3000/api");
    expect(apiBase("")).toBe("/api");
  });
});

describe("failures", () => {
  it("turns a 400 into an ApiError carrying the field errors", async () => {
    server.reply("POST /api/auth/register", {
      status: 400,
      json: {
        message: "Validation failed",
        errors: { email: "Email is already taken", password: "Too short" },
      },
    });
    const error = await failure(
      client().auth.register({ displayName: "Ann", email: "a@b.co", password: "x" }),
    );
    expect(error).toBeInstanceOf(Error);
    expect(error.status).toBe(400);
    expect(error.message).toBe("Validation failed");
    expect(error.errors).toEqual({ email: "Email is already taken", password: "Too short" });
  });

  it("calls onUnauthorized with the server's message on a 401 of a normal call", async () => {
    server.reply("POST /api/auth/logout-others", { status: 401, json: { message: "access_token expired" } });
    const onUnauthorized = vi.fn();
    const error = await failure(client({ onUnauthorized }).auth.logoutOthers());
    expect(error.status).toBe(401);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onUnauthorized.mock.calls[0]?.[0]).toMatchObject({ status: 401, message: "access_token expired" });
  });

  it("leaves a 401 of the auto-login token check to the caller", async () => {
    server.reply("GET /api/auth/access-token", { status: 401, json: { message: "Invalid access_token" } });
    const onUnauthorized = vi.fn();
    const error = await failure(client({ onUnauthorized, getToken: () => "stale" }).auth.accessToken());
    expect(error).toMatchObject({ status: 401, message: "Invalid access_token" });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it("leaves a 401 of the login form to the caller", async () => {
    server.reply("POST /api/auth/login", { status: 401, json: { message: "Wrong email or password" } });
    const onUnauthorized = vi.fn();
    const error = await failure(client({ onUnauthorized }).auth.login({ email: "ann", password: "nope" }));
    expect(error.message).toBe("Wrong email or password");
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it.each([403, 409])("calls onNotice with the server's message on a %i", async (status) => {
    const message = status === 403 ? "You do not have permission" : "A company with this name already exists";
    server.reply("POST /api/company/create", { status, json: { message } });
    const onNotice = vi.fn();
    const onUnauthorized = vi.fn();
    const error = await failure(
      client({ onNotice, onUnauthorized }).request("/company/create", { method: "POST", body: {} }),
    );
    expect(error).toMatchObject({ status, message });
    expect(onNotice).toHaveBeenCalledTimes(1);
    expect(onNotice.mock.calls[0]?.[0]).toBe(error);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it("does not call onNotice for other statuses", async () => {
    server.reply("GET /api/qr/missing", { status: 404, json: { message: "QR link not found" } });
    const onNotice = vi.fn();
    const error = await failure(client({ onNotice }).request("/qr/missing"));
    expect(error).toMatchObject({ status: 404, message: "QR link not found" });
    expect(onNotice).not.toHaveBeenCalled();
  });

  it("leaves a 409 to a caller that shows it itself (skipConflictNotice), but not a 403", async () => {
    const id = "9a1c3e5f-7b9d-4f1a-8c3e-5a7c9e1b3d5f";
    const onNotice = vi.fn();
    const save = () =>
      client({ onNotice }).ads.update(id, { revision: 3, name: "X" }, { skipConflictNotice: true });
    const stale = "This ad was changed by someone else. Reload it to see their changes.";
    server.reply(`PUT /api/ads/update/${id}`, { status: 409, json: { message: stale } });
    expect(await failure(save())).toMatchObject({ status: 409, message: stale });
    expect(onNotice).not.toHaveBeenCalled();
    server.reply(`PUT /api/ads/update/${id}`, {
      status: 403,
      json: { message: "You do not have permission" },
    });
    expect(await failure(save())).toMatchObject({ status: 403 });
    expect(onNotice).toHaveBeenCalledTimes(1);
  });

  it("carries retryAfter from a 429's Retry-After header", async () => {
    server.reply("POST /api/auth/login", {
      status: 429,
      headers: { "retry-after": "30" },
      json: { message: "Too many attempts, try again later" },
    });
    const error = await failure(client().auth.login({ email: "ann", password: "x" }));
    expect(error).toMatchObject({
      status: 429,
      retryAfter: 30,
      message: "Too many attempts, try again later",
    });
  });

  it("falls back to the body's retryAfter when the header is missing", async () => {
    server.reply("POST /api/auth/login", { status: 429, json: { message: "Slow down", retryAfter: 12 } });
    const error = await failure(client().auth.login({ email: "ann", password: "x" }));
    expect(error.retryAfter).toBe(12);
  });

  it("rejects with status 0 when nothing listens on the port", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));

    const onNotice = vi.fn();
    const error = await failure(
      createApiClient({ baseURL: `http://127.0.0.1:${port}`, onNotice }).auth.health(),
    );
    expect(error.status).toBe(0);
    expect(error.message).toBe("Network error: could not reach the server");
    expect(onNotice).not.toHaveBeenCalled();
  });

  it("gives a non-JSON 500 a fallback message and no field errors", async () => {
    server.reply("GET /api/health", { status: 500, raw: "<html>Internal Server Error</html>" });
    const error = await failure(client().auth.health());
    expect(error.status).toBe(500);
    expect(error.message).toBe("Request failed with status 500");
    expect(error.errors).toBeUndefined();
  });

  it("rejects with status 0 when the server does not answer within the timeout", async () => {
    server.reply("GET /api/health", { hang: true });
    const error = await failure(client({ timeout: 100 }).auth.health());
    expect(error.status).toBe(0);
    expect(error.message).toBe("Request timed out after 100 ms: the server did not answer");
  });

  it("still rejects with the ApiError when a callback throws", async () => {
    server.reply("POST /api/auth/logout", { status: 401, json: { message: "Invalid access_token" } });
    vi.useFakeTimers({ toFake: ["setTimeout"] });
    try {
      const onUnauthorized = () => {
        throw new Error("bug in the app's handler");
      };
      const error = await failure(client({ onUnauthorized }).auth.logout());
      expect(error).toMatchObject({ status: 401, message: "Invalid access_token" });
      // The callback's own error is rethrown on a timer; it must not turn into this call's rejection.
      expect(() => vi.runOnlyPendingTimers()).toThrow("bug in the app's handler");
    } finally {
      vi.useRealTimers();
    }
  });
});
