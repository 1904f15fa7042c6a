import http from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInSuperadmin } from "../../test-support/accounts.js";
import { createTestContext, type TestContext } from "../../test-support/test-app.js";
import { fileForm, picture } from "../../test-support/uploads.js";

// The upload over a real socket, as a browser sends it: the early refusal must reach the client while it
// is still sending, and the next request must work.

let t: TestContext;
let server: ReturnType<typeof serve>;
let origin: string;
let token: string;

beforeAll(async () => {
  t = await createTestContext();
  token = await signInSuperadmin(t);
  server = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await t.close();
});

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A multipart upload of `bytes` written in full through `agent`, even after the server has answered. */
function send(agent: http.Agent, bytes: Uint8Array): Promise<Answer> {
  const boundary = "socket-test";
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return new Promise((resolve, reject) => {
    const req = http.request(`${origin}/api/assets/upload`, {
      method: "POST",
      agent,
      headers: {
        authorization: `Bearer ${token}`,
        "content-type": `multipart/form-data; boundary=${boundary}`,
        "content-length": body.length,
      },
    });
    req.on("response", (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString(),
        }),
      );
    });
    req.on("error", reject);
    req.end(body);
  });
}

describe("uploads over a socket", () => {
  it("answers 413 to a 20 MB picture with Connection: close, and the next upload succeeds", async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const png = await picture(16, 16, "png");
      const big = new Uint8Array(20 * 1024 * 1024);
      big.set(png);
      const refused = await send(agent, big);
      expect(refused.status).toBe(413);
      expect(JSON.parse(refused.body)).toMatchObject({
        message: "The file is too large: images may be at most 5 MB.",
      });
      expect(refused.headers.connection).toBe("close");

      const accepted = await send(agent, png);
      expect(accepted.status, accepted.body).toBe(201);
      expect(JSON.parse(accepted.body).asset).toMatchObject({ mime: "image/png", width: 16, height: 16 });
    } finally {
      agent.destroy();
    }
  });

  it("takes a browser-style FormData upload through fetch", async () => {
    const res = await fetch(`${origin}/api/assets/upload`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}` },
      body: fileForm(await picture(7, 5, "webp"), "pic.webp", "image/webp"),
    });
    expect(res.status).toBe(201);
    expect((await res.json()).asset).toMatchObject({
      mime: "image/webp",
      name: "pic.webp",
      width: 7,
      height: 5,
    });
  });
});
