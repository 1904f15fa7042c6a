import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { AdDocument, Layer } from "@adstudio/creative/document";
import { DOCUMENT_FIXTURES } from "@adstudio/creative/document/fixtures";
import { blankDocument } from "@adstudio/creative/formats";
import { checkAd } from "@adstudio/creative/validate";
import { strToU8, zipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import { tempDir } from "../test-support/accounts.js";
import { cli } from "../test-support/run-cli.js";

let dir: string;

const GOOD_HTML = `<!DOCTYPE html><html><head><meta name="ad.size" content="width=300,height=250">
<script>var clickTag = "https://example.com/";</script></head>
<body><a href="#" onclick="window.open(clickTag); return false;"><img src="cup.png" alt="Cup"></a></body></html>`;
const BROKEN_HTML = `<html><body><img src="https://cdn.example/cup.png"></body></html>`;

beforeAll(async () => {
  dir = await tempDir("validate");
  await mkdir(path.join(dir, "good"));
  await writeFile(path.join(dir, "good", "index.html"), GOOD_HTML);
  await writeFile(path.join(dir, "good", "cup.png"), new Uint8Array(10));
  await writeFile(path.join(dir, "broken.zip"), zipSync({ "index.html": strToU8(BROKEN_HTML) }));
  await writeFile(path.join(dir, "broken.json"), JSON.stringify({ version: 2, format: "mini", name: "" }));
  await writeFile(path.join(dir, "junk.json"), "{not json");
  for (const [version, document] of Object.entries(DOCUMENT_FIXTURES)) {
    await writeFile(path.join(dir, `coffee-v${version}.json`), JSON.stringify(document));
  }
  // A version 1 document whose second layer's first child reuses the first layer's id.
  const broken = structuredClone(DOCUMENT_FIXTURES[1]);
  const child = broken.pages[0]?.layers[1]?.children?.[0];
  if (child) child.id = "cup";
  await writeFile(path.join(dir, "broken-v1.json"), JSON.stringify(broken));
});

const layer = (id: string, content: Layer["content"]): Layer => ({
  id,
  name: id,
  page: "page1",
  parent: null,
  order: `a${id.length}`,
  content,
  props: { posleft: 10, postop: 10, width: 120, height: 40 },
  overrides: {},
  animations: [],
  actions: [],
  hidden: false,
  locked: false,
});
const VIDEO = "c3".repeat(32);
const PICTURE = "a1".repeat(32);

/** The documents the publish dialog was found saying "Passes every check" of, each with its defect. */
function defective(): Record<string, AdDocument> {
  const finished = (type: "story" | "mini" | "vast"): AdDocument => ({
    ...blankDocument(type, "Morning Roast"),
    exits: { clickTag: { url: "https://shop.example/roast", label: "Shop" } },
    layers: { cta: layer("cta", { kind: "link", exit: "clickTag", label: "Order now" }) },
  });
  const story = finished("story");
  const mini = finished("mini");
  const vast = finished("vast");
  return {
    "story-empty-page.json": { ...story, pages: [...story.pages, { id: "page2", name: "Page 2" }] },
    "image-no-alt.json": {
      ...mini,
      assets: {
        [PICTURE]: {
          hash: PICTURE,
          type: "image",
          mime: "image/png",
          name: "cup.png",
          bytes: 2000,
          width: 300,
          height: 250,
        },
      },
      layers: { ...mini.layers, hero: layer("hero", { kind: "image", asset: PICTURE, alt: "" }) },
    },
    "vast-http.json": {
      ...vast,
      assets: {
        [VIDEO]: {
          hash: VIDEO,
          type: "video",
          mime: "video/mp4",
          name: "spot.mp4",
          bytes: 90_000,
          width: 640,
          height: 360,
          durationMs: 15_000,
        },
      },
      layers: {
        spot: layer("spot", {
          kind: "video",
          asset: VIDEO,
          autoplay: true,
          muted: true,
          loop: false,
          controls: false,
          alt: "A pour",
        }),
      },
    },
  };
}

// No ADSTUDIO_URL or key: validate works offline, without signing in.
const run = (...args: string[]) => cli(["validate", ...args], { cwd: dir });

describe("adstudio validate", () => {
  it("exits 0 for a clean creative folder", async () => {
    const res = await run("good", "--profile", "google-ads");
    expect(res.code, res.stderr).toBe(0);
    expect(res.stderr).toContain("ok  good");
    expect(res.stderr).toContain("1 checked, 0 errors, 0 warnings (google-ads)");
  });

  it.each(["gam", "cm360"])("exits 0 for a clean creative folder under --profile %s", async (profile) => {
    const res = await run("good", "--profile", profile);
    expect(res.code, res.stderr).toBe(0);
    expect(res.stderr).toContain(`1 checked, 0 errors, 0 warnings (${profile})`);
  });

  it("exits 1 for a .swf under --profile gam, naming the rule", async () => {
    await mkdir(path.join(dir, "flash"), { recursive: true });
    await writeFile(
      path.join(dir, "flash", "index.html"),
      GOOD_HTML.replace("</a>", '</a><embed src="old.swf">'),
    );
    await writeFile(path.join(dir, "flash", "cup.png"), new Uint8Array(10));
    await writeFile(path.join(dir, "flash", "old.swf"), new Uint8Array(10));
    const res = await run("flash", "--profile", "gam");
    expect(res.code).toBe(1);
    expect(res.stdout.trim()).toBe(
      "error  flash › old.swf: .swf files are not allowed for gam: it refuses swf and flv (Flash). (file-type)",
    );
  });

  it("exits 1 for a page whose <body> comes before its <head>, saying so", async () => {
    await mkdir(path.join(dir, "body-first"), { recursive: true });
    const [head, body] = GOOD_HTML.replace("<!DOCTYPE html><html>", "").split("</head>");
    await writeFile(
      path.join(dir, "body-first", "index.html"),
      `<!DOCTYPE html><html>${body?.replace("</html>", "")}${head}</head></html>`,
    );
    await writeFile(path.join(dir, "body-first", "cup.png"), new Uint8Array(10));
    const res = await run("body-first", "--profile", "google-ads");
    expect(res.code).toBe(1);
    expect(res.stdout.trim()).toBe(
      "error  body-first › index.html: <head> must come before <body>: the HTML file needs <!DOCTYPE html>, <html>, <head> and <body> in that order. (html-order)",
    );
  });

  it("exits 1 for a folder with files nothing uses, naming each", async () => {
    await mkdir(path.join(dir, "leftovers", "img"), { recursive: true });
    await writeFile(path.join(dir, "leftovers", "index.html"), GOOD_HTML);
    await writeFile(path.join(dir, "leftovers", "cup.png"), new Uint8Array(10));
    await writeFile(path.join(dir, "leftovers", "img", "extra.png"), new Uint8Array(10));
    await writeFile(path.join(dir, "leftovers", "unused.js"), "var unused = 1;");
    const res = await run("leftovers", "--profile", "google-ads");
    expect(res.code).toBe(1);
    expect(res.stdout.trim().split("\n").sort()).toEqual([
      "error  leftovers › img/extra.png: img/extra.png is not used by the creative (nothing refers to it); remove it. (unreferenced-file)",
      "error  leftovers › unused.js: unused.js is not used by the creative (nothing refers to it); remove it. (unreferenced-file)",
    ]);
  });

  it("exits 1 under google-ads and cm360 for a creative using local and session storage, 0 under iab", async () => {
    await mkdir(path.join(dir, "storage"), { recursive: true });
    await writeFile(
      path.join(dir, "storage", "index.html"),
      GOOD_HTML.replace(
        "</head>",
        '<script>localStorage.setItem("seen", "1"); sessionStorage.clear();</script></head>',
      ),
    );
    await writeFile(path.join(dir, "storage", "cup.png"), new Uint8Array(10));
    for (const profile of ["google-ads", "cm360"]) {
      const res = await run("storage", "--profile", profile);
      expect(res.code).toBe(1);
      expect(res.stdout.trim().split("\n")).toEqual([
        `error  storage › index.html: The creative uses localStorage; ${profile} does not allow local or session storage. (storage)`,
        `error  storage › index.html: The creative uses sessionStorage; ${profile} does not allow local or session storage. (storage)`,
      ]);
    }
    expect((await run("storage", "--profile", "iab")).code).toBe(0);
  });

  it("checks a zip of one zip per size (ad export --size all) zip by zip, against each zip's size", async () => {
    const sized = (size: string, extra: Record<string, Uint8Array> = {}) => {
      const [width, height] = size.split("x");
      const html = GOOD_HTML.replace("width=300,height=250", `width=${width},height=${height}`);
      return zipSync({ "index.html": strToU8(html), "cup.png": new Uint8Array(10), ...extra });
    };
    const stored = (zips: Record<string, Uint8Array>) =>
      zipSync(Object.fromEntries(Object.entries(zips).map(([name, bytes]) => [name, [bytes, { level: 0 }]])));
    await writeFile(
      path.join(dir, "roast-all-sizes.zip"),
      stored({ "roast-sz300x250.zip": sized("300x250"), "roast-sz728x90.zip": sized("728x90") }),
    );
    const clean = await run("roast-all-sizes.zip", "--profile", "google-ads", "--size", "300x250");
    expect(clean.code, clean.stdout).toBe(0);
    expect(clean.stderr).toContain("ok  roast-all-sizes.zip › roast-sz300x250.zip");
    expect(clean.stderr).toContain("ok  roast-all-sizes.zip › roast-sz728x90.zip");
    expect(clean.stderr).toContain("2 checked, 0 errors, 0 warnings (google-ads)");

    await writeFile(
      path.join(dir, "broken-all-sizes.zip"),
      stored({
        "roast-sz300x250.zip": sized("300x250"),
        "roast-sz728x90.zip": sized("728x90", { "extra.png": new Uint8Array(1) }),
      }),
    );
    const broken = await run("broken-all-sizes.zip", "--profile", "google-ads", "--json");
    expect(broken.code).toBe(1);
    expect(JSON.parse(broken.stdout).results).toEqual([
      { file: "broken-all-sizes.zip › roast-sz300x250.zip", issues: [] },
      {
        file: "broken-all-sizes.zip › roast-sz728x90.zip",
        issues: [
          {
            code: "unreferenced-file",
            severity: "error",
            path: "extra.png",
            message: "extra.png is not used by the creative (nothing refers to it); remove it.",
          },
        ],
      },
    ]);
  });

  it("still refuses a zip that holds a zip beside other files", async () => {
    const inner = zipSync({ "index.html": strToU8(GOOD_HTML) });
    await writeFile(
      path.join(dir, "mixed.zip"),
      zipSync({ "index.html": strToU8(GOOD_HTML), "cup.png": new Uint8Array(10), "old.zip": inner }),
    );
    const res = await run("mixed.zip", "--profile", "google-ads");
    expect(res.code).toBe(1);
    expect(res.stdout).toContain(
      "error  mixed.zip › old.zip: A zip cannot contain another zip. (nested-zip)",
    );
    expect(res.stderr).toContain("1 checked");
  });

  it("exits 1 for a broken zip and a broken document, printing each issue's path", async () => {
    const res = await run("broken.zip", "broken.json", "junk.json");
    expect(res.code).toBe(1);
    expect(res.stdout).toContain(
      "error  broken.zip › index.html: The HTML file needs <!DOCTYPE html> first. (doctype)",
    );
    expect(res.stdout).toContain(
      "error  broken.zip › index.html: The creative loads https://cdn.example/cup.png from another host; ship the file inside the creative and use a relative path. (external-request)",
    );
    expect(res.stdout).toContain("error  broken.json › name: Name should not be blank. (schema)");
    expect(res.stdout).toContain("error  junk.json: The file is not valid JSON. (json)");
  });

  it.each(Object.keys(DOCUMENT_FIXTURES))(
    "checks a version %s document as the current version: exit 0, no issues",
    async (version) => {
      const res = await run(`coffee-v${version}.json`, "--json");
      expect(res.code, res.stderr).toBe(0);
      expect(JSON.parse(res.stdout)).toEqual({ results: [{ file: `coffee-v${version}.json`, issues: [] }] });
    },
  );

  it("exits 1 for a broken version 1 document, naming the field's path in it", async () => {
    const res = await run("broken-v1.json");
    expect(res.code).toBe(1);
    expect(res.stdout.trim()).toBe(
      'error  broken-v1.json › pages.0.layers.1.children.0.id: Two layers are called "cup"; layer ids must be unique. (shape)',
    );
  });

  it("writes GitHub annotations with --format github, and JSON with --json", async () => {
    const github = await run("broken.zip", "--format", "github");
    expect(github.code).toBe(1);
    expect(github.stdout).toContain(
      "::error file=broken.zip,title=doctype::index.html: The HTML file needs <!DOCTYPE html> first.",
    );
    const json = await run("broken.json", "--json");
    const { results } = JSON.parse(json.stdout);
    expect(results[0].file).toBe("broken.json");
    expect(results[0].issues).toContainEqual({
      code: "schema",
      severity: "error",
      path: "name",
      message: "Name should not be blank.",
    });
  });

  it.each(Object.keys(defective()))(
    "says of %s what the studio's publish dialog says (the same checkAd), and that is not nothing",
    async (file) => {
      const document = defective()[file] as AdDocument;
      await writeFile(path.join(dir, file), JSON.stringify(document));
      const res = await run(file, "--origin", "http://localhost:3000", "--json");
      const { results } = JSON.parse(res.stdout);
      const studio = checkAd(document, { origin: "http://localhost:3000" }).issues;
      expect(studio).not.toEqual([]);
      expect(results[0].issues).toEqual(studio);
    },
  );

  it("checks a video ad document's VAST tag only given where it will be published", async () => {
    await writeFile(path.join(dir, "vast-http.json"), JSON.stringify(defective()["vast-http.json"]));
    expect((await run("vast-http.json")).code).toBe(0);
    const res = await run("vast-http.json", "--origin", "http://localhost:3000");
    expect(res.code).toBe(1);
    expect(res.stdout).toContain(
      "error  vast-http.json › vast.xml › VAST.Ad[0].InLine.Linear[0].MediaFile[0]: The media file http://localhost:3000/creatives/check/1/assets/c3c3c3c3c3c3c3c3c3c3.mp4 must be an https address. (https)",
    );
    expect((await run("vast-http.json", "--origin", "https://studio.example")).code).toBe(0);
    expect((await run("vast-http.json", "--origin", "studio.example")).stderr).toContain(
      "--origin must look like https://studio.example.",
    );
  });

  it("exits 2 for usage errors", async () => {
    expect((await run("good", "--profile", "yahoo")).code).toBe(2);
    expect((await run("good", "--profile", "yahoo")).stderr).toContain(
      "Unknown profile 'yahoo': use iab, google-ads, google-video, dv360, gam, cm360.",
    );
    expect((await run("nowhere.zip")).code).toBe(2);
    expect((await cli(["validate"], { cwd: dir })).code).toBe(2);
  });
});
