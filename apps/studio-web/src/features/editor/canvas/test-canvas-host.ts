// Used only by the canvas's component tests.
import { EDITOR_FRAME_PATH, type EditorFramePatch, type EditorFrameRender } from "@adstudio/core";
import { fireEvent } from "@testing-library/react";
import { afterEach, beforeEach } from "vitest";

/**
 * Plays the API's canvas page in jsdom, which loads no framed page: each canvas frame "loads", keeps the
 * design it is then posted and "loads" again, as the real page does after writing it. `designOf` answers
 * what a frame was given: the page it wrote, then each patch's markup and rules (the page applies those in
 * place; creative's editor-patch tests check that in Chromium). `writesOf` counts the pages it wrote.
 * Installed for every test of the calling file.
 */
export function useCanvasHost() {
  const designs = new WeakMap<Element, string>();
  const writes = new WeakMap<Element, number>();
  const seen = new WeakSet<Element>();
  const observer = new MutationObserver(() => {
    for (const frame of document.querySelectorAll(`iframe[src="${EDITOR_FRAME_PATH}"]`)) {
      if (seen.has(frame)) continue;
      seen.add(frame);
      const window = (frame as HTMLIFrameElement).contentWindow;
      window?.addEventListener("message", (event) => {
        const message = event.data as EditorFramePatch | EditorFrameRender | null;
        if (message?.type === "patch") {
          const given = message.ops.map((op) => ("css" in op ? `${op.html ?? ""}${op.css.join("")}` : ""));
          designs.set(frame, `${designs.get(frame) ?? ""}${given.join("")}`);
        }
        if (message?.type !== "render") return;
        designs.set(frame, message.html);
        writes.set(frame, (writes.get(frame) ?? 0) + 1);
        fireEvent.load(frame);
      });
      fireEvent.load(frame);
    }
  });
  beforeEach(() => observer.observe(document.body, { childList: true, subtree: true }));
  afterEach(() => observer.disconnect());
  return {
    designOf: (frame: Element | null) => (frame ? (designs.get(frame) ?? "") : ""),
    writesOf: (frame: Element | null) => (frame ? (writes.get(frame) ?? 0) : 0),
  };
}
