import type { EditorFramePatch, EditorFramePatchOp, EditorFrameRender } from "@adstudio/core";
import type { AdDocument } from "@adstudio/creative/document";
import { editorPatch, type RenderOptions, render } from "@adstudio/creative/render";

/** What a canvas frame shows (or is about to): a document, at one size, on one page. */
export interface FrameDesign {
  document: AdDocument;
  size: string;
  page: string;
}

/** Where the canvas frame's assets and hosted templates are loaded from (absolute: the frame is opaque). */
export interface FrameBases {
  assetBase: string;
  templateBase: string;
}

/**
 * How to bring a frame that shows `shown` to `next` (issue 29, incremental canvas):
 * - `same`: nothing it draws changed (a rename, a lock, another size's override);
 * - `patch`: the layers the edit added, removed or changed, rendered alone and swapped in place;
 * - `reload`: a page written afresh, in a second frame that replaces the shown one once loaded. Another
 *   size or page always reloads; so does every edit `editorPatch` calls structural (see its rule), a
 *   document it cannot diff (it throws: the full render then says what is wrong), and `fullReload` (the
 *   editor benchmark's switch that measures the page written afresh on every edit).
 */
export type FrameStep = { kind: "same" } | { kind: "patch"; ops: EditorFramePatchOp[] } | { kind: "reload" };

export function frameStep(
  shown: FrameDesign | null,
  next: FrameDesign,
  bases: FrameBases,
  fullReload = false,
): FrameStep {
  if (!shown || shown.size !== next.size || shown.page !== next.page) return { kind: "reload" };
  if (shown.document === next.document) return { kind: "same" };
  if (fullReload) return { kind: "reload" };
  try {
    const ops = editorPatch(shown.document, next.document, renderOptions(next, bases));
    if (ops === null) return { kind: "reload" };
    return ops.length === 0 ? { kind: "same" } : { kind: "patch", ops };
  } catch {
    return { kind: "reload" };
  }
}

/** The canvas's render options: a preview opened for editing on the design's page. */
export function renderOptions(design: FrameDesign, bases: FrameBases): RenderOptions {
  return { size: design.size, mode: "preview", ...bases, edit: { page: design.page } };
}

/** The whole page for a design (thrown `RenderError`s say why it cannot be drawn). */
export function renderMessage(design: FrameDesign, bases: FrameBases): EditorFrameRender {
  const html = render(design.document, renderOptions(design, bases)).files["index.html"] ?? "";
  return { source: "adstudio-editor", type: "render", html };
}

export function patchMessage(seq: number, ops: EditorFramePatchOp[]): EditorFramePatch {
  return { source: "adstudio-editor", type: "patch", seq, ops };
}

/**
 * The editor benchmark's switch (e2e/bench/editor-bench.mjs): with this key set to "1" in localStorage,
 * every edit writes the page afresh, as the canvas did before issue 29, so one run can print both.
 */
export const FULL_RELOAD_KEY = "adstudio:canvas-full-reload";

export function fullReloadRequested(): boolean {
  try {
    return window.localStorage.getItem(FULL_RELOAD_KEY) === "1";
  } catch {
    return false;
  }
}
