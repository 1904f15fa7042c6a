import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { signInSuperadmin } from "../../test-support/accounts.js";
import { createTestContext, json, type TestContext } from "../../test-support/test-app.js";
import {
  fileForm,
  form,
  interWoff2,
  picture,
  snapshot,
  testCardMp4,
  testCardWebm,
  upload,
} from "../../test-support/uploads.js";

let t: TestContext;
let dataDir: string;
let admin: string;
let before: Awaited<ReturnType<typeof snapshot>>;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "adstudio-asset-limits-"));
  t = await createTestContext({ ADSTUDIO_DATA_DIR: dataDir });
  admin = await signInSuperadmin(t);
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});
beforeEach(async () => {
  before = await snapshot(t, dataDir);
});

const MB = 1024 * 1024;
const padded = (bytes: Uint8Array, size: number) => {
  const out = new Uint8Array(size);
  out.set(bytes.subarray(0, size));
  return out;
};
const cut = (bytes: Uint8Array, drop: number) => bytes.slice(0, bytes.length - drop);

/** Expects the refusal, that its message is the one given, and that nothing was stored or recorded. */
async function expectRefused(res: Response, status: number, message: string) {
  expect(res.status, await res.clone().text()).toBe(status);
  expect(await json(res)).toEqual({ message, errors: { file: message } });
  expect(await snapshot(t, dataDir)).toEqual(before);
}

/**
 * A multipart body with one file part of `size` bytes, the first being `head` and the rest zeros, made
 * as it is read; `pulled()` says how many bytes the server read of it.
 */
function streamedUpload(head: Uint8Array, size: number, fileName: string) {
  const boundary = "adstudio-test-boundary";
  const encoder = new TextEncoder();
  const opening = encoder.encode(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  const closing = encoder.encode(`\r\n--${boundary}--\r\n`);
  let sent = 0;
  let pulled = 0;
  const CHUNK = 64 * 1024;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      let chunk: Uint8Array;
      if (sent === 0) chunk = opening;
      else if (sent - opening.length < size) {
        const at = sent - opening.length;
        chunk = new Uint8Array(Math.min(CHUNK, size - at));
        if (at < head.length) chunk.set(head.subarray(at, at + chunk.length));
      } else if (sent === opening.length + size) chunk = closing;
      else return controller.close();
      sent += chunk.length;
      pulled = sent;
      controller.enqueue(chunk);
    },
  });
  return {
    body,
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
    pulled: () => pulled,
  };
}

describe("size limits", () => {
  it("accepts an image of exactly 5 MB and refuses one byte more with 413", async () => {
    const png = await picture(16, 16, "png");
    // Bytes after a PNG's last chunk are ignored by decoders: the file stays a 16 × 16 picture.
    const exact = padded(png, 5 * MB);
    const res = await upload(t, admin, fileForm(exact, "exact.png"));
    expect(res.status, await res.clone().text()).toBe(201);
    expect((await json(res)).asset).toMatchObject({ bytes: 5 * MB, width: 16, height: 16 });

    before = await snapshot(t, dataDir);
    await expectRefused(
      await upload(t, admin, fileForm(padded(png, 5 * MB + 1), "over.png")),
      413,
      "The file is too large: images may be at most 5 MB.",
    );
  });

  it("stops reading an image as soon as it passes 5 MB, without reading the rest", async () => {
    const png = await picture(16, 16, "png");
    const stream = streamedUpload(png, 200 * MB, "huge.png");
    const res = await upload(t, admin, stream.body, stream.headers);
    await expectRefused(res, 413, "The file is too large: images may be at most 5 MB.");
    expect(res.headers.get("connection")).toBe("close");
    expect(stream.pulled()).toBeLessThan(6 * MB);
  });

  it("refuses a video of 100 MB and one byte with 413, having read no more than that", async () => {
    const stream = streamedUpload(await testCardMp4(), 100 * MB + 1, "long.mp4");
    const res = await upload(t, admin, stream.body, stream.headers);
    await expectRefused(res, 413, "The file is too large: videos may be at most 100 MB.");
    expect(stream.pulled()).toBeLessThan(101 * MB);
  });

  it("accepts a 24 KB font and refuses one over 1 MB with 413", async () => {
    const font = await interWoff2();
    expect((await upload(t, admin, fileForm(font, "Inter.woff2"))).status).toBe(201);
    before = await snapshot(t, dataDir);
    await expectRefused(
      await upload(t, admin, fileForm(padded(font, MB + 1), "big.woff2")),
      413,
      "The file is too large: fonts may be at most 1 MB.",
    );
  });
});

describe("malformed uploads answer 400 and store nothing", () => {
  const TYPE = "The file is not a PNG, JPEG, GIF or WebP image, an MP4 or WebM video, or a WOFF2 font.";

  it("a program, or text named .png and declared image/png", async () => {
    const exe = new Uint8Array(4096);
    exe.set([0x4d, 0x5a, 0x90, 0x00]);
    await expectRefused(await upload(t, admin, fileForm(exe, "setup.exe")), 400, TYPE);
    const text = new TextEncoder().encode("Hello, this is not a picture.\n");
    await expectRefused(await upload(t, admin, fileForm(text, "photo.png", "image/png")), 400, TYPE);
    const html = new TextEncoder().encode("<!doctype html><script>alert(1)</script>");
    await expectRefused(await upload(t, admin, fileForm(html, "cover.jpg", "image/jpeg")), 400, TYPE);
  });

  it("an SVG, which can run scripts", async () => {
    const svg = new TextEncoder().encode(
      '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    await expectRefused(
      await upload(t, admin, fileForm(svg, "logo.svg", "image/svg+xml")),
      400,
      "SVG files are not accepted because they can run scripts: export the picture as PNG or WebP.",
    );
  });

  it("truncated pictures", async () => {
    const message = "The image could not be read: the file is damaged or incomplete.";
    const png = await picture(60, 40, "png");
    await expectRefused(await upload(t, admin, fileForm(cut(png, 20), "cut.png")), 400, message);
    const jpeg = await picture(60, 40, "jpeg");
    await expectRefused(await upload(t, admin, fileForm(cut(jpeg, 30), "cut.jpg")), 400, message);
  });

  it("truncated videos", async () => {
    const message = "The video could not be read: the file is damaged or incomplete, or it has no picture.";
    const mp4 = await testCardMp4();
    await expectRefused(await upload(t, admin, fileForm(cut(mp4, 100), "cut.mp4")), 400, message);
    await expectRefused(await upload(t, admin, fileForm(mp4.slice(0, 2048), "head.mp4")), 400, message);
    const webm = await testCardWebm();
    await expectRefused(await upload(t, admin, fileForm(cut(webm, 100), "cut.webm")), 400, message);
  });

  it("a truncated font", async () => {
    const font = await interWoff2();
    await expectRefused(
      await upload(t, admin, fileForm(cut(font, 10), "cut.woff2")),
      400,
      "The font could not be read: the file is damaged or incomplete.",
    );
  });

  it("an empty file", async () => {
    await expectRefused(
      await upload(t, admin, fileForm(new Uint8Array(0), "empty.png")),
      400,
      "The file is empty.",
    );
  });

  it("no file part, or a file under another name", async () => {
    const message = "Choose a file to upload (a part named file).";
    await expectRefused(await upload(t, admin, form({ name: "title", value: "Cup" })), 400, message);
    const png = await picture(4, 4, "png");
    await expectRefused(
      await upload(t, admin, form({ name: "upload", bytes: png, fileName: "a.png" })),
      400,
      message,
    );
  });

  it("two files", async () => {
    const png = await picture(4, 4, "png");
    const two = form(
      { name: "file", bytes: png, fileName: "a.png" },
      { name: "file", bytes: await picture(5, 5, "png"), fileName: "b.png" },
    );
    await expectRefused(await upload(t, admin, two), 400, "Upload one file at a time.");
  });

  it("a body that is not multipart/form-data", async () => {
    const message = "Send the file as multipart/form-data, in one part named file.";
    await expectRefused(
      await upload(t, admin, JSON.stringify({ file: "x" }), { "content-type": "application/json" }),
      400,
      message,
    );
    await expectRefused(await upload(t, admin, "hello", { "content-type": "text/plain" }), 400, message);
    await expectRefused(
      await upload(t, admin, "hello", { "content-type": "multipart/form-data" }),
      400,
      message,
    );
  });

  it("a body that breaks off before the file ends", async () => {
    const png = await picture(30, 30, "png");
    const whole = new TextEncoder().encode(
      `--b\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n`,
    );
    const body = new Uint8Array([...whole, ...png]);
    await expectRefused(
      await upload(t, admin, body, { "content-type": "multipart/form-data; boundary=b" }),
      400,
      "The upload ended before the whole file arrived.",
    );
  });
});
