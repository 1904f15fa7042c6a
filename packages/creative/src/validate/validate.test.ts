import { strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import v1Coffee from "../document/fixtures/v1-mini-coffee.json";
import v2Coffee from "../document/fixtures/v2-mini-coffee.json";
import { documentOf, IMAGE, layer, structureDocuments, VIDEO } from "../render/__fixtures__/documents";
import { render } from "../render/render";
import { toVast } from "../vast/to-vast";
import { validate } from "./index";
import type { Issue } from "./types";

const errors = (issues: Issue[]) => issues.filter((i) => i.severity === "error");
const codes = (issues: Issue[]) => errors(issues).map((i) => i.code);

/** A zip of one rendered size, with made-up asset bytes of the fixture's sizes. */
function renderedZip(
  doc = documentOf("mini", {
    layers: { cta: layer("cta", { kind: "link", exit: "clickTag", label: "Order" }) },
  }),
) {
  const result = render(doc, { size: doc.baseSize, mode: "zip" });
  const files: Record<string, Uint8Array> = {};
  for (const [name, text] of Object.entries(result.files)) files[name] = strToU8(text);
  for (const { path } of result.assets) files[path] = new Uint8Array(1000).fill(7);
  return zipSync(files);
}

const GOOD_HTML = `<!DOCTYPE html><html><head><meta name="ad.size" content="width=300,height=250">
<script>var clickTag = "https://example.com/";</script></head>
<body><a href="#" onclick="window.open(clickTag); return false;"><img src="img/cup.png" alt="Cup"></a></body></html>`;
const files = (entries: Record<string, string | Uint8Array>) =>
  Object.fromEntries(Object.entries(entries).map(([k, v]) => [k, typeof v === "string" ? strToU8(v) : v]));

describe("validate: HTML5 zips and folders", () => {
  it("passes what render writes, for Google Ads", () => {
    const issues = validate(
      { kind: "zip", bytes: renderedZip(), name: "morning-roast-300x250.zip" },
      { profile: "google-ads", size: "300x250" },
    );
    expect(errors(issues)).toEqual([]);
  });

  it("passes a hand-written HTML5 banner", () => {
    const issues = validate(
      { kind: "files", files: files({ "index.html": GOOD_HTML, "img/cup.png": new Uint8Array(10) }) },
      { profile: "google-ads" },
    );
    expect(errors(issues)).toEqual([]);
  });

  it("finds each broken rule, naming the file", () => {
    const html = `<html><head><script src="https://cdn.example/lib.js"></script><style>.a{animation: spin 2s linear infinite}</style></head>
<body><a href="https://shop.example/">Go</a><img src="missing.png"><img src="http://insecure.example/x.png"></body></html>`;
    const issues = validate(
      { kind: "files", files: files({ "index.html": html, "notes.exe": "x" }) },
      { profile: "google-ads" },
    );
    expect(new Set(codes(issues))).toEqual(
      new Set([
        "file-type",
        "doctype",
        "ad-size",
        "external-request",
        "missing-file",
        "hard-coded-exit",
        "https",
        "click-tag",
        "animation-length",
        "unreferenced-file",
      ]),
    );
    expect(errors(issues).find((i) => i.code === "file-type")).toMatchObject({ path: "notes.exe" });
    expect(errors(issues).find((i) => i.code === "animation-length")?.message).toBe(
      "An animation runs forever; at most 30 s are allowed.",
    );
  });

  it("allows 40 files and 50-character names, not 41 or 51", () => {
    const many = (n: number) =>
      Object.fromEntries(Array.from({ length: n - 1 }, (_, i) => [`img/${i}.png`, new Uint8Array(1)]));
    // A script names every file, so each is used without adding to the initial requests.
    const naming = (extra: Record<string, Uint8Array>) =>
      GOOD_HTML.replace(
        "</head>",
        `<script>var frames = ${JSON.stringify(Object.keys(extra))};</script></head>`,
      );
    expect(
      codes(
        validate(
          {
            kind: "files",
            files: files({ "index.html": naming(many(39)), "img/cup.png": new Uint8Array(1), ...many(39) }),
          },
          { profile: "iab" },
        ),
      ),
    ).toEqual([]);
    const tooMany = validate(
      {
        kind: "files",
        files: files({ "index.html": naming(many(40)), "img/cup.png": new Uint8Array(1), ...many(40) }),
      },
      { profile: "iab" },
    );
    expect(errors(tooMany).map((i) => i.message)).toContain(
      "The creative holds 41 files; at most 40 are allowed.",
    );
    const name50 = `${"a".repeat(46)}.png`;
    const name51 = `${"a".repeat(47)}.png`;
    expect(
      codes(
        validate(
          {
            kind: "files",
            files: files({
              "index.html": naming({ [name50]: new Uint8Array(1) }),
              "img/cup.png": new Uint8Array(1),
              [name50]: new Uint8Array(1),
            }),
          },
          { profile: "iab" },
        ),
      ),
    ).toEqual([]);
    expect(
      codes(
        validate(
          {
            kind: "files",
            files: files({
              "index.html": naming({ [name51]: new Uint8Array(1) }),
              "img/cup.png": new Uint8Array(1),
              [name51]: new Uint8Array(1),
            }),
          },
          { profile: "iab" },
        ),
      ),
    ).toEqual(["file-name-length"]);
  });

  it("weighs the zip against the profile: 150 KB for Google Ads, 500 KB for DV360", () => {
    // Random bytes do not compress, so the zip weighs about what it holds.
    const noise = (kb: number) => {
      let x = 2463534242;
      return Uint8Array.from({ length: kb * 1024 }, () => {
        x ^= x << 13;
        x ^= x >>> 17;
        x ^= x << 5;
        return x & 255;
      });
    };
    const zip = zipSync(files({ "index.html": GOOD_HTML, "img/cup.png": noise(200) }));
    const google = validate({ kind: "zip", bytes: zip }, { profile: "google-ads" });
    expect(errors(google).find((i) => i.code === "zip-weight")?.message).toMatch(
      /; google-ads allows 150 KB\.$/,
    );
    expect(codes(validate({ kind: "zip", bytes: zip }, { profile: "dv360" }))).toEqual([]);
  });

  it("checks the declared size against the expected one", () => {
    const issues = validate(
      { kind: "files", files: files({ "index.html": GOOD_HTML, "img/cup.png": new Uint8Array(1) }) },
      { profile: "iab", size: "728x90" },
    );
    expect(errors(issues).map((i) => i.message)).toEqual([
      "The ad.size meta says 300x250, but the creative is 728x90.",
    ]);
  });

  it("says so when a file is not a zip", () => {
    expect(validate({ kind: "zip", bytes: strToU8("not a zip") }, { profile: "iab" })).toEqual([
      { code: "zip", severity: "error", path: "", message: "The file is not a readable zip archive." },
    ]);
  });
});

describe("validate: documents", () => {
  it("passes every structure's document", () => {
    for (const [name, doc] of Object.entries(structureDocuments())) {
      if (name.startsWith("vast") || name === "vertical-video") continue;
      expect(errors(validate({ kind: "document", document: doc }, { profile: "iab" })), name).toEqual([]);
    }
  });

  it.each([
    ["1", v1Coffee],
    ["2", v2Coffee],
  ])("checks a version %s document as the current version: the coffee fixture has no issues", (_v, doc) => {
    expect(validate({ kind: "document", document: structuredClone(doc) }, { profile: "iab" })).toEqual([]);
  });

  it("reports a broken version 1 document at the path of the field in that document", () => {
    const doc = structuredClone(v1Coffee);
    const child = doc.pages[0]?.layers[1]?.children?.[0];
    if (child) child.id = "cup";
    expect(validate({ kind: "document", document: doc }, { profile: "iab" })).toEqual([
      {
        code: "shape",
        severity: "error",
        path: "pages.0.layers.1.children.0.id",
        message: 'Two layers are called "cup"; layer ids must be unique.',
      },
    ]);
  });

  it("refuses a document from a newer Adstudio instead of half reading it", () => {
    const newer = { ...structuredClone(v2Coffee), migrations: ["v3-something-new"] };
    expect(validate({ kind: "document", document: newer }, { profile: "iab" })).toMatchObject([
      { code: "version", severity: "error", path: "migrations.0" },
    ]);
  });

  it("reports schema problems by path", () => {
    const doc = documentOf("mini", {
      layers: { cta: layer("cta", { kind: "text", text: "Hi" }, { props: { width: -1 } }) },
    });
    const issues = validate({ kind: "document", document: doc }, { profile: "iab" });
    expect(issues.map((i) => i.path)).toContain("layers.cta.props.width");
  });

  it("reports broken references, a missing cube and a size the format does not have", () => {
    const doc = documentOf("3d-roll", {
      teaser: { sz300x250: { width: 300, height: 250 }, sz728x90: { width: 728, height: 90 } },
      layers: {
        cta: layer(
          "cta",
          { kind: "image", asset: "e".repeat(64), alt: "Gone" },
          {
            actions: [{ on: { type: "click" }, do: { type: "exit", exit: "clickTag2" } }],
            animations: [
              {
                trigger: "loop",
                preset: "pulse",
                delayMs: 0,
                durationMs: 1000,
                easing: "ease",
                iterations: 0,
              },
            ],
          },
        ),
      },
    });
    const issues = errors(validate({ kind: "document", document: doc }, { profile: "iab" }));
    expect(issues.map((i) => [i.code, i.path])).toEqual(
      expect.arrayContaining([
        ["reference", "layers.cta.content.asset"],
        ["reference", "layers.cta.actions.0.do.exit"],
        ["size", "teaser.sz728x90"],
        ["required-slot", "features"],
        ["animation-length", "layers.cta.animations.0"],
      ]),
    );
    expect(issues.find((i) => i.code === "reference" && i.path.endsWith("exit"))?.message).toBe(
      'Exit "clickTag2" does not exist in this ad.',
    );
  });

  it("holds a 300x250 to IAB LEAN's 150 KB initial load", () => {
    const heavy = documentOf("mini", {
      assets: {
        [IMAGE]: {
          hash: IMAGE,
          type: "image",
          mime: "image/png",
          name: "big.png",
          bytes: 151 * 1024,
          width: 300,
          height: 250,
        },
      },
      layers: { hero: layer("hero", { kind: "image", asset: IMAGE, alt: "Hero" }) },
    });
    const issues = errors(validate({ kind: "document", document: heavy }, { profile: "iab" }));
    expect(issues.map((i) => i.code)).toEqual(["weight-initial"]);
    expect(issues[0]?.message).toMatch(
      /^The initial load of sz300x250 is 15\d\.\d KB; IAB LEAN allows 150 KB\.$/,
    );
  });
});

describe("validate: VAST", () => {
  it("passes what toVast writes and finds a broken one", () => {
    const docs = structureDocuments();
    const vast = docs["vast-linear"];
    if (!vast) throw new Error("fixture missing");
    const measured = {
      ...vast.assets[VIDEO],
      width: 640,
      height: 360,
      durationMs: 15_000,
    } as (typeof vast.assets)[string];
    const xml = toVast(
      { ...vast, assets: { ...vast.assets, [VIDEO]: measured } },
      {
        baseUrl: "https://studio.example",
        adId: "ad1",
        version: 1,
        trackerUrl: "https://studio.example/t",
      },
    );
    expect(errors(validate({ kind: "vast", xml }, { profile: "iab" }))).toEqual([]);
    const broken = `<VAST version="4.2"><Ad><InLine><AdSystem>x</AdSystem><Creatives><Creative><Linear><MediaFiles><MediaFile type="video/mp4">http://x.example/a.mp4</MediaFile></MediaFiles></Linear></Creative></Creatives></InLine></Ad></VAST>`;
    expect(new Set(codes(validate({ kind: "vast", xml: broken }, { profile: "iab" })))).toEqual(
      new Set(["vast-inline", "vast-duration", "vast-media", "https", "vast-universal-ad-id"]),
    );
  });
});
