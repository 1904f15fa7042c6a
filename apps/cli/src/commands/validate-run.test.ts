import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Asset } from "@adstudio/creative/document";
import { render } from "@adstudio/creative/render";
import { sampleDocument } from "@adstudio/creative/samples";
import { strToU8, zipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import { tempDir } from "../test-support/accounts.js";
import { cli } from "../test-support/run-cli.js";

// `validate --run` opens each creative in Debian's Chromium (/usr/bin/chromium) on a loopback server.
let dir: string;

const head = (extra = "") => `<!DOCTYPE html><html><head><meta name="ad.size" content="width=300,height=250">
<script>var clickTag = "https://example.com/";</script>${extra}</head>
<body><a href="#" onclick="window.open(clickTag); return false;">Shop</a>`;
/** Creatives whose fault only shows when they run: each passes the static checks. */
const FOLDERS: Record<string, Record<string, string | Uint8Array>> = {
  fetch: {
    "index.html": `${head()}<script>fetch("https://api.other.example/stock").catch(function () {});</script></body></html>`,
  },
  pixel: {
    "index.html": `${head()}<script>window.addEventListener("load", function () {
  new Image().src = "https://tracker.example/p";
});</script></body></html>`,
  },
  "long-animation": {
    "index.html": `${head()}<script>document.querySelector("a").animate([{ opacity: 0 }, { opacity: 1 }], { duration: 40000 });</script></body></html>`,
  },
  heavy: {
    "index.html": `${head()}<script>window.addEventListener("load", function () {
  fetch("clip.mp4").then(function (r) { return r.arrayBuffer(); });
});</script></body></html>`,
    // A 5 MB "video" (bytes that do not compress), fetched after load.
    "clip.mp4": Uint8Array.from({ length: 5 * 1024 * 1024 }, (_, i) => (i * 2654435761) >>> 24),
  },
};

/** A real 1x1 PNG for the demo ads' pictures. */
const PNG = Uint8Array.from(
  atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=="),
  (c) => c.charCodeAt(0),
);
const picture = (n: number): Asset => ({
  hash: n.toString(16).padStart(2, "0").repeat(32),
  type: "image",
  mime: "image/png",
  name: `photo-${n}.png`,
  bytes: PNG.length,
  width: 600,
  height: 500,
});
const VIDEO: Asset = {
  hash: "ee".repeat(32),
  type: "video",
  mime: "video/mp4",
  name: "spot.mp4",
  bytes: 22_000,
  width: 640,
  height: 360,
  durationMs: 5000,
};

/** The demo banners as `ad export --size …` zips them: the renderer's files and each picture. */
function demoZip(type: "mini" | "rich-media" | "sticker", size: string): Uint8Array {
  const doc = sampleDocument(type, { images: [1, 2, 3, 4].map(picture), video: VIDEO });
  const rendered = render(doc, { size, mode: "zip" });
  const files: Record<string, Uint8Array> = {};
  for (const [name, text] of Object.entries(rendered.files)) files[name] = strToU8(text);
  for (const { path: file } of rendered.assets) files[file] = PNG;
  return zipSync(files);
}

beforeAll(async () => {
  dir = await tempDir("validate-run");
  for (const [folder, files] of Object.entries(FOLDERS)) {
    await mkdir(path.join(dir, folder));
    for (const [name, body] of Object.entries(files)) await writeFile(path.join(dir, folder, name), body);
  }
  await writeFile(path.join(dir, "mini-sz300x250.zip"), demoZip("mini", "sz300x250"));
  await writeFile(path.join(dir, "rich-media-sz300x600.zip"), demoZip("rich-media", "sz300x600"));
  await writeFile(path.join(dir, "sticker-sz320x50.zip"), demoZip("sticker", "sz320x50"));
});

const run = (...args: string[]) => cli(["validate", ...args], { cwd: dir });

describe("adstudio validate --run", () => {
  it.each(Object.keys(FOLDERS))("the static checks alone pass %s (exit 0)", async (folder) => {
    const res = await run(folder, "--profile", "iab");
    expect(res.code, res.stdout).toBe(0);
  });

  it("fails a fetch() to another host, which never leaves the machine", async () => {
    const res = await run("fetch", "--profile", "google-ads", "--run");
    expect(res.code).toBe(1);
    expect(res.stdout).toContain(
      "error  fetch › https://api.other.example/stock: The creative requests https://api.other.example/stock from api.other.example, which google-ads does not allow (blocked). (run-host)",
    );
  });

  it("fails a pixel a script inserts with new Image()", async () => {
    const res = await run("pixel", "--profile", "google-ads", "--run");
    expect(res.code).toBe(1);
    expect(res.stdout).toContain(
      "error  pixel › https://tracker.example/p: A script inserts <img> that loads https://tracker.example/p. (run-inserted)",
    );
    expect(res.stdout).toContain("which google-ads does not allow (blocked). (run-host)");
  });

  it("fails a 40 s animation under the Google profile", async () => {
    const res = await run("long-animation", "--profile", "google-ads", "--run", "--json");
    expect(res.code).toBe(1);
    const [result] = JSON.parse(res.stdout).results;
    expect(result.issues).toContainEqual({
      code: "run-animation-length",
      severity: "error",
      path: "a",
      message: "An animation (a) runs 40 s; google-ads allows 30 s.",
    });
  });

  it("fails a 5 MB download: past the polite load and Chrome's 4 MB heavy-ad limit", async () => {
    const res = await run("heavy", "--profile", "iab", "--run");
    expect(res.code).toBe(1);
    expect(res.stdout).toMatch(
      /error {2}heavy: The creative downloaded 51\d\d\.\d KB; Chrome unloads an ad past 4 MB of network\. \(heavy-ad-network\)/,
    );
    expect(res.stdout).toContain("iab allows 300 KB for 300x250. (run-weight-polite)");
  });

  it("passes the demo banners under google-ads, with the click macro as their clickTag", async () => {
    const res = await run(
      "mini-sz300x250.zip",
      "rich-media-sz300x600.zip",
      "sticker-sz320x50.zip",
      "--profile",
      "google-ads",
      "--run",
      "--click-macro",
      "https://adserver.example/click?u=",
    );
    expect(res.code, res.stdout).toBe(0);
    expect(res.stderr).toContain("3 checked, 0 errors, 0 warnings (google-ads)");
  });

  it("exits 2 when Chromium is missing, saying how to install it; without --run it never needs it", async () => {
    const env = { ADSTUDIO_CHROMIUM: path.join(dir, "no-chromium") };
    const res = await cli(["validate", "fetch", "--run"], { cwd: dir, env });
    expect(res.code).toBe(2);
    expect(res.stderr).toContain("--run needs Chromium: install it with apt-get install chromium");
    expect((await cli(["validate", "fetch"], { cwd: dir, env })).code).toBe(0);
  });
});
