import { EDITOR_FRAME_HTML, type EditorFramePatch } from "@adstudio/core";
import { type Browser, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdDocument } from "../document/document";
import type { Layer } from "../document/layer";
import { documentOf, IMAGE, IMAGE2, layer } from "./__fixtures__/documents";
import { editorPatch } from "./editor-patch";
import { type RenderOptions, render } from "./render";

/**
 * The editor's canvas page in Chromium (the API serves `EDITOR_FRAME_HTML`; here it is the top page, so
 * it is its own parent): a page written once and patched through a run of edits must end up exactly as a
 * page written afresh from the last document: the same markup, the same layer rules and the same computed
 * style on every layer.
 */

const OPTIONS: RenderOptions = { size: "sz300x250", mode: "preview", assetBase: "/a/", edit: { page: "p1" } };

const start = () =>
  documentOf("mini", {
    layers: {
      head: layer(
        "head",
        { kind: "text", text: "Fresh" },
        { order: "a1", props: { posleft: 10, postop: 10, width: 200, height: 40, fontSize: 20 } },
      ),
      pic: layer("pic", { kind: "image", asset: IMAGE, alt: "Cup" }, { order: "a2" }),
      group: layer(
        "group",
        { kind: "container", clip: true },
        { order: "a3", props: { posleft: 0, postop: 100, width: 300, height: 150 } },
      ),
      cta: layer(
        "cta",
        { kind: "text", text: "Buy" },
        {
          order: "a1",
          parent: "group",
          props: { posleft: 5, postop: 5, width: 80, height: 30, background: "#1c7ed6" },
        },
      ),
    },
  });

const set = (doc: AdDocument, id: string, change: (l: Layer) => Layer): AdDocument => ({
  ...doc,
  layers: { ...doc.layers, [id]: change(doc.layers[id] as Layer) },
});
const props = (p: Layer["props"]) => (l: Layer) => ({ ...l, props: { ...l.props, ...p } });
const without = (doc: AdDocument, id: string): AdDocument => {
  const { [id]: _gone, ...layers } = doc.layers;
  return { ...doc, layers };
};

/** Each step an edit the editor makes; every one of them goes in place. */
const EDITS: ((d: AdDocument) => AdDocument)[] = [
  (d) => set(d, "head", props({ posleft: 40, fontColor: "#ff0044" })),
  (d) => set(d, "head", (l) => ({ ...l, content: { kind: "text", text: "Roasted <today>" } })),
  (d) => set(d, "pic", (l) => ({ ...l, content: { kind: "image", asset: IMAGE2, alt: "Bean" } })),
  (d) => set(d, "cta", props({ hoverStyle: { opacity: 0.5 }, rotation: 12 })),
  (d) => ({
    ...d,
    layers: {
      ...d.layers,
      badge: layer("badge", { kind: "text", text: "New" }, { order: "a0V", parent: "group" }),
    },
  }),
  (d) => ({
    ...d,
    layers: { ...d.layers, top: layer("top", { kind: "text", text: "Top" }, { order: "a9" }) },
  }),
  (d) => set(d, "group", props({ width: 250, opacity: 0.8 })),
  (d) => set(d, "pic", (l) => ({ ...l, hidden: true })),
  (d) => without(d, "head"),
  (d) => set(d, "badge", props({ background: "#00aa77", fontSize: 9 })),
];

let browser: Browser;
beforeAll(async () => {
  browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
}, 60_000);
afterAll(async () => {
  await browser?.close();
});

/** A canvas page written with `doc`. */
async function written(doc: AdDocument): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 300, height: 250 } });
  await page.setContent(EDITOR_FRAME_HTML);
  const html = render(doc, OPTIONS).files["index.html"] as string;
  await page.evaluate((h) => postMessage({ source: "adstudio-editor", type: "render", html: h }, "*"), html);
  await page.waitForFunction(() => document.getElementById("ad-config") !== null);
  return page;
}

/** Posts a message to the page and answers the ack of `seq`, or null when none came in 300 ms. */
function post(page: Page, message: unknown, seq: number) {
  return page.evaluate(
    ([m, s]) =>
      new Promise<boolean | null>((resolve) => {
        const timer = setTimeout(() => resolve(null), 300);
        addEventListener("message", function heard(e) {
          if (e.data?.source !== "adstudio-canvas" || e.data.seq !== s) return;
          removeEventListener("message", heard);
          clearTimeout(timer);
          resolve(e.data.ok);
        });
        postMessage(m, "*");
      }),
    [message, seq] as const,
  );
}

/** What shows: the ad's markup, every layer rule (wherever it sits) and each layer's computed style. */
function snapshot(page: Page) {
  return page.evaluate(() => {
    const rules = [...document.styleSheets]
      .flatMap((s) => [...s.cssRules].map((r) => r.cssText))
      .filter((t) => t.startsWith("#l-"))
      .sort();
    const computed = [...document.querySelectorAll("[id^='l-']")].map((el) => {
      const style = getComputedStyle(el);
      return `${el.id} ${[...style].map((p) => `${p}:${style.getPropertyValue(p)}`).join(";")}`;
    });
    return { ad: document.getElementById("ad")?.outerHTML, rules, computed };
  });
}

describe("the canvas page, patched", () => {
  it("ends up as a page written afresh from the last document", async () => {
    let doc = start();
    const page = await written(doc);
    let seq = 0;
    for (const edit of EDITS) {
      const next = edit(doc);
      const ops = editorPatch(doc, next, OPTIONS);
      expect(ops, `edit ${seq + 1} goes in place`).not.toBeNull();
      seq++;
      const message: EditorFramePatch = { source: "adstudio-editor", type: "patch", seq, ops: ops ?? [] };
      expect(await post(page, message, seq)).toBe(true);
      doc = next;
    }
    const fresh = await written(doc);
    const [patched, expected] = [await snapshot(page), await snapshot(fresh)];
    expect(patched.ad).toContain('<div class="l text boxed passive" id="l-badge">New</div>');
    expect(patched.ad).not.toContain("Roasted");
    expect(patched).toEqual(expected);
  }, 30_000);

  it("ignores malformed and foreign messages, and says so when a patch does not fit", async () => {
    const doc = start();
    const page = await written(doc);
    const before = await snapshot(page);
    const remove = { op: "remove", id: "pic" };
    const junk = [
      { source: "adstudio-editor", type: "patch", seq: 1, ops: [remove], extra: true },
      { source: "elsewhere", type: "patch", seq: 2, ops: [remove] },
      { source: "adstudio-editor", type: "patch", seq: 3, ops: [remove, { op: "remove", id: "bad id" }] },
      {
        source: "adstudio-editor",
        type: "patch",
        seq: 4,
        ops: [{ op: "update", id: "pic", html: 5, css: [] }],
      },
      {
        source: "adstudio-editor",
        type: "patch",
        seq: 5,
        ops: [{ op: "insert", id: "x", parent: "p:1", before: null, html: "<p>", css: [] }],
      },
      { source: "adstudio-editor", type: "patch", seq: "6", ops: [remove] },
    ];
    for (const [i, message] of junk.entries()) expect(await post(page, message, i + 1)).toBeNull();
    expect(await snapshot(page)).toEqual(before);
    // A layer the page does not have: the studio is told to load the page afresh.
    const missing = {
      source: "adstudio-editor",
      type: "patch",
      seq: 7,
      ops: [{ op: "remove", id: "ghost" }],
    };
    expect(await post(page, missing, 7)).toBe(false);
  }, 30_000);

  it("takes patches through the port it is handed, after answering on it", async () => {
    const doc = start();
    const page = await written(doc);
    const next = set(doc, "head", props({ posleft: 77 }));
    const message = {
      source: "adstudio-editor",
      type: "patch",
      seq: 1,
      ops: editorPatch(doc, next, OPTIONS),
    };
    const answer = await page.evaluate(
      (m) =>
        new Promise((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = (e) => {
            addEventListener("message", (a) => {
              const head = document.getElementById("l-head") as Element;
              if (a.data?.type === "patched") resolve([e.data, a.data, getComputedStyle(head).left]);
            });
            channel.port1.postMessage(m);
          };
          postMessage({ source: "adstudio-editor", type: "connect" }, "*", [channel.port2]);
        }),
      message,
    );
    expect(answer).toEqual([
      { source: "adstudio-canvas", type: "connected" },
      { source: "adstudio-canvas", type: "patched", seq: 1, ok: true },
      "77px",
    ]);
  }, 30_000);
});
