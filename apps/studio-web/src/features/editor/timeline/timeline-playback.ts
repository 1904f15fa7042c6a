import { useStore } from "zustand";
import { createStore } from "zustand/vanilla";

/**
 * The timeline's preview of a page's animations, shared with the canvas. `timeMs` null means the
 * timeline is not previewing: the canvas shows the page at rest, for editing. Otherwise the canvas shows
 * the page's animations as they are `timeMs` after the page appears (paused at that moment, or running
 * while `playing`). Session state: neither saved nor undone.
 */
export interface TimelinePlaybackState {
  page: string | null;
  playing: boolean;
  timeMs: number | null;
  /** Where playing stops (the page's animation length, capped for endless loops). */
  endMs: number;
}

export const timelinePlayback = createStore<TimelinePlaybackState>()(() => ({
  page: null,
  playing: false,
  timeMs: null,
  endMs: 0,
}));

type Frame = (callback: (now: number) => void) => number;
const frame: Frame =
  typeof requestAnimationFrame === "function"
    ? (callback) => requestAnimationFrame(callback)
    : (callback) => setTimeout(() => callback(performance.now()), 16) as unknown as number;
const cancelFrame = (handle: number) =>
  typeof cancelAnimationFrame === "function" ? cancelAnimationFrame(handle) : clearTimeout(handle);

let ticking: number | null = null;

function stopTicking() {
  if (ticking !== null) cancelFrame(ticking);
  ticking = null;
}

/** Plays `page` from the playhead (from the start when it is at the end or not set) until `endMs`. */
export function playTimeline(page: string, endMs: number): void {
  stopTicking();
  const state = timelinePlayback.getState();
  const from = state.page === page && state.timeMs !== null && state.timeMs < endMs ? state.timeMs : 0;
  timelinePlayback.setState({ page, playing: true, timeMs: from, endMs });
  let started: number | null = null;
  const tick = (now: number) => {
    started ??= now;
    const timeMs = Math.min(endMs, from + (now - started));
    const done = timeMs >= endMs;
    timelinePlayback.setState({ timeMs, playing: !done });
    ticking = done ? null : frame(tick);
  };
  ticking = frame(tick);
}

/** Stops playing and holds the current moment. */
export function pauseTimeline(): void {
  stopTicking();
  timelinePlayback.setState({ playing: false });
}

/** Shows the page `timeMs` into its animations, paused (the scrubber). */
export function seekTimeline(page: string, timeMs: number, endMs: number): void {
  stopTicking();
  timelinePlayback.setState({ page, playing: false, timeMs: Math.max(0, Math.min(endMs, timeMs)), endMs });
}

/** Leaves the preview: the canvas shows the page at rest again. */
export function resetTimeline(): void {
  stopTicking();
  timelinePlayback.setState({ page: null, playing: false, timeMs: null, endMs: 0 });
}

/** A narrow slice of the playback state, for the timeline and the canvas. */
export const useTimelinePlayback = <T>(selector: (state: TimelinePlaybackState) => T): T =>
  useStore(timelinePlayback, selector);
