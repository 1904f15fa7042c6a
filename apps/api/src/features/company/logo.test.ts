import { mkdir, mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { IMAGE_DATA_URL_MESSAGE, IMAGE_SIZE_LIMIT_BYTES, IMAGE_SIZE_MESSAGE } from "@adstudio/core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMAGE_TYPE_MESSAGE } from "../../storage/index.js";
import { signInSuperadmin } from "../../test-support/accounts.js";
import { dataUrl, TINY_PNG, validCompany } from "../../test-support/companies.js";
import { createTestContext, json, type TestContext } from "../../test-support/test-app.js";

let t: TestContext;
let token: string;
let dataDir: string;
let counter = 0;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "adstudio-logo-"));
  t = await createTestContext({ ADSTUDIO_DATA_DIR: dataDir });
  token = await signInSuperadmin(t);
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const logo = (bytes: Uint8Array, fileName = "logo.png", type = "image/png") => ({
  body: dataUrl(bytes, type),
  fileName,
  fileType: type,
});

function create(overrides: Record<string, unknown>) {
  counter += 1;
  return t.request("POST", "/api/company/create", {
    token,
    body: validCompany({ name: `Logo Co ${counter}`, shortName: `logo-${counter}`, ...overrides }),
  });
}

/** A real, fully decodable image of `width` × `height` pixels. */
const image = (format: "png" | "jpeg" | "gif", width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#1971c2" } })
    .toFormat(format)
    .toBuffer();

const update = (id: string, body: unknown) => t.request("PUT", `/api/company/update/${id}`, { token, body });
const file = (location: string, method = "GET") => t.app.request(location, { method });

async function storedFiles(): Promise<string[]> {
  const root = path.join(dataDir, "files");
  try {
    const entries = await readdir(root, { recursive: true, withFileTypes: true });
    return entries.filter((e) => e.isFile() && !e.name.endsWith(".meta.json")).map((e) => e.name);
  } catch {
    return [];
  }
}

describe("company logo upload", () => {
  it("stores a PNG under a content-hash key and serves it back with its type, nosniff and a long cache", async () => {
    const res = await create({ logo: logo(TINY_PNG, "Our Logo.png") });
    expect(res.status, await res.clone().text()).toBe(201);
    const { company } = await json(res);
    expect(company.logo).toEqual({
      fileName: "Our Logo.png",
      fileType: "image/png",
      location: expect.stringMatching(/^\/files\/companies\/[0-9a-f-]{36}\/[0-9a-f]{64}\.png$/),
      width: 1,
      height: 1,
    });
    expect(company.logo.location).toContain(company._id);

    const served = await file(company.logo.location);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(served.headers.get("content-disposition")).toMatch(/^inline; filename="[0-9a-f]{64}\.png"$/);
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(served.headers.get("content-security-policy")).toContain("default-src 'none'");
    expect(Buffer.from(await served.arrayBuffer()).equals(TINY_PNG)).toBe(true);
    const head = await file(company.logo.location, "HEAD");
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe(String(TINY_PNG.length));
  });

  it("decides the type by magic bytes: a JPEG declared as PNG is stored as image/jpeg", async () => {
    const jpeg = await image("jpeg", 64, 48);
    const { company } = await json(await create({ logo: logo(jpeg, "photo.png") }));
    expect(company.logo.fileType).toBe("image/jpeg");
    expect([company.logo.width, company.logo.height]).toEqual([64, 48]);
    expect(company.logo.location).toMatch(/\.jpg$/);
    expect((await file(company.logo.location)).headers.get("content-type")).toBe("image/jpeg");
  });

  it("answers 400 'Image size should not exceed 1MB in total.' for a logo over 1 MB, storing nothing", async () => {
    const before = await storedFiles();
    const big = Buffer.concat([TINY_PNG, Buffer.alloc(IMAGE_SIZE_LIMIT_BYTES - TINY_PNG.length + 1)]);
    const res = await create({ logo: logo(big) });
    expect(res.status).toBe(400);
    expect((await json(res)).message).toBe(IMAGE_SIZE_MESSAGE);
    expect(await storedFiles()).toEqual(before);
    // Exactly 1 MB is allowed.
    const exact = Buffer.concat([TINY_PNG, Buffer.alloc(IMAGE_SIZE_LIMIT_BYTES - TINY_PNG.length)]);
    expect((await create({ logo: logo(exact) })).status).toBe(201);
  });

  it("keeps the width and height read from the image, and answers them when the company is read", async () => {
    const png = await image("png", 320, 100);
    const { company } = await json(await create({ logo: logo(png, "wide.png") }));
    const read = await json(await t.request("GET", `/api/company/${company._id}`, { token }));
    expect(read.company.logo).toEqual({
      fileName: "wide.png",
      fileType: "image/png",
      location: company.logo.location,
      width: 320,
      height: 100,
    });
  });

  it("refuses, storing nothing, an 8-byte PNG signature and a PNG cut short: the image must decode", async () => {
    const before = await storedFiles();
    const png = await image("png", 40, 30);
    for (const bytes of [TINY_PNG.subarray(0, 8), png.subarray(0, png.length - 20)]) {
      const res = await create({ logo: logo(bytes) });
      expect(res.status).toBe(400);
      const body = await json(res);
      expect(body.message).toBe("The image could not be read: the file is damaged or incomplete.");
      expect(body.errors).toEqual({
        logo: "The image could not be read: the file is damaged or incomplete.",
      });
    }
    expect(await storedFiles()).toEqual(before);
  });

  it("answers 400 for a non-image renamed .png and declared image/png", async () => {
    const text = Buffer.from("just some text, not an image at all\n");
    const res = await create({ logo: logo(text, "notes.png") });
    expect(res.status).toBe(400);
    const body = await json(res);
    expect(body.message).toBe(IMAGE_TYPE_MESSAGE);
    expect(body.errors).toEqual({ logo: IMAGE_TYPE_MESSAGE });
  });

  it("refuses an SVG carrying a script, as an SVG data URL and disguised as a PNG", async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const asSvg = await create({ logo: logo(svg, "logo.svg", "image/svg+xml") });
    expect(asSvg.status).toBe(400);
    expect((await json(asSvg)).message).toBe(IMAGE_DATA_URL_MESSAGE);
    const disguised = await create({ logo: logo(svg, "logo.png") });
    expect(disguised.status).toBe(400);
    expect((await json(disguised)).message).toBe(IMAGE_TYPE_MESSAGE);
  });

  it("keeps the logo when an update omits it or sends it back without a body, and removes it on null", async () => {
    const { company } = await json(await create({ logo: logo(TINY_PNG) }));
    const fields = validCompany({ name: company.name, shortName: company.shortName });

    const omitted = await json(await update(company._id, fields));
    expect(omitted.company.logo).toEqual(company.logo);
    // What the studio loaded, sent back: the location cannot be pointed elsewhere by the client.
    const echoed = await update(company._id, {
      ...fields,
      logo: { ...company.logo, body: "", location: "https://evil.example/x.png" },
    });
    expect((await json(echoed)).company.logo).toEqual(company.logo);

    const removed = await json(await update(company._id, { ...fields, logo: null }));
    expect(removed.company.logo).toBeNull();
    expect((await file(company.logo.location)).status).toBe(404);
  });

  it("replaces the logo file on update and deletes the company's file with the company", async () => {
    const { company } = await json(await create({ logo: logo(TINY_PNG) }));
    const gif = await image("gif", 16, 16);
    const fields = validCompany({ name: company.name, shortName: company.shortName });
    const replaced = (
      await json(await update(company._id, { ...fields, logo: logo(gif, "anim.gif", "image/gif") }))
    ).company;
    expect(replaced.logo.fileType).toBe("image/gif");
    expect((await file(company.logo.location)).status).toBe(404);
    expect((await file(replaced.logo.location)).status).toBe(200);

    const res = await t.request("DELETE", `/api/company/${company._id}`, { token });
    expect(res.status).toBe(200);
    expect((await file(replaced.logo.location)).status).toBe(404);
  });
});

describe("GET /files/*", () => {
  it("never leaves the files folder", async () => {
    await writeFile(path.join(dataDir, "secret.txt"), "TOP-SECRET");
    await mkdir(path.join(dataDir, "files"), { recursive: true });
    await writeFile(path.join(dataDir, "files", "visible.txt.meta.json"), '{"contentType":"text/plain"}');
    for (const attempt of [
      "/files/../secret.txt",
      "/files/%2e%2e/secret.txt",
      "/files/companies/%2e%2e%2f%2e%2e%2fsecret.txt",
      "/files/..%5csecret.txt",
      "/files/%2fetc%2fpasswd",
      "/files/visible.txt.meta.json",
      "/files/.hidden",
      "/files/companies/x.png.meta.json",
      "/files/%E0%A4%A",
      "/files/a%00b",
    ]) {
      const res = await file(attempt);
      expect(await res.text(), attempt).not.toMatch(/TOP-SECRET|contentType/);
    }
  });

  it("answers 404 for a missing file", async () => {
    const res = await file(`/files/companies/${"0".repeat(64)}.png`);
    expect(res.status).toBe(404);
  });
});
