import { describe, expect, it, vi } from "vitest";
import { createApiClient } from "./client";
import { isApiError } from "./errors";
import { useTestServer } from "./test-server";

const { server } = useTestServer();

const api = (getToken: () => string | null = () => null) =>
  createApiClient({ baseURL: server.origin, getToken });
const input = { name: "Ravi", email: "ravi@acme.test", subject: "Demo", message: "Please call me." };

describe("mail endpoints", () => {
  it("send posts the contact form to /api/mail-send and resolves with the answer", async () => {
    const reply = {
      message: "Message sent",
      contactMessage: { ...input, _id: "0b5c", createdAt: "2026-03-01T12:00:00.000Z" },
    };
    server.reply("POST /api/mail-send", { status: 201, json: reply });
    await expect(api().mail.send(input)).resolves.toEqual(reply);
    const [request] = server.requests;
    expect(request).toMatchObject({ method: "POST", url: "/api/mail-send" });
    expect(request?.headers["content-type"]).toBe("application/json");
    expect(request?.headers.authorization).toBeUndefined();
    expect(JSON.parse(request?.body ?? "")).toEqual(input);
  });

  it("rejects with the field errors of a 400 and the wait of a 429", async () => {
    server.reply("POST /api/mail-send", {
      status: 400,
      json: { message: "Please enter a valid email", errors: { email: "Please enter a valid email" } },
    });
    const invalid = await api()
      .mail.send({ ...input, email: "ravi@acme" })
      .catch((e: unknown) => e);
    expect(isApiError(invalid) && invalid.errors).toEqual({ email: "Please enter a valid email" });

    server.reply("POST /api/mail-send", {
      status: 429,
      headers: { "retry-after": "420" },
      json: { message: "Too many messages sent from this address. Try again in 7 minutes.", retryAfter: 420 },
    });
    const onNotice = vi.fn();
    const throttled = await createApiClient({ baseURL: server.origin, onNotice })
      .mail.send(input)
      .catch((e: unknown) => e);
    expect(throttled).toMatchObject({ status: 429, retryAfter: 420 });
    expect(onNotice).not.toHaveBeenCalled();
  });
});
