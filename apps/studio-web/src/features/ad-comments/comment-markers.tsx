import { UnstyledButton } from "@mantine/core";
import { type PointerEvent, useEffect, useRef } from "react";
import classes from "./comments.module.css";
import type { CommentThread } from "./threads";

export interface CommentMarkersProps {
  /** The threads pinned on the size and page shown. */
  threads: readonly CommentThread[];
  /** The stage's design size and zoom: a pin at (x, y) sits at (x × w × zoom, y × h × zoom) in the stage. */
  stage: { w: number; h: number };
  zoom: number;
  activeId?: string | null;
  onOpen: (thread: CommentThread) => void;
}

/**
 * Numbered markers over a canvas at each thread's pin, placed inside the stage element with the canvas's
 * one matrix (stage origin + zoom × design), so they follow zoom, pan and size switches. Each is a button:
 * a click or Enter opens its thread. Resolved threads show faded.
 */
export function CommentMarkers({ threads, stage, zoom, activeId, onOpen }: CommentMarkersProps) {
  // Markers take their own pointer presses: the canvas below must not start a selection under them.
  const keep = (e: PointerEvent) => e.stopPropagation();
  return (
    <div className={classes.markers} data-testid="comment-markers">
      {threads.map((thread) => {
        const { x, y } = thread.comment.pin ?? { x: 0, y: 0 };
        const state = thread.comment.resolved ? "resolved" : "open";
        return (
          <UnstyledButton
            key={thread.comment._id}
            className={classes.marker}
            data-state={state}
            data-active={activeId === thread.comment._id || undefined}
            style={{ left: (x ?? 0) * stage.w * zoom, top: (y ?? 0) * stage.h * zoom }}
            aria-label={`Comment ${thread.number} by ${thread.comment.author.name}${thread.comment.resolved ? " (resolved)" : ""}`}
            onPointerDown={keep}
            onDoubleClick={(e) => e.stopPropagation()}
            onClick={(e) => {
              e.stopPropagation();
              onOpen(thread);
            }}
          >
            {thread.number}
          </UnstyledButton>
        );
      })}
    </div>
  );
}

export interface CommentPlacerProps {
  /** Where the click landed, as fractions 0..1 of the stage's width and height. */
  onPlace: (point: { x: number; y: number }) => void;
}

/**
 * Comment mode over a canvas: a crosshair layer above the stage; a click pins a new comment there. It takes
 * the pointer from the canvas below (no selection or drag starts). Escape is the caller's.
 */
export function CommentPlacer({ onPlace }: CommentPlacerProps) {
  const ref = useRef<HTMLButtonElement>(null);
  // Comment mode starts from a button elsewhere: bring the keyboard here, so Enter pins at once.
  useEffect(() => ref.current?.focus({ preventScroll: true }), []);
  return (
    <button
      ref={ref}
      type="button"
      className={classes.placer}
      data-testid="comment-placer"
      aria-label="Pin a comment here: click a point of the canvas, or press Enter for its centre"
      onPointerDown={(e) => e.stopPropagation()}
      onDoubleClick={(e) => e.stopPropagation()}
      onKeyDown={(e) => e.stopPropagation()}
      onClick={(e) => {
        e.stopPropagation();
        // A keyboard press has no point (detail 0): the centre.
        if (e.detail === 0) return onPlace({ x: 0.5, y: 0.5 });
        const r = e.currentTarget.getBoundingClientRect();
        if (r.width <= 0 || r.height <= 0) return;
        const clamp = (v: number) => Math.min(1, Math.max(0, Math.round(v * 10000) / 10000));
        onPlace({ x: clamp((e.clientX - r.left) / r.width), y: clamp((e.clientY - r.top) / r.height) });
      }}
    />
  );
}

/** The pin of a comment being written, at fractions (x, y) of the stage (drawn only, the composer is elsewhere). */
export function DraftMarker({
  x,
  y,
  stage,
  zoom,
}: {
  x: number;
  y: number;
  stage: { w: number; h: number };
  zoom: number;
}) {
  return (
    <div className={classes.markers} aria-hidden>
      <span
        className={classes.marker}
        data-state="draft"
        style={{ left: x * stage.w * zoom, top: y * stage.h * zoom }}
      >
        +
      </span>
    </div>
  );
}
