import { DomUtils, parseDocument } from "htmlparser2";
import { describe, expect, it } from "vitest";
import type { RuntimeConfig } from "../runtime/types";
import { documentOf, layer } from "./__fixtures__/documents";
import { render } from "./render";

/** A three-page story with a timed page turn, a click action and an entrance animation. */
const story = () =>
  documentOf("mini", {
    pages: [
      { id: "p1", name: "First", durationMs: 3000 },
      { id: "p2", name: "Second", durationMs: 3000 },
      { id: "p3", name: "Third" },
    ],
    layers: {
      t: layer(
        "t",
        { kind: "text", text: "Fresh" },
        {
          page: "p2",
          animations: [
            {
              trigger: "entrance",
              preset: "fade",
              delayMs: 0,
              durationMs: 600,
              easing: "ease",
              iterations: 1,
            },
          ],
          actions: [{ on: { type: "click" }, do: { type: "goToPage", page: "p3" } }],
        },
      ),
    },
  });

const AT_REST =
  '<style id="at-rest">*,*::before,*::after{animation:none!important;transition:none!important}</style>\n</head>';

const out = (edit?: { page: string }) => {
  const html = render(story(), { size: "sz300x250", mode: "preview", ...(edit ? { edit } : {}) }).files[
    "index.html"
  ] as string;
  const nodes = DomUtils.findAll(() => true, parseDocument(html).children);
  const shown = nodes
    .filter((n) => n.attribs.class === "page" && n.attribs.hidden === undefined)
    .map((n) => n.attribs["data-page"]);
  const json = nodes.find((n) => n.attribs.id === "ad-config");
  const config = JSON.parse(json ? DomUtils.textContent(json) : "{}") as RuntimeConfig;
  return { html, shown, config };
};

describe("render for the editor's canvas", () => {
  it("shows the first page and runs the ad as it ships without the edit option", () => {
    const { html, shown, config } = out();
    expect(shown).toEqual(["p1"]);
    expect(config.edit).toBeUndefined();
    expect(config.actions).toHaveLength(1);
    expect(config.pages[0]?.durationMs).toBe(3000);
    expect(html).not.toContain(AT_REST);
    expect(html).toContain("@media (prefers-reduced-motion: reduce)");
  });

  it("opens the page asked for, animations at rest, with no actions or timed page turns", () => {
    const { html, shown, config } = out({ page: "p2" });
    expect(shown).toEqual(["p2"]);
    expect(config.edit).toEqual({ page: "p2" });
    expect(config.actions).toEqual([]);
    expect(config.pages).toEqual([{ id: "p1" }, { id: "p2" }, { id: "p3" }]);
    // The last style, outside any media query: the layer's own style shows, where its entrance ends. The
    // runtime switches that one element off while the editor's timeline seeks.
    expect(html).toContain(AT_REST);
    // The timeline's Play shows the animations even where the system asks for reduced motion.
    expect(html).not.toContain("@media (prefers-reduced-motion: reduce)");
  });

  it("refuses a page the ad does not have, and any mode but preview", () => {
    expect(() => render(story(), { size: "sz300x250", mode: "preview", edit: { page: "p9" } })).toThrow(
      'The ad has no page "p9".',
    );
    expect(() => render(story(), { size: "sz300x250", mode: "zip", edit: { page: "p1" } })).toThrow(
      "Only a preview render can open for editing.",
    );
  });
});
