// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { useTestServer } from "./test-server";

// In a browser (here jsdom's XMLHttpRequest, which sends real HTTP to the test server) an upload with
// onProgress goes through XMLHttpRequest, the browser API that reports upload progress.

const { server, api } = useTestServer();

/** jsdom's page is on another origin than the test server: the server answers CORS as the studio's would not need to. */
const CORS = {
  "access-control-allow-origin": "*",
  "access-control-allow-headers": "authorization, content-type",
  "access-control-allow-methods": "POST",
};

describe("assets.upload in a browser", () => {
  it("reports progress up to the whole body and resolves {asset}", async () => {
    const asset = {
      hash: "a".repeat(64),
      type: "font",
      mime: "font/woff2",
      name: "Inter.woff2",
      bytes: 300_000,
    };
    server.reply("OPTIONS /api/assets/upload", { status: 200, headers: CORS });
    server.reply("POST /api/assets/upload", { status: 201, json: { asset }, headers: CORS });
    const progress: Array<{ loaded: number; total: number }> = [];
    const file = new File([new Uint8Array(300_000)], "Inter.woff2");
    await expect(api().assets.upload(file, { onProgress: (p) => progress.push(p) })).resolves.toEqual({
      asset,
    });

    const sent = server.requests.find((r) => r.method === "POST");
    expect(sent?.headers.authorization).toBe("Bearer tok");
    expect(sent?.headers["content-type"]).toMatch(/^multipart\/form-data; boundary=/);
    expect(progress.length).toBeGreaterThan(0);
    const last = progress.at(-1);
    expect(last?.loaded).toBe(last?.total);
    // The multipart body: the file plus its part's headers and boundaries.
    expect(last?.total).toBeGreaterThan(300_000);
  });

  it("rejects with the server's message on 413", async () => {
    const message = "The file is too large: fonts may be at most 1 MB.";
    server.reply("OPTIONS /api/assets/upload", { status: 200, headers: CORS });
    server.reply("POST /api/assets/upload", {
      status: 413,
      json: { message, errors: { file: message } },
      headers: CORS,
    });
    await expect(
      api().assets.upload(new File(["x"], "big.woff2"), { onProgress: () => {} }),
    ).rejects.toMatchObject({ name: "ApiError", status: 413, message, errors: { file: message } });
  });

  it("rejects as cancelled when its signal aborts", async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      api().assets.upload(new File(["x"], "a.png"), { onProgress: () => {}, signal: controller.signal }),
    ).rejects.toMatchObject({ status: 0, message: "Request was cancelled" });
  });
});
