import { DomUtils, parseDocument } from "htmlparser2";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { AdDocumentSchema } from "../document/document";
import { documentOf, FONT, IMAGE, IMAGE2, layer, structureDocuments } from "./__fixtures__/documents";
import { assetPath } from "./assets";
import { RenderError, render } from "./render";

const html = (...args: Parameters<typeof render>) => render(...args).files["index.html"] as string;
const elements = (source: string) => DomUtils.findAll(() => true, parseDocument(source).children);

describe("render", () => {
  it("writes a doctype and the ad.size meta of the size, the teaser's design size for responsive", () => {
    const out = html(documentOf("mini"), { size: "sz300x250", mode: "zip" });
    expect(out.startsWith("<!DOCTYPE html>")).toBe(true);
    expect(out).toContain('<meta name="ad.size" content="width=300,height=250">');
    const story = structureDocuments().story!;
    expect(html(story, { size: "responsive", mode: "zip" })).toContain(
      '<meta name="ad.size" content="width=360,height=640">',
    );
  });

  it("declares a clickTag variable per exit in the head, in number order", () => {
    const doc = documentOf("mini", {
      exits: {
        clickTag2: { url: "https://example.com/two", label: "Two" },
        clickTag: { url: "https://example.com/one", label: "One" },
      },
    });
    const out = html(doc, { size: "sz300x250", mode: "zip" });
    const head = out.slice(0, out.indexOf("</head>"));
    expect(head).toContain(
      'var clickTag = "https://example.com/one";\nvar clickTag2 = "https://example.com/two";',
    );
  });

  it("escapes every text and attribute taken from the document", () => {
    const evil = '</script><img src=x onerror="alert(1)">';
    const doc = documentOf("mini", {
      name: evil,
      pages: [{ id: "p1", name: evil }],
      exits: { clickTag: { url: `https://example.com/?q=${encodeURIComponent(evil)}"`, label: evil } },
      layers: {
        t: layer("t", { kind: "text", text: evil }),
        i: layer("i", { kind: "image", asset: IMAGE, alt: evil }, { order: "a1" }),
        l: layer("l", { kind: "link", exit: "clickTag", label: evil }, { order: "a2" }),
      },
    });
    const out = html(doc, { size: "sz300x250", mode: "hosted" });
    const tags = elements(out);
    expect(tags.filter((t) => t.name === "script")).toHaveLength(3);
    expect(tags.some((t) => "onerror" in t.attribs)).toBe(false);
    expect(tags.filter((t) => t.name === "img")).toHaveLength(1);
    expect(out).toContain("&lt;/script&gt;&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
  });

  it("rejects a document whose ids would land unescaped in CSS and markup", () => {
    const doc = documentOf("mini", { layers: { 'x"><b': layer('x"><b', { kind: "text", text: "hi" }) } });
    expect(() => render(doc, { size: "sz300x250", mode: "zip" })).toThrow('Layer id "x"><b" is not valid.');
  });

  it("turns animations off under prefers-reduced-motion and writes them as CSS keyframes", () => {
    const doc = documentOf("mini", {
      layers: {
        t: layer(
          "t",
          { kind: "text", text: "Fresh" },
          {
            animations: [
              {
                trigger: "entrance",
                preset: "fade",
                delayMs: 100,
                durationMs: 600,
                easing: "ease-out",
                iterations: 1,
              },
            ],
          },
        ),
      },
    });
    const out = html(doc, { size: "sz300x250", mode: "zip" });
    expect(out).toContain(
      "@media (prefers-reduced-motion: reduce){*,*::before,*::after{animation:none!important",
    );
    expect(out).toContain("@keyframes a-fade{from{opacity:0}}");
    expect(out).toContain("animation:a-fade 600ms ease-out 100ms 1 normal both");
  });

  it("gives every image alt text", () => {
    for (const [kind, doc] of Object.entries(structureDocuments())) {
      const size = Object.keys(doc.teaser)[0] as string;
      for (const img of elements(html(doc, { size, mode: "zip" })).filter((t) => t.name === "img")) {
        expect(img.attribs.alt, `${kind}: ${img.attribs.src}`).toBeDefined();
      }
    }
    const out = html(structureDocuments()["multi-size-static"]!, { size: "sz300x250", mode: "zip" });
    expect(out).toContain('alt="A cup"');
  });

  it("makes every exit a link or a button a keyboard reaches", () => {
    for (const [kind, doc] of Object.entries(structureDocuments())) {
      const size = Object.keys(doc.teaser)[0] as string;
      // Chat replies carry their exit as data-go-exit (the runtime copies them into the conversation).
      const exits = elements(html(doc, { size, mode: "zip" })).filter(
        (t) => t.attribs["data-exit"] || t.attribs["data-go-exit"],
      );
      expect(exits.length, kind).toBeGreaterThan(0);
      for (const exit of exits) {
        const focusable = (exit.name === "a" && exit.attribs.href !== undefined) || exit.name === "button";
        expect(focusable, `${kind}: <${exit.name}>`).toBe(true);
      }
    }
  });

  it("makes a click-to-exit image a link, and any clicked layer keyboard-reachable", () => {
    const doc = documentOf("mini", {
      layers: {
        i: layer(
          "i",
          { kind: "image", asset: IMAGE, alt: "Cup" },
          {
            actions: [{ on: { type: "click" }, do: { type: "exit", exit: "clickTag" } }],
          },
        ),
        n: layer(
          "n",
          { kind: "text", text: "Next" },
          {
            order: "a1",
            actions: [{ on: { type: "tap" }, do: { type: "goToPage", page: "p1" } }],
          },
        ),
      },
    });
    const tags = elements(html(doc, { size: "sz300x250", mode: "zip" }));
    expect(tags.find((t) => t.attribs.id === "l-i")).toMatchObject({ name: "a", attribs: { href: "#" } });
    expect(tags.find((t) => t.attribs.id === "l-n")).toMatchObject({
      name: "a",
      attribs: { role: "button" },
    });
  });

  it("references assets by relative paths and lists them for the caller to copy", () => {
    const doc = structureDocuments()["multi-size-static"]!;
    const result = render(doc, { size: "sz300x250", mode: "zip" });
    const path = `assets/${IMAGE.slice(0, 20)}.png`;
    expect(result.assets).toEqual([{ hash: IMAGE, path }]);
    expect(result.files["index.html"]).toContain(`src="${path}"`);
    expect(path.length).toBeLessThanOrEqual(50);
    expect(assetPath({ hash: IMAGE2, mime: "image/jpeg" })).toBe(`assets/${IMAGE2.slice(0, 20)}.jpg`);
  });

  it("prefixes asset paths with assetBase in preview mode only", () => {
    const doc = structureDocuments()["multi-size-static"]!;
    const path = `assets/${IMAGE.slice(0, 20)}.png`;
    const preview = html(doc, { size: "sz300x250", mode: "preview", assetBase: "/api/ads/a1/files" });
    expect(preview).toContain(`src="/api/ads/a1/files/${path}"`);
    const hosted = html(doc, { size: "sz300x250", mode: "hosted", assetBase: "/api/ads/a1/files" });
    expect(hosted).toContain(`src="${path}"`);
    expect(() => render(doc, { size: "sz300x250", mode: "preview", assetBase: '"><script>' })).toThrow(
      RenderError,
    );
  });

  it("loads nothing from another host; only hosted mode knows the tracker", () => {
    for (const [kind, doc] of Object.entries(structureDocuments())) {
      const size = Object.keys(doc.teaser)[0] as string;
      for (const mode of ["preview", "hosted", "zip"] as const) {
        const out = html(doc, { size, mode, trackerUrl: "https://track.example/e" });
        for (const tag of elements(out)) {
          for (const name of ["src", "href", "poster", "data-frames"]) {
            const value = tag.attribs[name];
            if (value !== undefined) expect(value, `${kind} ${mode} ${name}`).toMatch(/^(#|data:,|assets\/)/);
          }
        }
        expect(out.includes("track.example"), `${kind} ${mode}`).toBe(mode === "hosted");
      }
    }
  });

  it("applies the size's overrides over the base properties", () => {
    const doc = documentOf("mini", {
      teaser: { sz300x250: { width: 300, height: 250 }, sz728x90: { width: 728, height: 90 } },
      layers: {
        t: layer(
          "t",
          { kind: "text", text: "Hi" },
          { overrides: { sz728x90: { posleft: 400, fontSize: 12 } } },
        ),
      },
    });
    expect(html(doc, { size: "sz300x250", mode: "zip" })).toContain(
      "#l-t{left:10px;top:20px;width:100px;height:50px}",
    );
    const wide = html(doc, { size: "sz728x90", mode: "zip" });
    expect(wide).toContain("#l-t{left:400px;top:20px;width:100px;height:50px;font-size:12px}");
    expect(wide).toContain('<meta name="ad.size" content="width=728,height=90">');
  });

  it("says which sizes the ad has when asked for another", () => {
    expect(() => render(documentOf("mini"), { size: "sz728x90", mode: "zip" })).toThrow(
      'The ad has no size "sz728x90"; its sizes are sz300x250.',
    );
    expect(() =>
      render(documentOf("mini"), { size: "sz300x250", mode: "hosted", trackerUrl: "javascript:alert(1)" }),
    ).toThrow("The tracker URL must be an http(s) or site-relative address.");
    expect(() =>
      render(documentOf("mini"), { size: "sz300x250", mode: "hosted", trackerUrl: "//evil.example/t" }),
    ).toThrow("The tracker URL must be an http(s) or site-relative address.");
  });

  it("beacons a hosted page to a site-relative tracker as given (the page's own host)", () => {
    const out = html(documentOf("mini"), {
      size: "sz300x250",
      mode: "hosted",
      trackerUrl: "/api/tracker/event?ad=a1&v=2&size=sz300x250",
    });
    expect(out).toContain('"tracker":"/api/tracker/event?ad=a1&v=2&size=sz300x250"');
  });

  it("renders the fixtures, which the document schema accepts", () => {
    for (const [kind, doc] of Object.entries(structureDocuments())) {
      expect(v.safeParse(AdDocumentSchema, doc).issues, kind).toBeUndefined();
    }
  });

  it("declares an uploaded font from its relative path and lists it", () => {
    const doc = documentOf("mini", {
      layers: { t: layer("t", { kind: "text", text: "Brand" }, { props: { font: FONT } }) },
    });
    const result = render(doc, { size: "sz300x250", mode: "zip" });
    const name = `f${FONT.slice(0, 20)}`;
    expect(result.files["index.html"]).toContain(
      `@font-face{font-family:${name};src:url("assets/${FONT.slice(0, 20)}.woff2");font-display:swap}`,
    );
    expect(result.files["index.html"]).toContain(`#l-t{left:0;top:0;font-family:${name}}`);
    expect(result.assets).toEqual([{ hash: FONT, path: `assets/${FONT.slice(0, 20)}.woff2` }]);
  });

  it("nests container children in order-key order and keeps hidden layers hidden", () => {
    const doc = documentOf("mini", {
      layers: {
        box: layer("box", { kind: "container", clip: true }),
        b: layer("b", { kind: "text", text: "second" }, { parent: "box", order: "a1" }),
        a: layer("a", { kind: "text", text: "first" }, { parent: "box", order: "a0V", hidden: true }),
      },
    });
    const out = html(doc, { size: "sz300x250", mode: "zip" });
    expect(out).toContain(
      '<div class="l container" id="l-box" data-clip=""><div class="l text passive" id="l-a" hidden>first</div><div class="l text passive" id="l-b">second</div></div>',
    );
  });

  it("builds the preview's vCard message from a vCard feature, leaving out fields the preview rejects", () => {
    const doc = documentOf("rich-media", {
      features: [
        {
          id: "card",
          type: "vcard",
          firstName: "Ana",
          lastName: "Ruiz",
          organization: "Morning Roast",
          title: "",
          phone: "call me",
          email: "ana@roast.example",
          url: "https://example.com/roast",
          address: "",
        },
      ],
      layers: { save: layer("save", { kind: "feature", feature: "card" }) },
    });
    const out = html(doc, { size: "sz300x250", mode: "zip" });
    expect(out).toContain('<button type="button" class="vcard" data-vcard="card">Save contact</button>');
    const json = out.slice(
      out.indexOf('id="ad-config">') + 15,
      out.indexOf("</script>", out.indexOf('id="ad-config">')),
    );
    expect(JSON.parse(json).vcards).toEqual({
      card: {
        card: {
          fullName: "Ana Ruiz",
          organization: "Morning Roast",
          email: "ana@roast.example",
          url: "https://example.com/roast",
        },
        fileName: "ana-ruiz",
      },
    });
  });
});
