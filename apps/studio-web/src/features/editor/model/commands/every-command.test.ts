import { readdirSync } from "node:fs";
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import type { Animation } from "@adstudio/creative/document";
import { describe, expect, it } from "vitest";
import { pageGeometry } from "../../canvas/geometry";
import type { EditorStore } from "../editor-store";
import { addActionCommand } from "./actions";
import { addAnimationCommand } from "./animations";
import { clipboardLayers, copyLayers } from "./clipboard";
import { isSelectionCommand } from "./command";
import { addExitCommand } from "./exits";
import { addKeyframeCommand } from "./keyframes";
import { groupLayersCommand } from "./layers";
import { addPageCommand } from "./pages";
import { setLayersPropsCommand } from "./properties";
import { COMMANDS, commandById, isCommand } from "./registry";
import { selectLayersCommand } from "./selection";
import { addSizeCommand } from "./sizes";
import { storeWith } from "./test-store";

// "Undo restores every multi-layer command in one step" (issue 29): each registered command runs on a
// multi-layer selection (or on its one layer, page or size), then one undo gives back the document as it
// was, deep-equal, and one redo the document it made.

/** Three texts, a picture, a button, a video and a feature on a 300×250. */
function fixture(): EditorStore {
  const store = storeWith(
    { name: "A", props: { posleft: 10, postop: 10, width: 50, height: 20 } },
    { name: "B", props: { posleft: 100, postop: 40, width: 50, height: 20 } },
    { name: "C", props: { posleft: 200, postop: 150, width: 40, height: 40 } },
    { name: "Pic", kind: "image", props: { posleft: 0, postop: 100, width: 60, height: 60 } },
    {
      name: "Btn",
      content: { kind: "link", exit: "clickTag", label: "Go" },
      props: { posleft: 80, postop: 200, width: 80, height: 30 },
    },
    {
      name: "Vid",
      content: {
        kind: "video",
        asset: "c".repeat(64),
        autoplay: true,
        muted: true,
        loop: false,
        controls: false,
        alt: "",
      },
      props: { posleft: 150, postop: 80, width: 80, height: 45 },
    },
    {
      name: "Feat",
      content: { kind: "feature", feature: "countdown" },
      props: { posleft: 240, postop: 0, width: 60, height: 60 },
    },
  );
  store.getState().run(addExitCommand, { name: "clickTag", url: "https://example.com", label: "Shop" });
  return store;
}

const idOf = (store: EditorStore, name: string) =>
  Object.values(store.getState().document.layers).find((l) => l.name === name)?.id ?? expect.fail(name);
const abc = (store: EditorStore) => ["A", "B", "C"].map((name) => idOf(store, name));
const nodesOf = (store: EditorStore, ids: readonly string[]) => {
  const { document, session } = store.getState();
  const all = pageGeometry(document, session.page, session.size);
  return ids.map((id) => all.find((n) => n.id === id) ?? expect.fail(`${id} has geometry`));
};
const page = (store: EditorStore) => store.getState().session.page;
const clickExit = { on: { type: "click" as const }, do: { type: "exit" as const, exit: "clickTag" } };
const fadeIn: Animation = {
  trigger: "entrance",
  preset: "fade",
  delayMs: 0,
  durationMs: 500,
  easing: "ease",
} as Animation;

/** Layer A fades in over two opacity keyframes, at 0 and 500 ms. */
function withKeyframes(store: EditorStore) {
  const id = idOf(store, "A");
  store.getState().run(addKeyframeCommand, { id, property: "opacity", timeMs: 0, value: 0 });
  store.getState().run(addKeyframeCommand, { id, property: "opacity", timeMs: 500, value: 1 });
}
const opacityAt = (timeMs: number) => ({ property: "opacity" as const, timeMs });

interface Case {
  /** Runs after A, B and C are selected, before the document is taken as "before". */
  setup?(store: EditorStore): void;
  args(store: EditorStore): unknown;
}

/** One or more cases per command, by id; every registered document command must have one. */
const CASES: Record<string, Case | Case[]> = {
  "actions.add": { args: (s) => ({ id: idOf(s, "A"), action: clickExit }) },
  "actions.edit": {
    setup: (s) => s.getState().run(addActionCommand, { id: idOf(s, "A"), action: clickExit }),
    args: (s) => ({ id: idOf(s, "A"), index: 0, action: { ...clickExit, on: { type: "hover" } } }),
  },
  "actions.remove": {
    setup: (s) => s.getState().run(addActionCommand, { id: idOf(s, "A"), action: clickExit }),
    args: (s) => ({ id: idOf(s, "A"), index: 0 }),
  },
  "actions.setClickExit": { args: (s) => ({ id: idOf(s, "A"), exit: "clickTag" }) },
  "layers.add": { args: () => ({ kind: "text" }) },
  "animations.add": { args: (s) => ({ id: idOf(s, "A"), animation: fadeIn }) },
  "animations.edit": {
    setup: (s) => s.getState().run(addAnimationCommand, { id: idOf(s, "A"), animation: fadeIn }),
    args: (s) => ({ id: idOf(s, "A"), index: 0, animation: { ...fadeIn, durationMs: 900 } }),
  },
  "animations.remove": {
    setup: (s) => s.getState().run(addAnimationCommand, { id: idOf(s, "A"), animation: fadeIn }),
    args: (s) => ({ id: idOf(s, "A"), index: 0 }),
  },
  "arrange.align": ["left", "centre", "bottom"].map((edge) => ({ args: (s) => ({ ids: abc(s), edge }) })),
  "arrange.distribute": [{ args: (s) => ({ ids: abc(s), axis: "horizontal" }) }],
  "arrange.nudge": { args: (s) => ({ ids: abc(s), dx: 3, dy: -2 }) },
  "clipboard.paste": {
    setup: (s) => void copyLayers(s.getState().document, abc(s)),
    args: () => ({ layers: clipboardLayers() }),
  },
  "content.setLinkLabel": { args: (s) => ({ id: idOf(s, "Btn"), label: "Buy now" }) },
  "content.setPicture": { args: (s) => ({ id: idOf(s, "Pic"), asset: "b".repeat(64) }) },
  "content.setAlt": { args: (s) => ({ id: idOf(s, "Pic"), alt: "A red bicycle" }) },
  "content.setVideo": { args: (s) => ({ id: idOf(s, "Vid"), asset: "d".repeat(64) }) },
  "content.setVideoFlag": { args: (s) => ({ id: idOf(s, "Vid"), flag: "loop", value: true }) },
  "content.setFeature": { args: (s) => ({ id: idOf(s, "Feat"), feature: "gallery" }) },
  "document.rename": { args: () => ({ name: "Summer sale", kind: "ad" }) },
  "document.addAsset": {
    args: () => ({
      asset: { hash: "e".repeat(64), type: "image", mime: "image/png", name: "logo.png", bytes: 2048 },
    }),
  },
  "exits.add": { args: () => ({ name: "clickTag2", url: "https://example.org", label: "More" }) },
  "exits.edit": { args: () => ({ name: "clickTag", exit: { url: "https://example.net", label: "Shop" } }) },
  "exits.remove": { args: () => ({ name: "clickTag" }) },
  "keyframes.add": { args: (s) => ({ id: idOf(s, "A"), property: "opacity", timeMs: 0, value: 0 }) },
  "keyframes.move": {
    setup: withKeyframes,
    args: (s) => ({ id: idOf(s, "A"), key: opacityAt(500), toMs: 700 }),
  },
  "keyframes.remove": {
    setup: withKeyframes,
    args: (s) => ({ id: idOf(s, "A"), keys: [opacityAt(0), opacityAt(500)] }),
  },
  "keyframes.easing": {
    setup: withKeyframes,
    args: (s) => ({ id: idOf(s, "A"), key: opacityAt(0), easing: { x1: 0.1, y1: 0.8, x2: 0.3, y2: 1 } }),
  },
  "keyframes.value": {
    setup: withKeyframes,
    args: (s) => ({ id: idOf(s, "A"), key: opacityAt(0), value: 0.25 }),
  },
  "keyframes.paste": {
    args: (s) => ({
      id: idOf(s, "B"),
      timeMs: 200,
      keyframes: [
        { property: "opacity", offsetMs: 0, value: 0 },
        { property: "x", offsetMs: 300, value: 40 },
      ],
    }),
  },
  "keyframes.preset": {
    args: (s) => ({
      id: idOf(s, "A"),
      preset: "slide-up",
      timeMs: 0,
      durationMs: 600,
      easing: "ease-out",
      presetLabel: "Slide up",
    }),
  },
  "layers.delete": { args: (s) => ({ ids: abc(s) }) },
  "layers.duplicate": { args: (s) => ({ ids: abc(s) }) },
  "layers.reorder": ["forward", "backward", "front", "back"].map((move) => ({
    args: (s: EditorStore) => ({ ids: abc(s), move }),
  })),
  "layers.setFlag": [
    { args: (s) => ({ ids: abc(s), flag: "hidden" }) },
    { args: (s) => ({ ids: abc(s), flag: "locked", value: true }) },
  ],
  "layers.rename": { args: (s) => ({ id: idOf(s, "A"), name: "Headline" }) },
  "layers.group": { args: (s) => ({ ids: abc(s) }) },
  "layers.ungroup": {
    // Grouping selects the group: ungroup that.
    setup: (s) => s.getState().run(groupLayersCommand, { ids: abc(s) }),
    args: (s) => ({ ids: s.getState().session.selection }),
  },
  "layers.move": { args: (s) => ({ id: idOf(s, "C"), parent: null, before: idOf(s, "A") }) },
  "pages.add": { args: () => undefined },
  "pages.duplicate": { args: (s) => ({ page: page(s) }) },
  "pages.rename": { args: (s) => ({ page: page(s), name: "Intro" }) },
  "pages.move": {
    setup: (s) => s.getState().run(addPageCommand, undefined),
    args: (s) => ({ page: s.getState().document.pages[0]?.id, delta: 1 }),
  },
  "pages.delete": {
    setup: (s) => s.getState().run(addPageCommand, undefined),
    args: (s) => ({ page: page(s) }),
  },
  "pages.setDuration": { args: (s) => ({ page: page(s), ms: 5000 }) },
  "pages.setBackground": { args: (s) => ({ page: page(s), background: "#ff0044" }) },
  "properties.set": { args: (s) => ({ id: idOf(s, "A"), patch: { opacity: 0.5 }, label: "Set opacity" }) },
  "properties.setMany": { args: (s) => ({ ids: abc(s), patch: { opacity: 0.5 }, label: "Set opacity" }) },
  "sizes.add": { args: () => ({ size: "sz728x90" }) },
  "sizes.reflow": {
    // A manual fix in the added size, which laying it out again from the base replaces.
    setup: (s) => {
      s.getState().run(addSizeCommand, { size: "sz728x90" });
      s.getState().run(setLayersPropsCommand, { ids: abc(s), patch: { postop: 1 }, label: "Set top" });
    },
    args: () => ({ size: "sz728x90" }),
  },
  "sizes.remove": {
    setup: (s) => s.getState().run(addSizeCommand, { size: "sz728x90" }),
    args: () => ({ size: "sz728x90" }),
  },
  "sizes.constrain": {
    args: (s) => ({
      ids: abc(s),
      constraints: { horizontal: "center", vertical: "bottom", keepAspect: true },
    }),
  },
  "stage.setBackground": { args: () => ({ background: "#123456" }) },
  "stage.setVideoDelivery": {
    args: () => ({
      skipAfterMs: 5000,
      universalAdId: { registry: "ad-id.org", id: "ABCD1234000H" },
      adVerifications: [{ vendor: "Verifier", scriptUrl: "https://verify.example.com/omid.js" }],
    }),
  },
  "stage.setXrTarget": {
    args: (s) => ({
      target: { hash: "f".repeat(64), layer: idOf(s, "Pic"), bytes: 40_960, featurePoints: 812 },
    }),
  },
  "text.edit": { args: (s) => ({ id: idOf(s, "A"), text: "Summer sale" }) },
  "text.setFit": { args: (s) => ({ id: idOf(s, "A"), fit: "shrink" }) },
  "transform.move": { args: (s) => ({ nodes: nodesOf(s, abc(s)), delta: { x: 7, y: 5 } }) },
  "transform.resize": {
    args: (s) => ({ node: nodesOf(s, [idOf(s, "A")])[0], box: { x: 12, y: 14, w: 80, h: 30, rotation: 0 } }),
  },
  "transform.scale": {
    args: (s) => ({
      nodes: nodesOf(s, abc(s)),
      from: { minX: 10, minY: 10, maxX: 240, maxY: 190 },
      to: { minX: 10, minY: 10, maxX: 125, maxY: 100 },
    }),
  },
  "transform.rotate": { args: (s) => ({ id: idOf(s, "B"), rotation: 30 }) },
};

const documentCommands = [...COMMANDS.values()].filter((c) => !isSelectionCommand(c));

describe("the command registry", () => {
  it("lists every command the command modules export, once, by name", async () => {
    const dir = dirname(fileURLToPath(import.meta.url));
    const names = readdirSync(dir)
      .filter((f) => /\.ts$/.test(f) && !/\.test\.ts$/.test(f))
      .map((f) => f.replace(/\.ts$/, ""));
    const exported = new Set<string>();
    for (const name of names) {
      const module: Record<string, unknown> = await import(/* @vite-ignore */ `./${name}.ts`);
      for (const value of Object.values(module)) if (isCommand(value)) exported.add(value.id);
    }
    expect([...COMMANDS.keys()].sort()).toEqual([...exported].sort());
    expect(commandById("layers.delete").id).toBe("layers.delete");
    expect(() => commandById("layers.explode")).toThrow("No editor command is named layers.explode.");
  });
});

describe("undo restores every command in one step", () => {
  it("has a case for every registered document command", () => {
    expect(Object.keys(CASES).sort()).toEqual(documentCommands.map((c) => c.id).sort());
  });

  for (const command of documentCommands) {
    const cases = CASES[command.id];
    const list = cases === undefined ? [] : Array.isArray(cases) ? cases : [cases];
    list.forEach((one, index) => {
      it(`${command.id}${list.length > 1 ? ` #${index + 1}` : ""}: one undo gives the document back, one redo reapplies it`, () => {
        const store = fixture();
        store.getState().run(selectLayersCommand, { ids: abc(store) });
        one.setup?.(store);
        const before = structuredClone(store.getState().document);
        const steps = store.getState().history.past.length;
        store.getState().run(commandById(command.id), one.args(store));
        const after = structuredClone(store.getState().document);
        // The case must change something, or the undo below proves nothing.
        expect(after).not.toEqual(before);
        expect(store.getState().history.past).toHaveLength(steps + 1);
        store.getState().undo();
        expect(store.getState().document).toEqual(before);
        store.getState().redo();
        expect(store.getState().document).toEqual(after);
      });
    });
  }

  it("selection commands change no document and make no undo step", () => {
    const store = fixture();
    const { document, history } = store.getState();
    for (const command of [...COMMANDS.values()].filter(isSelectionCommand))
      store
        .getState()
        .run(command, { ids: abc(store), rect: { minX: 0, minY: 0, maxX: 300, maxY: 250 }, base: [] });
    expect(store.getState().document).toBe(document);
    expect(store.getState().history).toBe(history);
  });
});
