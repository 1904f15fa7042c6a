import { DomUtils, parseDocument } from "htmlparser2";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { AdDocumentSchema } from "../document/document";
import { validate } from "../validate/index";
import { estimateWeight } from "../weight/estimate";
import { documentOf, layer } from "./__fixtures__/documents";
import { RenderError, render } from "./render";

const TEMPLATE = "0f8e1c7a-4b2d-4c9e-9a51-3d2f6b7e8a90";
const doc = documentOf("mini", {
  assets: {},
  layers: {
    banner: layer(
      "banner",
      { kind: "html5", template: TEMPLATE, entry: "index.html", bytes: 40_000 },
      { name: "Leaderboard", props: { posleft: 0, postop: 0, width: 300, height: 250 } },
    ),
  },
});
const frameOf = (html: string) => {
  const frames = DomUtils.getElementsByTagName("iframe", parseDocument(html).children);
  expect(frames).toHaveLength(1);
  return frames[0]!.attribs;
};

describe("an html5 layer", () => {
  it("is a valid document layer; a template id that is not a UUID or an entry leaving the folder is not", () => {
    expect(v.safeParse(AdDocumentSchema, doc).success).toBe(true);
    const bad = (content: object) =>
      v.safeParse(AdDocumentSchema, {
        ...doc,
        layers: { banner: { ...doc.layers.banner, content: { kind: "html5", bytes: 1, ...content } } },
      }).success;
    expect(bad({ template: "../../etc", entry: "index.html" })).toBe(false);
    expect(bad({ template: TEMPLATE, entry: "../index.html" })).toBe(false);
    expect(bad({ template: TEMPLATE, entry: "https://example.com/a.html" })).toBe(false);
    expect(bad({ template: TEMPLATE, entry: "pages/index.html" })).toBe(true);
  });

  it("frames its copy beside index.html in a published size and a zip, sandboxed without same-origin", () => {
    for (const mode of ["hosted", "zip"] as const) {
      const result = render(doc, { size: "sz300x250", mode });
      const frame = frameOf(result.files["index.html"]!);
      expect(frame.src).toBe(`html5/${TEMPLATE}/index.html`);
      expect(frame.title).toBe("Leaderboard");
      expect(frame.sandbox?.split(" ")).toContain("allow-scripts");
      expect(frame.sandbox).not.toContain("allow-same-origin");
      expect(result.templates).toEqual([{ id: TEMPLATE, folder: `html5/${TEMPLATE}/` }]);
    }
  });

  it("frames the hosted template in a preview given the templates' base, and refuses a base with markup", () => {
    const out = render(doc, { size: "sz300x250", mode: "preview", templateBase: "/creatives/templates" });
    expect(frameOf(out.files["index.html"]!).src).toBe(`/creatives/templates/${TEMPLATE}/index.html`);
    expect(() => render(doc, { size: "sz300x250", mode: "preview", templateBase: '"><script>' })).toThrow(
      RenderError,
    );
  });

  it("counts the template's bytes in the weight, once per template", () => {
    const without = estimateWeight({ ...doc, layers: {} });
    const twice = {
      ...doc,
      layers: { ...doc.layers, again: { ...doc.layers.banner!, id: "again", order: "a1" } },
    };
    expect(estimateWeight(doc).initialBytes - without.initialBytes).toBeGreaterThanOrEqual(40_000);
    expect(estimateWeight(twice).initialBytes - estimateWeight(doc).initialBytes).toBeLessThan(40_000);
  });

  it("passes the Google Ads profile once the template's files sit in its folder", () => {
    const result = render(doc, { size: "sz300x250", mode: "zip" });
    const encode = (text: string) => new TextEncoder().encode(text);
    const files = {
      "index.html": encode(result.files["index.html"]!),
      [`html5/${TEMPLATE}/index.html`]: encode(
        '<!DOCTYPE html><html><head><meta name="ad.size" content="width=300,height=250"></head><body>Hi</body></html>',
      ),
    };
    const errors = validate({ kind: "files", files }, { profile: "google-ads" }).filter(
      (i) => i.severity === "error",
    );
    expect(errors).toEqual([]);
    const missing = validate(
      { kind: "files", files: { "index.html": files["index.html"] } },
      { profile: "google-ads" },
    );
    expect(missing.some((i) => i.code === "missing-file")).toBe(true);
  });
});
