import { Text } from "@mantine/core";
import { useElementSize, useMergedRef } from "@mantine/hooks";
import {
  type KeyboardEvent,
  type MouseEvent,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { useShallow } from "zustand/react/shallow";
import { CanvasComments } from "../comments/canvas-comments";
import { useEditor, useEditorStore } from "../editor-context";
import { selectLayersCommand } from "../model/commands/selection";
import { shownDocument, ZOOM_MAX, ZOOM_MIN } from "../model/editor-store";
import { CanvasFrame } from "./canvas-frame";
import classes from "./editor-canvas.module.css";
import { hitTest, pageGeometry, topSelected } from "./geometry";
import { selectionBounds } from "./scale-selection";
import { type DrawnBox, SelectionOverlay } from "./selection-overlay";
import { TextEditor } from "./text-editor";
import { useCanvasGestures } from "./use-canvas-gestures";
import { useCanvasKeys } from "./use-canvas-keys";
import { useCanvasMenu } from "./use-canvas-menu";
import { useDeleteAnywhere } from "./use-delete-anywhere";
import { usePinchZoom } from "./use-pinch-zoom";

/** Room around the stage when it is fitted, so the handles at its edges stay reachable. */
const FIT_MARGIN = 48;

/**
 * The ad canvas: the current page of the current size at true size in a sandboxed frame on a neutral
 * backdrop, zoomed from outside, with the studio's selection overlay above it (EDITOR-NOTES §3: one
 * matrix, screen = stage origin + zoom × design). A gesture previews its command live from the store's
 * mark and commits one undo step on release (Escape bails). Fills its container (a flex child).
 */
export function EditorCanvas() {
  const store = useEditorStore();
  // The geometry and the frame follow a gesture's live change: the frame is patched in place per move.
  const document = useEditor(shownDocument);
  const {
    page,
    size,
    zoom: zoomSetting,
    selection,
  } = useEditor(
    useShallow((s) => ({
      page: s.session.page,
      size: s.session.size,
      zoom: s.session.zoom,
      selection: s.session.selection,
    })),
  );
  const design = document.teaser[size] ?? { width: 300, height: 250 };
  const stage = { w: design.width, h: design.height };
  const { ref: sizeRef, width: viewW, height: viewH } = useElementSize();
  const viewportRef = useRef<HTMLDivElement>(null);
  const mergedRef = useMergedRef(sizeRef, viewportRef);
  const stageRef = useRef<HTMLDivElement>(null);

  const fit = fitZoom({ width: viewW, height: viewH }, stage);
  const zoom = zoomSetting === "fit" ? fit : zoomSetting;

  const nodes = useMemo(() => pageGeometry(document, page, size), [document, page, size]);
  const byId = useMemo(() => new Map(nodes.map((n) => [n.id, n])), [nodes]);
  const { gesture, cancel, ...pointer } = useCanvasGestures(stageRef, { nodes, byId, stage, zoom });
  // The text layer being typed in on the canvas (double-click or Enter), or null.
  const [typing, setTyping] = useState<string | null>(null);
  const onCanvasKeys = useCanvasKeys(cancel, setTyping);
  useDeleteAnywhere();
  const { menu, onContextMenu, onMenuKey } = useCanvasMenu({ stageRef, nodes, byId, zoom });
  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    if (!onMenuKey(e)) onCanvasKeys(e);
  };
  const onDoubleClick = (e: MouseEvent<HTMLElement>) => {
    const r = stageRef.current?.getBoundingClientRect();
    const hit = hitTest(nodes, {
      x: (e.clientX - (r?.left ?? 0)) / zoom,
      y: (e.clientY - (r?.top ?? 0)) / zoom,
    });
    if (hit?.layer.content.kind === "text") {
      store.getState().run(selectLayersCommand, { ids: [hit.id] });
      setTyping(hit.id);
    }
  };
  const typingNode = typing ? byId.get(typing) : undefined;
  const zoomRef = useRef(zoom);
  zoomRef.current = zoom;
  usePinchZoom(
    viewportRef,
    useCallback(() => zoomRef.current, []),
    useCallback(() => void cancel(), [cancel]),
  );

  // Ctrl+wheel (and a trackpad's pinch, which browsers send as one) zooms; the listener is not passive,
  // so the page itself does not zoom.
  useEffect(() => {
    const el = viewportRef.current;
    if (!el) return;
    const onWheel = (e: WheelEvent) => {
      if (!e.ctrlKey && !e.metaKey) return;
      e.preventDefault();
      const { zoom: z } = store.getState().session;
      const from = z === "fit" ? fit : z;
      const next = Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, from * Math.exp(-e.deltaY * 0.002)));
      store.getState().setZoom(Math.round(next * 100) / 100);
    };
    el.addEventListener("wheel", onWheel, { passive: false });
    return () => el.removeEventListener("wheel", onWheel);
  }, [store, fit]);

  const drawn = useMemo(() => drawnBoxes(nodes, selection), [nodes, selection]);
  const single = selection.length === 1 && drawn.length === 1 && !byId.get(selection[0] ?? "")?.locked;
  const bounds = useMemo(() => {
    if (selection.length < 2 || gesture?.kind === "move") return null;
    if (gesture?.kind === "scale") return gesture.bounds;
    const top = topSelected(byId, selection).filter((n) => !n.hidden);
    return top.length > 1 && top.every((n) => !n.locked) ? selectionBounds(top) : null;
  }, [byId, selection, gesture]);
  const guides = gesture && "guides" in gesture ? gesture.guides : [];
  const marquee = gesture?.kind === "marquee" ? gesture.rect : null;
  const empty = nodes.length === 0;

  // The menu sits beside the viewport, not inside it: React bubbles a portal's events through its
  // owners, and the viewport's pointer and key handlers would take the menu's clicks and keys.
  return (
    <>
      <div
        ref={mergedRef}
        className={classes.viewport}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the canvas is a keyboard-operated widget (arrows, Delete, Ctrl+…).
        tabIndex={0}
        role="application"
        aria-label="Ad canvas"
        aria-describedby="ad-canvas-help"
        data-gesture={gesture?.kind ?? "none"}
        onKeyDown={onKeyDown}
        onContextMenu={onContextMenu}
        onDoubleClick={onDoubleClick}
        {...pointer}
      >
        <span id="ad-canvas-help" className={classes.help}>
          Click a layer to select it. Arrow keys move the selection, Delete removes it, Control and D
          duplicates it, Control and G groups it. Enter or a double-click types in a text layer; Shift and F10
          opens the layer menu.
        </span>
        <div className={classes.scroller} style={{ padding: FIT_MARGIN }}>
          <div>
            <div
              ref={stageRef}
              className={classes.stage}
              data-testid="canvas-stage"
              style={{ width: stage.w * zoom, height: stage.h * zoom }}
            >
              <CanvasFrame
                document={document}
                size={size}
                page={page}
                width={stage.w}
                height={stage.h}
                zoom={zoom}
              />
              <SelectionOverlay
                boxes={drawn}
                handles={single && gesture?.kind !== "move"}
                bounds={bounds}
                guides={guides}
                marquee={marquee}
                zoom={zoom}
                stage={stage}
              />
              <CanvasComments size={size} page={page} stage={stage} zoom={zoom} />
              {typingNode && !typingNode.locked && (
                <TextEditor
                  key={typingNode.id}
                  node={typingNode}
                  zoom={zoom}
                  onClose={() => {
                    setTyping(null);
                    viewportRef.current?.focus({ preventScroll: true });
                  }}
                />
              )}
            </div>
            <Text size="xs" c="dimmed" ta="center" mt={8} data-testid="canvas-caption">
              {stage.w} × {stage.h} · {Math.round(zoom * 100)} %
              {empty ? " · This page has no layers yet: add one from the layers panel." : ""}
            </Text>
          </div>
        </div>
      </div>
      {menu}
    </>
  );
}

/**
 * The selected boxes as the overlay draws them, from the model: a gesture previews its change in the
 * document (from the store's mark), so the boxes follow it without a transform of their own.
 */
function drawnBoxes(nodes: ReturnType<typeof pageGeometry>, selection: readonly string[]): DrawnBox[] {
  const chosen = new Set(selection);
  return nodes
    .filter((n) => chosen.has(n.id) && !n.hidden)
    .map((n) => ({ id: n.id, matrix: n.matrix, w: n.box.w, h: n.box.h }));
}

/**
 * The zoom of "Fit": a design that does not fit the view (less the margin) is shrunk to fit; one that
 * fits is shown at true size, never enlarged (issue 13: the canvas shows the ad at its true size).
 */
export function fitZoom(view: { width: number; height: number }, stage: { w: number; h: number }): number {
  if (view.width <= 0 || view.height <= 0) return 1;
  const room = Math.min((view.width - FIT_MARGIN * 2) / stage.w, (view.height - FIT_MARGIN * 2) / stage.h);
  return Math.min(1, Math.max(0.1, room));
}
