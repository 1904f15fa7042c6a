import { type Browser, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LayerProps } from "../document/layer";
import { documentOf, layer } from "../render/__fixtures__/documents";
import { render } from "../render/render";
import { type StaticElement, staticTree } from "../static/tree";
import { layerCss } from "./css";
import { LAYER_PROPS, type LayerPropName } from "./registry";

/**
 * Every property of the registry, drawn both ways: the HTML render in Chromium, and the still render's
 * satori tree laid out by the same Chromium (satori reads CSS as a browser does). For each layer, the
 * computed style of every CSS property its declarations set must be the same on both sides.
 */

// Several values where the still has to translate (alignment into flex placement, flips into a transform).
const CASES: Record<LayerPropName, LayerProps[]> = {
  posleft: [{ posleft: 12 }],
  postop: [{ postop: 7 }],
  posright: [{ posright: 9 }],
  posbottom: [{ posbottom: 5 }],
  width: [{ width: 61 }],
  height: [{ height: 23 }],
  background: [{ background: "#ff0044" }, { background: "rgba(0, 128, 255, 0.5)" }],
  fontColor: [{ fontColor: "#00aa77" }],
  fontSize: [{ fontSize: 21 }],
  font: [{ font: "serif" }, { font: "Georgia" }],
  textAlign: [{ textAlign: "center" }, { textAlign: "right" }, { textAlign: "justify" }],
  decoration: [{ decoration: "underline" }, { decoration: "line-through" }, { decoration: "none" }],
  borderWidth: [{ borderWidth: 3 }],
  borderStyle: [{ borderStyle: "dashed" }],
  borderRadius: [{ borderRadius: 6 }],
  borderColor: [{ borderWidth: 2, borderColor: "#123456" }],
  opacity: [{ opacity: 0.4 }],
  rotation: [{ rotation: 30 }],
  flip: [{ flip: "horizontal" }, { flip: "vertical" }, { flip: "both", rotation: -15 }],
  blendMode: [{ blendMode: "multiply" }],
  hoverStyle: [{ hoverStyle: { scale: 1.2, opacity: 0.5, background: "#000000" } }],
  letterSpacing: [{ letterSpacing: 2.5 }, { letterSpacing: -1 }],
};

const cases = Object.entries(CASES).flatMap(([name, list]) =>
  list.map((props, i) => ({ id: `${name}${i}`, props: { width: 80, height: 30, ...props } })),
);
const doc = documentOf("rich-media", {
  layers: Object.fromEntries(
    cases.map(({ id, props }, i) => [
      id,
      layer(id, { kind: "text", text: "Ag" }, { props, order: `a${String(i).padStart(3, "0")}` }),
    ]),
  ),
});

// Properties compared on every layer too, so a still that drew a hover style (or anything extra) shows.
const ALWAYS = ["opacity", "scale", "transform", "background-color", "color", "letter-spacing"];

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
  page = await browser.newPage({ viewport: { width: 300, height: 250 } });
  const html = render(doc, { size: "sz300x250", mode: "zip" }).files["index.html"] as string;
  await page.setContent(html);
  await page.evaluate(drawStill, staticTree(doc, "sz300x250", {}));
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

/** Builds the satori tree as DOM in a shadow root (away from the ad's style sheet), as satori lays it out. */
function drawStill(tree: StaticElement) {
  // satori's unitless numbers; every other number is pixels.
  const unitless = new Set([
    "opacity",
    "lineHeight",
    "zIndex",
    "flexGrow",
    "flexShrink",
    "fontWeight",
    "scale",
  ]);
  const build = (node: StaticElement | string): Node => {
    if (typeof node === "string") return document.createTextNode(node);
    const el = document.createElement(node.type);
    for (const [key, value] of Object.entries(node.props.style)) {
      const css = key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
      el.style.setProperty(
        css,
        typeof value === "number" && !unitless.has(key) ? `${value}px` : String(value),
      );
    }
    for (const child of node.props.children ?? []) el.append(build(child));
    return el;
  };
  const host = document.createElement("div");
  host.id = "still";
  host.style.cssText = "position:fixed;left:0;top:0;all:initial";
  const root = host.attachShadow({ mode: "open" });
  // Yoga, satori's layout engine, sizes every box by its border box.
  const sheet = document.createElement("style");
  sheet.textContent = "*{box-sizing:border-box}";
  root.append(sheet, build(tree));
  document.body.append(host);
}

/** The computed values of `properties` on the HTML layer and on the still's element for the same layer. */
async function computedBoth(index: number, id: string, properties: string[]) {
  return page.evaluate(
    ({ index, id, properties }) => {
      const read = (el: Element | null | undefined) => {
        if (!el) throw new Error(`No element for layer ${id}`);
        const style = getComputedStyle(el);
        return Object.fromEntries(properties.map((p) => [p, style.getPropertyValue(p)]));
      };
      const stillPage = document.getElementById("still")?.shadowRoot?.lastElementChild?.firstElementChild;
      return { html: read(document.getElementById(`l-${id}`)), still: read(stillPage?.children[index]) };
    },
    { index, id, properties },
  );
}

// Each medium has its own fonts (the still only Inter): the family a layer asks for first must match.
const firstFamily = (value: string | undefined) =>
  value
    ?.split(",")[0]
    ?.trim()
    .replace(/^["']|["']$/g, "");

describe("the HTML and the still render of every registry property", () => {
  it("has a case for every property", () => {
    expect(Object.keys(CASES).sort()).toEqual(Object.keys(LAYER_PROPS).sort());
  });

  it("draws each case: its declarations differ from the same box without the property", () => {
    const css = (props: LayerProps) => JSON.stringify(layerCss(props, { fontFamily: (font) => font }));
    for (const { id, props } of cases) expect(css(props), id).not.toBe(css({ width: 80, height: 30 }));
  });

  it.each(cases.map((c, index) => ({ ...c, index })))(
    "$id computes the same style both ways",
    async ({ id, props, index }) => {
      const declared = layerCss(props, { fontFamily: (font) => font })
        .filter((d) => !d.hover)
        .map((d) => d.property);
      const { html, still } = await computedBoth(index, id, [...new Set([...declared, ...ALWAYS])]);
      if ("font-family" in html) {
        expect(firstFamily(still["font-family"])).toBe(firstFamily(html["font-family"]));
        delete html["font-family"];
        delete still["font-family"];
      }
      expect(still).toEqual(html);
    },
  );
});
