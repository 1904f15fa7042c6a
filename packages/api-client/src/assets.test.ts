import { describe, expect, it } from "vitest";
import { ApiError, createApiClient } from "./index";
import { useTestServer } from "./test-server";

const { server, api } = useTestServer();

/** The last request as sent (its multipart body is not JSON). */
const lastRequest = () => {
  const request = server.requests.at(-1);
  if (!request) throw new Error("the server received no request");
  return request;
};

const asset = {
  hash: "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08",
  type: "image",
  mime: "image/png",
  name: "cup.png",
  bytes: 5,
  width: 1,
  height: 1,
};

describe("assets.upload (fetch, as in Node and the CLI)", () => {
  it("sends the file as multipart/form-data in a part named file, with the token, and resolves {asset}", async () => {
    server.reply("POST /api/assets/upload", { status: 201, json: { asset } });
    const progress: unknown[] = [];
    const file = new File(["hello"], "cup.png", { type: "image/png" });
    await expect(api().assets.upload(file, { onProgress: (p) => progress.push(p) })).resolves.toEqual({
      asset,
    });
    const request = lastRequest();
    expect(request.method).toBe("POST");
    expect(request.headers.authorization).toBe("Bearer tok");
    const boundary = /^multipart\/form-data; boundary=(.+)$/.exec(request.headers["content-type"] ?? "")?.[1];
    expect(boundary).toBeTruthy();
    expect(request.body).toContain('Content-Disposition: form-data; name="file"; filename="cup.png"');
    expect(request.body).toContain("\r\n\r\nhello\r\n");
    // Without XMLHttpRequest progress is told once, when the server has answered.
    expect(progress).toEqual([{ loaded: 5, total: 5 }]);
  });

  it("names a Blob after the name option", async () => {
    server.reply("POST /api/assets/upload", { status: 201, json: { asset } });
    await api().assets.upload(new Blob(["x"]), { name: "logo.webp" });
    expect(lastRequest().body).toContain('filename="logo.webp"');
  });

  it("rejects with the server's message and field error on 413", async () => {
    const message = "The file is too large: images may be at most 5 MB.";
    server.reply("POST /api/assets/upload", { status: 413, json: { message, errors: { file: message } } });
    const error = await api()
      .assets.upload(new File(["x"], "big.png"))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 413, message, errors: { file: message } });
  });

  it("tells 403 to onNotice, like every other call", async () => {
    const notices: string[] = [];
    server.reply("POST /api/assets/upload", { status: 403, json: { message: "No permission." } });
    const client = createApiClient({ baseURL: server.origin, onNotice: (e) => notices.push(e.message) });
    await expect(client.assets.upload(new File(["x"], "a.png"))).rejects.toMatchObject({ status: 403 });
    expect(notices).toEqual(["No permission."]);
  });
});

describe("asset addresses", () => {
  it("gives a stored file's public address and the assetBase for preview renders", () => {
    expect(api().assets.fileUrl(asset)).toBe(`${server.origin}/api/assets/${asset.hash}.png`);
    expect(createApiClient({ baseURL: "" }).assets.fileUrl({ hash: asset.hash, mime: "font/woff2" })).toBe(
      `/api/assets/${asset.hash}.woff2`,
    );
    expect(createApiClient({ baseURL: "" }).assets.previewAssetBase).toBe("/api/");
  });
});
