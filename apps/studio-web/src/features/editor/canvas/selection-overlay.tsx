import { memo } from "react";
import { apply, type Matrix, type Point, type Rect } from "./geometry";
import { HANDLE_AT, HANDLES, type Handle } from "./gestures";
import type { Guide } from "./snapping";

/** A selected layer as the overlay draws it: its box's matrix to the stage and its size. */
export interface DrawnBox {
  id: string;
  matrix: Matrix;
  w: number;
  h: number;
}

interface SelectionOverlayProps {
  boxes: readonly DrawnBox[];
  /** Handles are drawn for one selected, unlocked layer. */
  handles: boolean;
  /** A multi-selection's bounds, with resize handles (no rotation), or null. */
  bounds: Rect | null;
  guides: readonly Guide[];
  marquee: Rect | null;
  zoom: number;
  stage: { w: number; h: number };
}

const ACCENT = "#1c7ed6";
/** Handle size on screen; the invisible hit target around it is larger (EDITOR-NOTES §3). */
const HANDLE = 8;
const HIT = 16;
const ROTATE_OFFSET = 24;

const CURSORS: Record<Handle, string> = {
  nw: "nwse-resize",
  se: "nwse-resize",
  ne: "nesw-resize",
  sw: "nesw-resize",
  n: "ns-resize",
  s: "ns-resize",
  e: "ew-resize",
  w: "ew-resize",
};

const screen = (m: Matrix, p: Point, zoom: number) => {
  const s = apply(m, p);
  return { x: s.x * zoom, y: s.y * zoom };
};

/**
 * The studio's selection chrome over the frame, never inside the creative: outlines of the selected
 * layers, handles, snap guides and the marquee, drawn in screen pixels from the model's geometry so lines
 * stay 1 px at any zoom. Only the handles take pointer events (the canvas handles the rest).
 */
export const SelectionOverlay = memo(function SelectionOverlay({
  boxes,
  handles,
  bounds,
  guides,
  marquee,
  zoom,
  stage,
}: SelectionOverlayProps) {
  const around: DrawnBox | null = bounds
    ? {
        id: "selection",
        matrix: [1, 0, 0, 1, bounds.minX, bounds.minY],
        w: bounds.maxX - bounds.minX,
        h: bounds.maxY - bounds.minY,
      }
    : null;
  const single = handles ? boxes[0] : undefined;
  return (
    <svg
      aria-hidden="true"
      data-testid="canvas-overlay"
      width={stage.w * zoom}
      height={stage.h * zoom}
      style={{ position: "absolute", left: 0, top: 0, overflow: "visible", pointerEvents: "none" }}
    >
      {boxes.map((b) => (
        <polygon
          key={b.id}
          data-outline={b.id}
          points={[
            { x: 0, y: 0 },
            { x: b.w, y: 0 },
            { x: b.w, y: b.h },
            { x: 0, y: b.h },
          ]
            .map((p) => screen(b.matrix, p, zoom))
            .map((p) => `${p.x},${p.y}`)
            .join(" ")}
          fill="none"
          stroke={ACCENT}
          strokeWidth={1.5}
        />
      ))}
      {guides.map((g) =>
        g.axis === "x" ? (
          <line
            key={`x${g.at}`}
            data-guide={`x:${g.at}`}
            x1={g.at * zoom}
            x2={g.at * zoom}
            y1={0}
            y2={stage.h * zoom}
            stroke="#e8590c"
            strokeDasharray="4 3"
          />
        ) : (
          <line
            key={`y${g.at}`}
            data-guide={`y:${g.at}`}
            y1={g.at * zoom}
            y2={g.at * zoom}
            x1={0}
            x2={stage.w * zoom}
            stroke="#e8590c"
            strokeDasharray="4 3"
          />
        ),
      )}
      {marquee ? (
        <rect
          data-testid="canvas-marquee"
          x={marquee.minX * zoom}
          y={marquee.minY * zoom}
          width={(marquee.maxX - marquee.minX) * zoom}
          height={(marquee.maxY - marquee.minY) * zoom}
          fill="rgba(28,126,214,0.08)"
          stroke={ACCENT}
          strokeDasharray="3 2"
        />
      ) : null}
      {single ? <Handles box={single} zoom={zoom} rotate /> : null}
      {around ? (
        <>
          <rect
            data-testid="selection-bounds"
            x={bounds ? bounds.minX * zoom : 0}
            y={bounds ? bounds.minY * zoom : 0}
            width={around.w * zoom}
            height={around.h * zoom}
            fill="none"
            stroke={ACCENT}
            strokeDasharray="4 3"
          />
          <Handles box={around} zoom={zoom} rotate={false} />
        </>
      ) : null}
    </svg>
  );
});

function Handles({ box, zoom, rotate }: { box: DrawnBox; zoom: number; rotate: boolean }) {
  const top = screen(box.matrix, { x: box.w / 2, y: 0 }, zoom);
  const centre = screen(box.matrix, { x: box.w / 2, y: box.h / 2 }, zoom);
  // The rotate knob sits above the top edge, along the box's own "up".
  const len = Math.hypot(top.x - centre.x, top.y - centre.y) || 1;
  const knob = {
    x: top.x + ((top.x - centre.x) / len) * ROTATE_OFFSET,
    y: top.y + ((top.y - centre.y) / len) * ROTATE_OFFSET,
  };
  return (
    <g>
      {rotate ? (
        <>
          <line x1={top.x} y1={top.y} x2={knob.x} y2={knob.y} stroke={ACCENT} />
          <g data-handle="rotate" style={{ pointerEvents: "all", cursor: "grab" }}>
            <circle cx={knob.x} cy={knob.y} r={HIT / 2} fill="transparent" />
            <circle
              cx={knob.x}
              cy={knob.y}
              r={HANDLE / 2 + 1}
              fill="#fff"
              stroke={ACCENT}
              strokeWidth={1.5}
            />
          </g>
        </>
      ) : null}
      {HANDLES.map((h) => {
        const at = HANDLE_AT[h];
        const p = screen(box.matrix, { x: at.x * box.w, y: at.y * box.h }, zoom);
        return (
          <g key={h} data-handle={h} style={{ pointerEvents: "all", cursor: CURSORS[h] }}>
            <rect x={p.x - HIT / 2} y={p.y - HIT / 2} width={HIT} height={HIT} fill="transparent" />
            <rect
              x={p.x - HANDLE / 2}
              y={p.y - HANDLE / 2}
              width={HANDLE}
              height={HANDLE}
              fill="#fff"
              stroke={ACCENT}
              strokeWidth={1.5}
            />
          </g>
        );
      })}
    </g>
  );
}
