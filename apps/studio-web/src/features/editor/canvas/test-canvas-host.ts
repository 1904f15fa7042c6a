// Used only by the canvas's component tests.
import { EDITOR_FRAME_PATH } from "@adstudio/core";
import { fireEvent } from "@testing-library/react";
import { afterEach, beforeEach } from "vitest";

/**
 * Plays the API's canvas page in jsdom, which loads no framed page: each canvas frame "loads", keeps the
 * design it is then posted and "loads" again, as the real page does after writing it. `designOf` answers
 * what a frame shows. Installed for every test of the calling file.
 */
export function useCanvasHost() {
  const designs = new WeakMap<Element, string>();
  const seen = new WeakSet<Element>();
  const observer = new MutationObserver(() => {
    for (const frame of document.querySelectorAll(`iframe[src="${EDITOR_FRAME_PATH}"]`)) {
      if (seen.has(frame)) continue;
      seen.add(frame);
      const window = (frame as HTMLIFrameElement).contentWindow;
      window?.addEventListener("message", (event) => {
        if (event.data?.type !== "render") return;
        designs.set(frame, event.data.html);
        fireEvent.load(frame);
      });
      fireEvent.load(frame);
    }
  });
  beforeEach(() => observer.observe(document.body, { childList: true, subtree: true }));
  afterEach(() => observer.disconnect());
  return { designOf: (frame: Element | null) => (frame ? (designs.get(frame) ?? "") : "") };
}
