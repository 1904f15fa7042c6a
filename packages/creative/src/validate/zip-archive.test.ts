import { strFromU8, strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { html5Facts, html5Root, readZipArchive } from "./index";

const LIMITS = { entries: 500, unzippedBytes: 20 * 1024 * 1024, ratio: 100 };
const MB = 1024 * 1024;

const GWD_HTML = `<!DOCTYPE html><html><head><meta name="ad.size" content="width=300,height=250">
<script src="js/main.js"></script></head><body><img src="assets/cup.png" alt=""></body></html>`;

/** A noisy picture-like file: compresses hardly at all. */
const noise = (length: number) => Uint8Array.from({ length }, (_, i) => (i * 7919 + (i >> 3) * 31) % 251);

const gwdZip = () =>
  zipSync({
    "index.html": strToU8(GWD_HTML),
    "js/main.js": strToU8('var clickTag = "https://example.com/";'),
    "assets/cup.png": noise(2000),
  });

function refusal(bytes: Uint8Array) {
  const result = readZipArchive(bytes, LIMITS);
  if (result.ok) throw new Error("expected a refusal");
  return result;
}

describe("readZipArchive", () => {
  it("unpacks a GWD-style zip with its subfolders, leaving out folders and macOS junk", () => {
    const zip = zipSync({
      "index.html": strToU8(GWD_HTML),
      "js/": new Uint8Array(),
      "js/main.js": strToU8("var clickTag;"),
      "__MACOSX/._index.html": new Uint8Array(10),
      ".DS_Store": new Uint8Array(10),
    });
    const result = readZipArchive(zip, LIMITS);
    expect(result.ok && Object.keys(result.files).sort()).toEqual(["index.html", "js/main.js"]);
    expect(result.ok && strFromU8(result.files["index.html"] ?? new Uint8Array())).toBe(GWD_HTML);
  });

  it("refuses a zip bomb by its ratio before inflating it", () => {
    const result = refusal(zipSync({ "index.html": strToU8(GWD_HTML), "pad.txt": new Uint8Array(10 * MB) }));
    expect(result.message).toBe(
      '"pad.txt" is compressed more than 100:1, which is how zip bombs look; a template may be compressed at most 100:1.',
    );
  });

  it("refuses more than 20 MB unpacked", () => {
    // Stored, not deflated, so the sizes are real (ratio 1:1); the limit is read from the central directory,
    // so the bytes need not be noise (making 22 MB of noise took seconds, and timed out on a busy machine).
    const zip = zipSync({ "a.png": new Uint8Array(11 * MB), "b.png": new Uint8Array(11 * MB) }, { level: 0 });
    expect(refusal(zip).message).toBe(
      "The zip unpacks to more than 20 MB; a template may unpack to at most 20 MB.",
    );
  });

  it("refuses an entry whose header lies about its size", () => {
    const zip = zipSync({ "index.html": new Uint8Array(MB) });
    const view = new DataView(zip.buffer);
    // Patch the central directory's uncompressed size (offset 24 of the record) down to 8 KB.
    for (let at = zip.length - 22; at >= 0; at--) {
      if (view.getUint32(at, true) === 0x02014b50) {
        view.setUint32(at + 24, 8192, true);
        break;
      }
    }
    expect(refusal(zip).message).toBe('"index.html" could not be unpacked: the zip is damaged.');
  });

  it.each([
    ["../x.html", '"../x.html" points outside the zip\'s folder.'],
    ["js/../../x.html", '"js/../../x.html" points outside the zip\'s folder.'],
    ["/etc/x.html", '"/etc/x.html" is an absolute path.'],
    ["C:/x.html", '"C:/x.html" is an absolute path.'],
    ["js\\x.js", '"js\\x.js" uses a backslash; zip paths use forward slashes.'],
  ])("refuses the path %s", (name, message) => {
    expect(refusal(zipSync({ "index.html": strToU8(GWD_HTML), [name]: strToU8("x") })).message).toBe(message);
  });

  it("refuses a symbolic link", () => {
    const zip = zipSync({
      "index.html": strToU8(GWD_HTML),
      "secret.txt": [strToU8("/etc/passwd"), { os: 3, attrs: 0o120777 << 16 }],
    });
    expect(refusal(zip)).toMatchObject({
      code: "link",
      message: '"secret.txt" is a symbolic link; a template may hold only files and folders.',
    });
  });

  it("refuses more than 500 entries from the directory alone", () => {
    const many = Object.fromEntries(Array.from({ length: 501 }, (_, i) => [`f${i}.txt`, strToU8("x")]));
    expect(refusal(zipSync(many)).message).toBe(
      "The zip holds 501 files and folders; a template may hold at most 500.",
    );
  });

  it("refuses what is not a zip", () => {
    expect(refusal(strToU8("<html></html>")).message).toBe(
      "The file is not a zip archive (or it is damaged): export the template as a .zip.",
    );
    expect(refusal(gwdZip().subarray(0, 200)).code).toBe("not-zip");
  });
});

describe("html5Root and html5Facts", () => {
  it("reads the ad.size meta and a clickTag defined in a script file", () => {
    const result = readZipArchive(gwdZip(), LIMITS);
    const root = result.ok ? html5Root(result.files) : null;
    expect(root && html5Facts(root)).toEqual({ size: "300x250", clickTag: true });
  });

  it("takes index.html from a single top folder, and finds none elsewhere", () => {
    const folder = { "ad/index.html": strToU8(GWD_HTML), "ad/js/main.js": strToU8("") };
    expect(Object.keys(html5Root(folder) ?? {})).toEqual(["index.html", "js/main.js"]);
    expect(html5Root({ "ad/index.html": strToU8(""), "other/x.js": strToU8("") })).toBeNull();
    expect(html5Root({ "page.html": strToU8("") })).toBeNull();
  });

  it("says so when there is no size meta and no clickTag", () => {
    expect(html5Facts({ "index.html": strToU8("<html><body></body></html>") })).toEqual({
      size: null,
      clickTag: false,
    });
  });
});
