import { TEMPLATES_HOSTED_BASE } from "@adstudio/contract";
import { EDITOR_FRAME_PATH, type EditorFrameRender } from "@adstudio/core";
import type { AdDocument } from "@adstudio/creative/document";
import { render } from "@adstudio/creative/render";
import { Center, Text } from "@mantine/core";
import { memo, useMemo, useRef, useState } from "react";
import { api } from "../../../lib/api";
import { useTimelineFrame } from "../timeline/timeline-frame";

interface CanvasFrameProps {
  document: AdDocument;
  size: string;
  page: string;
  width: number;
  height: number;
  zoom: number;
}

interface Frame {
  id: number;
  html: string;
  ready: boolean;
}

/**
 * The creative as it ships, drawn by the one renderer (render's edit option: the current page, held
 * still). Sandboxed without allow-same-origin, so it has an opaque origin: assets come from an absolute
 * base, and the editor never reads its DOM. The frame loads the API's canvas page (`EDITOR_FRAME_PATH`,
 * served with the creatives' CSP) and is then handed the page to show: a `srcdoc` frame would inherit the
 * studio's `script-src 'self'`, and the creative's inline runtime would never run. Zoom scales the frame from outside (EDITOR-NOTES §3), and it
 * takes no pointer events: the overlay above it handles them from the model.
 *
 * A change loads into a hidden second frame that replaces the shown one once it has loaded, so an edit
 * never flashes an empty frame.
 *
 * The timeline's preview goes to the shown frame. Its ref object changes with the shown element, so the
 * timeline hook starts over on each swap and sends the current moment at once: a scrubbed or paused
 * position survives an edit.
 */
export const CanvasFrame = memo(function CanvasFrame({
  document,
  size,
  page,
  width,
  height,
  zoom,
}: CanvasFrameProps) {
  const result = useMemo(() => {
    try {
      const assetBase = new URL(api.assets.previewAssetBase, window.location.origin).href;
      // An html5 layer frames its template where the API hosts it.
      const templateBase = new URL(TEMPLATES_HOSTED_BASE, window.location.origin).href;
      const files = render(document, {
        size,
        mode: "preview",
        assetBase,
        templateBase,
        edit: { page },
      }).files;
      return { html: files["index.html"] ?? "" };
    } catch (error) {
      return { error: error instanceof Error ? error.message : String(error) };
    }
  }, [document, size, page]);
  const html = result.html ?? null;
  const [frames, setFrames] = useState<Frame[]>(() => (html === null ? [] : [{ id: 0, html, ready: false }]));
  const latest = frames.at(-1);
  if (html !== null && latest?.html !== html) {
    // A new design: load it beside the shown one (state from the previous render, as React allows).
    const id = (latest?.id ?? -1) + 1;
    setFrames([...frames.filter((f) => f.ready).slice(-1), { id, html, ready: false }]);
  }
  const loaded = (id: number) =>
    setFrames((list) => list.filter((f) => f.id >= id).map((f) => (f.id === id ? { ...f, ready: true } : f)));
  // Frames handed their page: the canvas page loads first (then it is posted the design), and loads
  // again once it has written the design.
  const handed = useRef(new Set<number>());
  const onLoad = (frame: Frame, element: HTMLIFrameElement) => {
    if (!handed.current.has(frame.id)) {
      handed.current.add(frame.id);
      const message: EditorFrameRender = { source: "adstudio-editor", type: "render", html: frame.html };
      element.contentWindow?.postMessage(message, "*");
    } else if (!frame.ready) loaded(frame.id);
  };
  // Until the first design has been written, its frame is the one on show.
  const shown = frames.filter((f) => f.ready).at(-1)?.id ?? frames[0]?.id;
  const shownIsReady = frames.some((f) => f.id === shown && f.ready);
  const [shownFrame, setShownFrame] = useState<HTMLIFrameElement | null>(null);
  const shownRef = useMemo(() => ({ current: shownFrame }), [shownFrame]);
  useTimelineFrame(shownRef, page);

  if ("error" in result) {
    return (
      <Center w={width * zoom} h={height * zoom} bg="gray.1" p="sm">
        <Text size="sm" c="red.8" ta="center">
          This size cannot be drawn: {result.error}
        </Text>
      </Center>
    );
  }
  return (
    <>
      {frames.map((frame) => (
        <iframe
          key={frame.id}
          ref={frame.id === shown && shownIsReady ? setShownFrame : undefined}
          title={frame.id === shown ? "Ad preview" : "Ad preview (updating)"}
          src={EDITOR_FRAME_PATH}
          sandbox="allow-scripts"
          width={width}
          height={height}
          // Inert while editing: the ad's own links and buttons are neither reachable nor announced here
          // (the canvas around it is the keyboard's target); the preview is where the ad is used.
          inert
          onLoad={(event) => onLoad(frame, event.currentTarget)}
          data-testid={frame.id === shown ? "canvas-frame" : undefined}
          style={{
            position: "absolute",
            left: 0,
            top: 0,
            display: "block",
            border: 0,
            width,
            height,
            transform: `scale(${zoom})`,
            transformOrigin: "0 0",
            pointerEvents: "none",
            background: "#fff",
            visibility: frame.id === shown ? "visible" : "hidden",
          }}
        />
      ))}
    </>
  );
});
