import { TEMPLATES_HOSTED_BASE } from "@adstudio/contract";
import {
  EDITOR_FRAME_PATH,
  type EditorFrameConnect,
  type EditorFrameRender,
  isEditorFrameAck,
  isEditorFrameConnected,
} from "@adstudio/core";
import type { AdDocument } from "@adstudio/creative/document";
import { Center, Text } from "@mantine/core";
import { memo, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { api } from "../../../lib/api";
import { useEditorStore } from "../editor-context";
import { shownDocument } from "../model/editor-store";
import { useTimelineFrame } from "../timeline/timeline-frame";
import {
  type FrameBases,
  type FrameDesign,
  frameStep,
  fullReloadRequested,
  patchMessage,
  renderMessage,
} from "./frame-sync";

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
  /** What the page was written with (patches then move it on: see `showing`). */
  design: FrameDesign;
  html: string;
  ready: boolean;
}

interface Frames {
  frames: Frame[];
  /** Why the design cannot be drawn, and for which design (a new one is tried again). */
  error: { message: string; design: FrameDesign } | null;
}

let nextFrameId = 0;

/** A new page for `design` beside the shown one (the last ready frame), or the error that stops it. */
function withPage(state: Frames, design: FrameDesign, bases: FrameBases): Frames {
  try {
    const { html } = renderMessage(design, bases);
    const id = nextFrameId++;
    return {
      error: null,
      frames: [...state.frames.filter((f) => f.ready).slice(-1), { id, design, html, ready: false }],
    };
  } catch (error) {
    return { frames: [], error: { message: error instanceof Error ? error.message : String(error), design } };
  }
}

/**
 * The creative as it ships, drawn by the one renderer (render's edit option: the current page, held
 * still). Sandboxed without allow-same-origin, so it has an opaque origin: assets come from an absolute
 * base, and the editor never reads its DOM. The frame loads the API's canvas page (`EDITOR_FRAME_PATH`,
 * served with the creatives' CSP) and is then handed the page to show: a `srcdoc` frame would inherit the
 * studio's `script-src 'self'`, and the creative's inline runtime would never run. Zoom scales the frame from outside (EDITOR-NOTES §3), and it
 * takes no pointer events: the overlay above it handles them from the model.
 *
 * Incremental (issue 29): the page is written once per size and page; an edit is then sent as a patch
 * (`frameStep`: the layers it added, removed or changed, rendered alone) that the page applies in place.
 * An edit that changes the page's structure (see `editorPatch`) writes the page afresh: it loads into a
 * hidden second frame that replaces the shown one once it has loaded, so an edit never flashes an empty
 * frame. A page that answers a patch with a failure is written afresh the same way.
 *
 * The timeline's preview goes to the shown frame. Its ref object changes with the shown element, so the
 * timeline hook starts over on each swap and sends the current moment at once: a scrubbed or paused
 * position survives an edit (a patched page keeps it itself).
 */
export const CanvasFrame = memo(function CanvasFrame({
  document,
  size,
  page,
  width,
  height,
  zoom,
}: CanvasFrameProps) {
  const bases = useMemo<FrameBases>(
    () => ({
      assetBase: new URL(api.assets.previewAssetBase, window.location.origin).href,
      // An html5 layer frames its template where the API hosts it.
      templateBase: new URL(TEMPLATES_HOSTED_BASE, window.location.origin).href,
    }),
    [],
  );
  const fullReload = useMemo(fullReloadRequested, []);
  const target = useMemo<FrameDesign>(() => ({ document, size, page }), [document, size, page]);
  const [state, setState] = useState<Frames>(() => withPage({ frames: [], error: null }, target, bases));
  // What each frame shows once the patches sent to it are applied.
  const showing = useRef(new Map<number, FrameDesign>());
  const elements = useRef(new Map<number, HTMLIFrameElement>());
  const seq = useRef(0);
  // Each written page's port, once it has answered on it (EditorFrameConnect): patches go through it.
  const ports = useRef(new Map<number, MessagePort>());
  // One stable ref callback per frame: the elements patches are posted to.
  const refs = useRef(new Map<number, (element: HTMLIFrameElement | null) => void>());
  const refFor = (id: number) => {
    let ref = refs.current.get(id);
    if (!ref) {
      ref = (element) => {
        if (element) elements.current.set(id, element);
        else {
          elements.current.delete(id);
          refs.current.delete(id);
          ports.current.get(id)?.close();
          ports.current.delete(id);
          showing.current.delete(id);
        }
      };
      refs.current.set(id, ref);
    }
    return ref;
  };
  const store = useEditorStore();
  const latestRef = useRef({ state, target });
  latestRef.current = { state, target };

  // Brings the newest frame to `design`: a patch now, or (structural) a new page. Reads the frames
  // through the ref, so the store's listener below can call it before React renders.
  const sync = (design: FrameDesign) => {
    const latest = latestRef.current.state.frames.at(-1);
    if (!latest) {
      if (latestRef.current.state.error?.design !== design) setState((s) => withPage(s, design, bases));
      return;
    }
    // A page still loading is patched once it has loaded; another size or page cannot wait for it.
    if (!latest.ready) {
      if (latest.design.size !== design.size || latest.design.page !== design.page)
        setState((s) => withPage(s, design, bases));
      return;
    }
    const shown = showing.current.get(latest.id) ?? latest.design;
    const step = frameStep(shown, design, bases, fullReload);
    const frameWindow = elements.current.get(latest.id)?.contentWindow;
    if (step.kind === "reload" || (step.kind === "patch" && !frameWindow)) {
      // A gesture never loads pages move by move (turning a keyframed layer rewrites the head): the
      // frame keeps what it shows until the gesture ends, when the store's listener syncs again.
      if (store.getState().gesture) return;
      setState((s) => withPage(s, design, bases));
      return;
    }
    if (step.kind === "patch") {
      seq.current += 1;
      const message = patchMessage(seq.current, step.ops);
      const port = ports.current.get(latest.id);
      if (port) port.postMessage(message);
      else frameWindow?.postMessage(message, "*");
    }
    showing.current.set(latest.id, design);
  };
  const syncRef = useRef(sync);
  syncRef.current = sync;
  // Also on every change of the frames: a frame that has just loaded catches up.
  useLayoutEffect(() => syncRef.current(target), [state, target]);

  // The edit reaches the frame as soon as the store has it, before the editor's panels re-render (with
  // many layers that takes longer than the patch): the frame, in its own process, paints meanwhile.
  // A gesture's live change is patched move by move too (`shownDocument`); its end syncs once more.
  useEffect(
    () =>
      store.subscribe((s, before) => {
        const document = shownDocument(s);
        if (document !== shownDocument(before) || (before.gesture && !s.gesture))
          syncRef.current({ document, size, page });
      }),
    [store, size, page],
  );

  // A patch the page could not apply (an element it names is missing): write the page afresh.
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (!isEditorFrameAck(event.data) || event.data.ok) return;
      const latest = latestRef.current.state.frames.at(-1);
      if (!latest || event.source !== elements.current.get(latest.id)?.contentWindow) return;
      setState((s) => withPage(s, latestRef.current.target, bases));
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, [bases]);

  const { frames } = state;
  const loaded = (id: number) =>
    setState((s) => ({
      ...s,
      frames: s.frames.filter((f) => f.id >= id).map((f) => (f.id === id ? { ...f, ready: true } : f)),
    }));
  // Frames handed their page: the canvas page loads first (then it is posted the design), and loads
  // again once it has written the design.
  const handed = useRef(new Set<number>());
  const onLoad = (frame: Frame, element: HTMLIFrameElement) => {
    if (!handed.current.has(frame.id)) {
      handed.current.add(frame.id);
      const message: EditorFrameRender = { source: "adstudio-editor", type: "render", html: frame.html };
      element.contentWindow?.postMessage(message, "*");
    } else if (!frame.ready) {
      connect(frame.id, element);
      loaded(frame.id);
    }
  };
  const connect = (id: number, element: HTMLIFrameElement) => {
    if (typeof MessageChannel === "undefined") return;
    const channel = new MessageChannel();
    channel.port1.onmessage = (event) => {
      if (isEditorFrameConnected(event.data) && elements.current.get(id) === element)
        ports.current.set(id, channel.port1);
    };
    const message: EditorFrameConnect = { source: "adstudio-editor", type: "connect" };
    element.contentWindow?.postMessage(message, "*", [channel.port2]);
  };
  // Until the first design has been written, its frame is the one on show.
  const shown = frames.filter((f) => f.ready).at(-1)?.id ?? frames[0]?.id;
  const shownIsReady = frames.some((f) => f.id === shown && f.ready);
  const [shownFrame, setShownFrame] = useState<HTMLIFrameElement | null>(null);
  useLayoutEffect(
    () => setShownFrame(shownIsReady && shown !== undefined ? (elements.current.get(shown) ?? null) : null),
    [shown, shownIsReady],
  );
  const shownRef = useMemo(() => ({ current: shownFrame }), [shownFrame]);
  useTimelineFrame(shownRef, page);

  if (state.error) {
    return (
      <Center w={width * zoom} h={height * zoom} bg="gray.1" p="sm">
        <Text size="sm" c="red.8" ta="center">
          This size cannot be drawn: {state.error.message}
        </Text>
      </Center>
    );
  }
  return (
    <>
      {frames.map((frame) => (
        <iframe
          key={frame.id}
          ref={refFor(frame.id)}
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
