import { strToU8 } from "fflate";
import { describe, expect, it } from "vitest";
import { validate } from "./index";
import type { Profile } from "./types";

const HEAD = `<meta name="ad.size" content="width=300,height=250">
<script>var clickTag = "https://example.com/";</script>`;
const BODY = `<a href="#" onclick="window.open(clickTag); return false;"><img src="cup.png" alt="Cup"></a>`;
const PAGE = `<!DOCTYPE html><html><head>${HEAD}</head><body>${BODY}</body></html>`;

/** A creative's files: its index.html and the picture it shows, plus `extra`. */
const creative = (html: string, extra: Record<string, string> = {}) => ({
  kind: "files" as const,
  files: Object.fromEntries(
    Object.entries({ "index.html": html, "cup.png": "png", ...extra }).map(([k, v]) => [k, strToU8(v)]),
  ),
});
const said = (input: ReturnType<typeof creative>, profile: Profile = "iab") =>
  validate(input, { profile }).map((i) => `${i.severity} ${i.code} ${i.path}: ${i.message}`);

describe("validate: the page's frame (doctype, html, head, body in that order)", () => {
  it("passes a page in order, comments and blank lines before the doctype included", () => {
    expect(said(creative(`<!-- built 2026 -->\n${PAGE}`))).toEqual([]);
  });

  it("says <head> must come before <body> when the body is written first", () => {
    const html = `<!DOCTYPE html><html><body>${BODY}</body><head>${HEAD}</head></html>`;
    expect(said(creative(html))).toEqual([
      "error html-order index.html: <head> must come before <body>: the HTML file needs <!DOCTYPE html>, <html>, <head> and <body> in that order.",
    ]);
  });

  it("says the doctype must come first", () => {
    const html = PAGE.replace("<!DOCTYPE html><html>", "<html><!DOCTYPE html>");
    expect(said(creative(html))).toEqual([
      "error html-order index.html: <!DOCTYPE html> must come before <html>: the HTML file needs <!DOCTYPE html>, <html>, <head> and <body> in that order.",
    ]);
  });

  it("needs a <head>", () => {
    const html = `<!DOCTYPE html><html>${HEAD}<body>${BODY}</body></html>`;
    expect(said(creative(html))).toEqual(["error no-head index.html: The HTML file needs a <head> element."]);
  });

  it("is not fooled by a script that writes the frame's tags", () => {
    const html = PAGE.replace(
      "</script>",
      "</script><script>var later = '<body></body><head></head>';</script>",
    );
    expect(said(creative(html))).toEqual([]);
  });
});

describe("validate: no unreferenced files", () => {
  it("names each file nothing refers to", () => {
    expect(said(creative(PAGE, { "img/extra.png": "png", "unused.js": "var a = 1;" }))).toEqual([
      "error unreferenced-file img/extra.png: img/extra.png is not used by the creative (nothing refers to it); remove it.",
      "error unreferenced-file unused.js: unused.js is not used by the creative (nothing refers to it); remove it.",
    ]);
  });

  it("counts files named by a linked stylesheet and a loaded script, and what those name in turn", () => {
    const html = PAGE.replace(
      "</head>",
      '<link rel="stylesheet" href="style.css"><script src="js/ad.js"></script></head>',
    );
    const input = creative(html, {
      "style.css": "body{background:url(img/bg.png)}",
      "js/ad.js": 'fetch("data/frames.json");',
      "data/frames.json": '["img/frame-1.png"]',
      "img/bg.png": "png",
      "img/frame-1.png": "png",
    });
    expect(said(input)).toEqual([]);
  });

  it("reads a stylesheet's url(...) from the stylesheet's own folder, as a browser does", () => {
    const html = PAGE.replace("</head>", '<link rel="stylesheet" href="css/style.css"></head>');
    const input = creative(html, {
      "css/style.css": "body{background:url(../img/bg.png)}",
      "img/bg.png": "png",
    });
    expect(said(input)).toEqual([]);
    const wrong = creative(html, {
      "css/style.css": "body{background:url(img/bg.png)}",
      "img/bg.png": "png",
    });
    expect(said(wrong)).toContain('error missing-file css/style.css: "img/bg.png" is not in the creative.');
  });

  it("does not count a file named only by an unused file, nor one whose name is part of another's", () => {
    const input = creative(PAGE, { "unused.js": 'load("teacup.png")', "teacup.png": "png" });
    expect(said(input).map((s) => s.split(":")[0])).toEqual([
      "error unreferenced-file unused.js",
      "error unreferenced-file teacup.png",
    ]);
  });
});

describe("validate: no local or session storage (Google Ads, CM360)", () => {
  const storing = PAGE.replace(
    "</head>",
    '<script>localStorage.setItem("seen", "1");</script><script src="ad.js"></script></head>',
  );
  const input = () => creative(storing, { "ad.js": 'var visits = window["sessionStorage"].length;' });

  it.each(["google-ads", "google-video", "cm360"] as const)(
    "refuses both under %s, naming the file",
    (profile) => {
      expect(said(input(), profile)).toEqual([
        `error storage index.html: The creative uses localStorage; ${profile} does not allow local or session storage.`,
        `error storage ad.js: The creative uses sessionStorage; ${profile} does not allow local or session storage.`,
      ]);
    },
  );

  it.each(["iab", "dv360", "gam"] as const)("leaves storage to %s, which names no such rule", (profile) => {
    expect(said(input(), profile)).toEqual([]);
  });

  it("does not take a longer name for the storage", () => {
    const html = PAGE.replace(
      "</head>",
      "<script>var myLocalStorage = {}; var localStorageKey = 'k';</script></head>",
    );
    expect(said(creative(html), "google-ads")).toEqual([]);
  });
});
