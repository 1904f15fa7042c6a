import { createHash, randomInt } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInSuperadmin } from "../../test-support/accounts.js";
import { validCompany } from "../../test-support/companies.js";
import { createTestContext, json, type TestContext } from "../../test-support/test-app.js";

// Issue 33: covers and thumbnails are served resized, as AVIF and WebP with the original format as the
// fallback; the showcase page offers those sources.

let dir: string;
let t: TestContext;
let admin: string;
let company: string;
/** Oldest first; the showcase lists newest first, so the oldest is the fifth card (past the first row). */
const ads: Array<{ _id: string }> = [];

/** A picture of its own colour, so its content hash is new to a storage other runs may have filled. */
const pngOf = (width: number, height: number) =>
  sharp({
    create: {
      width,
      height,
      channels: 3,
      background: { r: randomInt(256), g: randomInt(256), b: randomInt(256) },
    },
  })
    .png()
    .toBuffer();
const dataUrl = (bytes: Buffer) => `data:image/png;base64,${bytes.toString("base64")}`;
const uploadCover = (id: string, bytes: Buffer) =>
  t.request("PUT", "/api/ads/updateCoverImage", {
    token: admin,
    body: { _id: id, fileName: "cover.png", file: { body: dataUrl(bytes), fileName: "cover.png" } },
  });

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "adstudio-covers-"));
  await writeFile(
    path.join(dir, "index.html"),
    '<!doctype html><html><head><title>Adstudio</title></head><body><div id="root"></div></body></html>',
  );
  t = await createTestContext({ ADSTUDIO_STUDIO_DIR: dir });
  admin = await signInSuperadmin(t);
  const res = await t.request("POST", "/api/company/create", {
    token: admin,
    body: validCompany({ name: "Cover Co", shortName: "cover-co" }),
  });
  company = (await json(res)).company._id;
  for (const name of ["One", "Two", "Three", "Four", "Five"]) {
    const created = await t.request("POST", "/api/ads/create", {
      token: admin,
      body: { name, type: "mini", company },
    });
    const ad = (await json(created)).ad;
    const published = await t.request("POST", `/api/ads/publish/${ad._id}`, {
      token: admin,
      body: { revision: ad.revision },
    });
    expect(published.status, await published.clone().text()).toBe(200);
    ads.push(ad);
  }
}, 120_000);

afterAll(async () => {
  await t?.close();
  await rm(dir, { recursive: true, force: true });
});

async function fetchPicture(url: string) {
  const res = await t.app.request(url);
  const bytes = Buffer.from(await res.arrayBuffer());
  const meta = res.status === 200 ? await sharp(bytes).metadata() : undefined;
  return {
    status: res.status,
    type: res.headers.get("content-type"),
    width: meta?.width,
    format: meta?.format,
  };
}

describe("cover and thumbnail variants", () => {
  it("stores a large cover as AVIF, WebP and PNG copies 640 px wide, served with their types", async () => {
    const [first] = ads;
    if (!first) throw new Error("no ad");
    // The largest cover accepted (2048 × 2048; a 5000 × 5000 one is refused before decoding).
    const big = await pngOf(2048, 2048);
    const refused = await uploadCover(first._id, await pngOf(5000, 5000));
    expect(refused.status).toBe(400);
    expect((await json(refused)).message).toBe(
      "The cover image is too large: at most 4.2 megapixels (for example 2048 × 2048 pixels).",
    );
    const res = await uploadCover(first._id, big);
    expect(res.status, await res.clone().text()).toBe(200);
    const location: string = (await json(res)).ad.coverImage.location;
    const base = location.replace(/\.png$/, "");
    const key = new URL(location, "http://x").pathname.replace(/^\/files\//, "").replace(/\.png$/, "");
    // Stored at upload, not on request.
    for (const extension of ["avif", "webp", "png"]) {
      expect(await t.deps.storage.get(`${key}-w640.${extension}`), extension).not.toBeNull();
    }
    expect(await fetchPicture(`${base}-w640.avif`)).toEqual({
      status: 200,
      type: "image/avif",
      width: 640,
      format: "heif",
    });
    expect(await fetchPicture(`${base}-w640.webp`)).toEqual({
      status: 200,
      type: "image/webp",
      width: 640,
      format: "webp",
    });
    expect(await fetchPicture(`${base}-w640.png`)).toEqual({
      status: 200,
      type: "image/png",
      width: 640,
      format: "png",
    });
    const cached = await t.app.request(`${base}-w640.avif`);
    expect(cached.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  it("makes the copies of a cover stored before them on first request", async () => {
    const bytes = await pngOf(300, 200);
    const sha = createHash("sha256").update(bytes).digest("hex");
    await t.deps.storage.put(`covers/${sha}.png`, bytes, "image/png");
    expect(await t.deps.storage.get(`covers/${sha}-w640.webp`)).toBeNull();
    // Narrower than 640: kept at its width, never enlarged.
    expect(await fetchPicture(`/files/covers/${sha}-w640.webp`)).toEqual({
      status: 200,
      type: "image/webp",
      width: 300,
      format: "webp",
    });
    expect(await t.deps.storage.get(`covers/${sha}-w640.webp`)).not.toBeNull();
    expect((await fetchPicture(`/files/covers/${"0".repeat(64)}-w640.webp`)).status).toBe(404);
  });

  it("serves an ad version's thumbnail as AVIF and WebP beside its PNG", async () => {
    const list = await t.request("GET", "/api/ads?limit=10", { token: admin });
    const thumbnail: string = (await json(list)).ads.find(
      (ad: { thumbnail: string }) => ad.thumbnail,
    ).thumbnail;
    expect(thumbnail).toMatch(/\/thumbnail\.png$/);
    const png = await fetchPicture(thumbnail);
    expect(await fetchPicture(thumbnail.replace(/\.png$/, ".avif"))).toEqual({
      ...png,
      type: "image/avif",
      format: "heif",
    });
    expect(await fetchPicture(thumbnail.replace(/\.png$/, ".webp"))).toEqual({
      ...png,
      type: "image/webp",
      format: "webp",
    });
  });

  it("serves a cover in 320, 640 and 960 px and a thumbnail in 160 px, made on first request (issue 34)", async () => {
    const bytes = await pngOf(1200, 900);
    const sha = createHash("sha256").update(bytes).digest("hex");
    await t.deps.storage.put(`covers/${sha}.png`, bytes, "image/png");
    for (const width of [320, 960]) {
      expect(await fetchPicture(`/files/covers/${sha}-w${width}.avif`)).toEqual({
        status: 200,
        type: "image/avif",
        width,
        format: "heif",
      });
    }
    expect((await fetchPicture(`/files/covers/${sha}-w500.avif`)).status).toBe(404);
    const list = await t.request("GET", "/api/ads?limit=10", { token: admin });
    const thumbnail: string = (await json(list)).ads.find(
      (ad: { thumbnail: string }) => ad.thumbnail,
    ).thumbnail;
    for (const [format, type, sharpFormat] of [
      ["webp", "image/webp", "webp"],
      ["png", "image/png", "png"],
    ]) {
      expect(await fetchPicture(thumbnail.replace(/\.png$/, `-w160.${format}`))).toEqual({
        status: 200,
        type,
        width: 160,
        format: sharpFormat,
      });
    }
  });

  it("offers AVIF and WebP sources in every width on the showcase page, and preloads the first card's", async () => {
    const html = await (await t.app.request(`/showcase/${company}`)).text();
    const sizes = 'sizes="\\(max-width: 760px\\) calc\\(100vw - 32px\\), 330px"';
    const cover =
      html.match(/<picture><source type="image\/avif" srcset="[^"]*covers(.*?)<\/picture>/)?.[0] ?? "";
    const c = '[^"]*/files/covers/[0-9a-f]{64}';
    expect(cover).toMatch(
      new RegExp(
        `^<picture><source type="image/avif" srcset="${c}-w320\\.avif 320w, ${c}-w640\\.avif 640w, ${c}-w960\\.avif 960w" ${sizes}>`,
      ),
    );
    expect(cover).toMatch(
      new RegExp(`<source type="image/webp" srcset="${c}-w320\\.webp 320w, [^"]*" ${sizes}>`),
    );
    // The fifth card, past the first row: lazy, the resized PNG as the fallback.
    expect(cover).toMatch(
      new RegExp(
        `<img src="${c}-w640\\.png" srcset="${c}-w320\\.png 320w, [^"]*" ${sizes} alt="" loading="lazy" decoding="async"></picture>$`,
      ),
    );
    // The first card (the newest ad: a thumbnail here) is preloaded and loaded first.
    expect(html).toMatch(
      /<link rel="preload" as="image" type="image\/avif" imagesrcset="[^"]*\/thumbnail-w160\.avif 160w, [^"]*\/thumbnail\.avif 320w" imagesizes="\(max-width: 760px\) calc\(100vw - 32px\), 330px" fetchpriority="high">/,
    );
    expect(html.match(/fetchpriority="high">/g)).toHaveLength(2);
    expect(html).toMatch(
      /<img src="[^"]*\/thumbnail\.png" srcset="[^"]*" [^>]* loading="eager" fetchpriority="high">/,
    );
  });
});
