import { type Animation, KEYFRAME_LABELS, type KeyframeTrack } from "@adstudio/creative/document";
import { Box, Text } from "@mantine/core";
import { type KeyboardEvent, type PointerEvent, useEffect, useRef, useState } from "react";
import { useEditorStore } from "../editor-context";
import { copiedKeyframes, moveKeyframeCommand, removeKeyframesCommand } from "../model/commands/keyframes";
import { keyframeState, keyframeTime, selectKeyframe, useKeyframeState } from "./keyframe-state";
import classes from "./timeline.module.css";
import { NAME_COLUMN } from "./timeline-layout";
import { seekTimeline } from "./timeline-playback";

/** Arrow keys move a keyframe by this much, with Shift ten times as far. */
const KEY_STEP_MS = 100;
/** Dragged keyframes land on this grid. */
const DRAG_STEP_MS = 50;

export interface KeyframeTrackProps {
  layer: string;
  page: string;
  animation: Animation;
  track: KeyframeTrack;
  axisMs: number;
  depth: number;
}

/**
 * One property of a layer on the time ruler: its keyframes as diamond buttons ("Opacity keyframe at
 * 0.50 s"). Click selects one and moves the playhead to it; drag or the arrow keys move it (one undo
 * step per move), Delete removes it, Ctrl+C copies it.
 */
export function KeyframeTrackRow({ layer, page, animation, track, axisMs, depth }: KeyframeTrackProps) {
  const store = useEditorStore();
  const label = KEYFRAME_LABELS[track.property];
  const selected = useKeyframeState((s) =>
    s.selected?.layer === layer && s.selected.property === track.property ? s.selected.timeMs : null,
  );
  const lane = useRef<HTMLDivElement>(null);
  const [drag, setDrag] = useState<{ from: number; to: number; x: number; moved: boolean } | null>(null);
  const { run } = store.getState();
  // A moved keyframe is a new button (keyed by time): keyboard focus follows it there. The render that
  // ends a drag may come before the one that shows the moved keyframe, so the wish waits until it exists.
  const refocus = useRef<number | null>(null);
  useEffect(() => {
    if (refocus.current === null) return;
    const moved = lane.current?.querySelector<HTMLButtonElement>(`[data-time="${refocus.current}"]`);
    if (!moved) return;
    moved.focus();
    refocus.current = null;
  });

  const move = (from: number, to: number) => {
    const target = Math.max(0, Math.round(to));
    if (target === from) return;
    const taken = track.keyframes.some((k) => k.atMs + animation.delayMs === target);
    if (taken) return;
    refocus.current = target;
    run(moveKeyframeCommand, { id: layer, key: { property: track.property, timeMs: from }, toMs: target });
    selectKeyframe({ layer, property: track.property, timeMs: target });
    seekTimeline(page, target, Math.max(axisMs, target));
  };

  const onKeyDown = (event: KeyboardEvent, timeMs: number) => {
    const step = event.shiftKey ? KEY_STEP_MS * 10 : KEY_STEP_MS;
    if (event.key === "ArrowLeft" || event.key === "ArrowRight") {
      event.preventDefault();
      move(timeMs, timeMs + (event.key === "ArrowLeft" ? -step : step));
    } else if (event.key === "Delete" || event.key === "Backspace") {
      event.preventDefault();
      run(removeKeyframesCommand, { id: layer, keys: [{ property: track.property, timeMs }] });
      selectKeyframe(null);
    } else if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === "c") {
      event.preventDefault();
      event.stopPropagation();
      keyframeState.setState({
        copied: copiedKeyframes(store.getState().document, layer, [{ property: track.property, timeMs }]),
      });
    }
  };

  const timeAt = (clientX: number, from: number, startX: number) => {
    const width = lane.current?.getBoundingClientRect().width ?? 1;
    const ms = from + ((clientX - startX) / width) * axisMs;
    return Math.max(0, Math.round(ms / DRAG_STEP_MS) * DRAG_STEP_MS);
  };

  return (
    <Box className={classes.trackRow} style={{ gridTemplateColumns: `${NAME_COLUMN}px 1fr` }}>
      <Text size="xs" c="dimmed" truncate style={{ paddingLeft: 22 + depth * 12 }}>
        {label}
      </Text>
      <div className={classes.lane} ref={lane}>
        {track.keyframes.map((k) => {
          const timeMs = k.atMs + animation.delayMs;
          const shownMs = drag?.from === timeMs ? drag.to : timeMs;
          const isSelected = selected === timeMs;
          return (
            <button
              key={k.atMs}
              type="button"
              className={classes.diamond}
              data-selected={isSelected || undefined}
              data-time={timeMs}
              aria-pressed={isSelected}
              aria-label={`${label} keyframe at ${keyframeTime(timeMs)}`}
              title={`${label} keyframe at ${keyframeTime(shownMs)}`}
              style={{ left: `${Math.min(100, (shownMs / axisMs) * 100)}%` }}
              onKeyDown={(event) => onKeyDown(event, timeMs)}
              onPointerDown={(event: PointerEvent<HTMLButtonElement>) => {
                if (event.button !== 0) return;
                event.currentTarget.setPointerCapture?.(event.pointerId);
                setDrag({ from: timeMs, to: timeMs, x: event.clientX, moved: false });
              }}
              onPointerMove={(event) => {
                if (!drag || drag.from !== timeMs) return;
                const moved = drag.moved || Math.abs(event.clientX - drag.x) > 3;
                setDrag({ ...drag, moved, to: moved ? timeAt(event.clientX, timeMs, drag.x) : timeMs });
              }}
              onPointerUp={() => {
                if (drag?.from !== timeMs) return;
                setDrag(null);
                if (drag.moved) move(timeMs, drag.to);
                else {
                  selectKeyframe({ layer, property: track.property, timeMs });
                  seekTimeline(page, timeMs, axisMs);
                }
              }}
              onPointerCancel={() => setDrag(null)}
              onClick={(event) => {
                // Pointer clicks are handled on release; Enter and Space select here.
                if (event.detail === 0) {
                  selectKeyframe({ layer, property: track.property, timeMs });
                  seekTimeline(page, timeMs, axisMs);
                }
              }}
            />
          );
        })}
      </div>
    </Box>
  );
}
