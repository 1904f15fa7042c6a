import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { strToU8, zipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInSuperadmin } from "../../test-support/accounts.js";
import { companyUser, createCompany } from "../../test-support/campaigns.js";
import { GWD_INDEX, gwdFiles, gwdZip, PNG, uploadTemplate } from "../../test-support/template-zips.js";
import { createTestContext, json, type TestContext } from "../../test-support/test-app.js";
import { snapshot, storedFiles } from "../../test-support/uploads.js";

let t: TestContext;
let dataDir: string;
let admin: string;
let designer: string;
let company: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "adstudio-templates-"));
  t = await createTestContext({ ADSTUDIO_DATA_DIR: dataDir });
  admin = await signInSuperadmin(t);
  company = await createCompany(t, admin, "tpl-acme");
  designer = await companyUser(t, admin, "tpl-acme-designer", "designer", [company]);
}, 60_000);
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function uploaded(bytes = gwdZip(), fileName = "spring.zip") {
  const res = await uploadTemplate(t, designer, bytes, fileName);
  expect(res.status, await res.clone().text()).toBe(201);
  return (await json(res)).template;
}

describe("POST /api/templates/upload", () => {
  it("hosts a GWD-style zip with its detected size and clickTag, and serves it sandboxed", async () => {
    const template = await uploaded();
    expect(template).toMatchObject({
      name: "spring",
      size: "300x250",
      clickTag: true,
      company: { _id: company, name: "Company tpl-acme" },
      report: { files: 3 },
    });
    expect(template.location).toMatch(/\/creatives\/templates\/[0-9a-f-]{36}\/index\.html$/);
    const base = `/creatives/templates/${template._id}`;
    const page = await t.app.request(`${base}/index.html`);
    expect(page.status).toBe(200);
    expect(await page.text()).toBe(GWD_INDEX);
    expect(page.headers.get("content-type")).toBe("text/html; charset=utf-8");
    // The documented creative policy (docs/security.md), word for word: an opaque origin, scripts and popups only.
    expect(page.headers.get("content-security-policy")).toBe(
      "sandbox allow-scripts allow-popups allow-popups-to-escape-sandbox",
    );
    const script = await t.app.request(`${base}/js/gwd-main.js`);
    expect(script.headers.get("content-type")).toMatch(/javascript/);
    const image = await t.app.request(`${base}/assets/cup.png`);
    expect(image.headers.get("content-type")).toBe("image/png");
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(PNG);
  });

  it("takes the files from a zip's only top folder, and keeps what the validator found", async () => {
    const files = Object.fromEntries(
      Object.entries(gwdFiles()).map(([name, bytes]) => [`banner/${name}`, bytes]),
    );
    // No clickTag, no size meta: uploaded all the same, with the validator's errors to show.
    files["banner/index.html"] = strToU8("<!DOCTYPE html><html><body><p>Hi</p></body></html>");
    const template = await uploaded(zipSync(files), "Banner 2.zip");
    expect(template).toMatchObject({ name: "Banner 2", size: null, clickTag: false });
    const messages = template.report.issues.map((i: { message: string }) => i.message);
    expect(messages).toContain('The HTML file needs <meta name="ad.size" content="width=…,height=…">.');
    expect(template.errors).toBeGreaterThan(0);
    const page = await t.app.request(`/creatives/templates/${template._id}/index.html`);
    expect(await page.text()).toContain("<p>Hi</p>");
  });

  const many = () =>
    zipSync({
      ...gwdFiles(),
      ...Object.fromEntries(Array.from({ length: 500 }, (_, i) => [`f/${i}.txt`, strToU8("x")])),
    });
  it.each([
    [
      "a zip bomb",
      () => gwdZip({ "pad.txt": new Uint8Array(15 * 1024 * 1024) }),
      '"pad.txt" is compressed more than 100:1, which is how zip bombs look; a template may be compressed at most 100:1.',
    ],
    [
      "a zip-slip entry",
      () => gwdZip({ "../x.html": strToU8("x") }),
      '"../x.html" points outside the zip\'s folder.',
    ],
    [
      "a zip without index.html",
      () => zipSync({ "banner.html": strToU8(GWD_INDEX) }),
      "The zip has no index.html: put it at the zip's root, or in its only top folder.",
    ],
    [
      "a file that is not a zip",
      () => strToU8(GWD_INDEX),
      "The file is not a zip archive (or it is damaged): export the template as a .zip.",
    ],
    ["more than 500 entries", many, "The zip holds 503 files and folders; a template may hold at most 500."],
    [
      "a symbolic link",
      () => gwdZip({ "link.js": [strToU8("/etc/passwd"), { os: 3, attrs: 0o120777 << 16 }] }),
      '"link.js" is a symbolic link; a template may hold only files and folders.',
    ],
  ])("refuses %s with 400 naming the limit, and stores nothing", async (_, make, message) => {
    const before = await snapshot(t, dataDir);
    const res = await uploadTemplate(t, designer, make());
    expect(res.status).toBe(400);
    expect(await json(res)).toEqual({ message, errors: { file: message } });
    expect(await snapshot(t, dataDir)).toEqual(before);
  });

  it("refuses a zip over 20 MB as sent with 413, and stores nothing", async () => {
    const before = await snapshot(t, dataDir);
    const res = await uploadTemplate(t, designer, new Uint8Array(20 * 1024 * 1024 + 1));
    expect(res.status).toBe(413);
    expect((await json(res)).message).toBe("The zip is too large: a template may be at most 20 MB.");
    expect(await snapshot(t, dataDir)).toEqual(before);
  });

  // docs/data-rules.md: "at most 20 MB unpacked" (MB as in its "20 MB as sent", 1024 × 1024 bytes).
  const UNPACKED_LIMIT = 20 * 1024 * 1024;
  /** index.html and a pad.bin that together unpack to `total` bytes, compressed about 20:1 (no bomb). */
  function unpackingTo(total: number) {
    const index = strToU8(GWD_INDEX);
    const pad = new Uint8Array(total - index.length);
    // 1 MB that does not compress (xorshift), then zeros: the zip is about 1 MB as sent.
    let x = 2463534242;
    for (let i = 0; i < 1024 * 1024; i++) {
      x ^= x << 13;
      x ^= x >>> 17;
      x ^= x << 5;
      pad[i] = x & 0xff;
    }
    return zipSync({ "index.html": index, "pad.bin": pad });
  }

  it("refuses a zip that unpacks to one byte over 20 MB with 400 naming the limit, and stores nothing", async () => {
    const zip = unpackingTo(UNPACKED_LIMIT + 1);
    expect(zip.length).toBeLessThan(2 * 1024 * 1024);
    const before = await snapshot(t, dataDir);
    const res = await uploadTemplate(t, designer, zip, "big.zip");
    expect(res.status).toBe(400);
    const message = "The zip unpacks to more than 20 MB; a template may unpack to at most 20 MB.";
    expect(await json(res)).toEqual({ message, errors: { file: message } });
    expect(await snapshot(t, dataDir)).toEqual(before);
  });

  it("takes a zip that unpacks to exactly 20 MB", async () => {
    const template = await uploaded(unpackingTo(UNPACKED_LIMIT), "just-fits.zip");
    expect(template).toMatchObject({ name: "just-fits", report: { files: 2 } });
    const pad = await t.app.request(`/creatives/templates/${template._id}/pad.bin`);
    expect(pad.status).toBe(200);
    expect((await pad.arrayBuffer()).byteLength).toBe(UNPACKED_LIMIT - strToU8(GWD_INDEX).length);
  });

  it("refuses a body that is not multipart", async () => {
    const res = await t.request("POST", "/api/templates/upload", { token: designer, body: { file: "x" } });
    expect(res.status).toBe(400);
    expect((await json(res)).message).toBe("Send the file as multipart/form-data, in one part named file.");
  });
});

describe("list, get, rename and delete", () => {
  let id: string;
  beforeAll(async () => {
    id = (await uploaded(gwdZip(), "Rename me.zip"))._id;
  });

  it("lists with search and paging, without reports", async () => {
    const res = await t.request("GET", "/api/templates?search=rename&limit=5", { token: designer });
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body).toMatchObject({ page: 1, total: 1, totalEstimated: false });
    expect(body.templates[0]).toMatchObject({ _id: id, name: "Rename me", size: "300x250", clickTag: true });
    expect(body.templates[0].report).toBeUndefined();
  });

  it("renames, refusing a blank name", async () => {
    const blank = await t.request("PUT", `/api/templates/update/${id}`, {
      token: designer,
      body: { name: " " },
    });
    expect(blank.status).toBe(400);
    expect((await json(blank)).message).toBe("Name should not be blank.");
    const res = await t.request("PUT", `/api/templates/update/${id}`, {
      token: designer,
      body: { name: "Renamed" },
    });
    expect(res.status).toBe(200);
    expect((await json(res)).template.name).toBe("Renamed");
  });

  it("keeps another company's template out of sight", async () => {
    const other = await createCompany(t, admin, "tpl-globex");
    const outsider = await companyUser(t, admin, "tpl-globex-designer", "designer", [other]);
    expect((await t.request("GET", `/api/templates/${id}`, { token: outsider })).status).toBe(404);
    const list = await json(await t.request("GET", "/api/templates", { token: outsider }));
    expect(list.templates).toEqual([]);
    const del = await t.request("POST", "/api/templates/delete", { token: outsider, body: { id } });
    expect(del.status).toBe(404);
    expect((await t.request("GET", `/api/templates/${id}`, { token: admin })).status).toBe(200);
  });

  it("deletes the row and its hosted files", async () => {
    expect((await storedFiles(dataDir)).some((f) => f.startsWith(`creatives/templates/${id}/`))).toBe(true);
    const res = await t.request("POST", "/api/templates/delete", { token: designer, body: { id } });
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ message: "Deleted successfully" });
    expect((await storedFiles(dataDir)).some((f) => f.startsWith(`creatives/templates/${id}/`))).toBe(false);
    expect((await t.app.request(`/creatives/templates/${id}/index.html`)).status).toBe(404);
    expect((await t.request("GET", `/api/templates/${id}`, { token: designer })).status).toBe(404);
  });
});
