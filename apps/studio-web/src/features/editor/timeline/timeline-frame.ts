import { type RefObject, useEffect } from "react";
import { type TimelinePlaybackState, timelinePlayback } from "./timeline-playback";

/**
 * What the canvas posts to the creative's frame while the timeline previews a page: show the page's
 * animations `timeMs` after it appeared, paused there, or (`timeMs` null) back at rest for editing. While
 * playing, one message per tick moves the moment on, so the frame only ever seeks.
 */
export interface TimelineMessage {
  source: "adstudio-editor";
  type: "timeline";
  timeMs: number | null;
}

/** The message for the playback state, as seen on `page` (another page's preview means "at rest"). */
export function timelineMessage(state: TimelinePlaybackState, page: string): TimelineMessage {
  return {
    source: "adstudio-editor",
    type: "timeline",
    timeMs: state.page === page && state.timeMs !== null ? Math.round(state.timeMs) : null,
  };
}

/**
 * Keeps the canvas frame in step with the timeline: posts a `TimelineMessage` whenever the moment
 * changes. The frame is sandboxed without allow-same-origin (origin "null"), so the target is "*"; it
 * carries no secrets. A frame that reloads (a new render) gets the current moment again on load.
 */
export function useTimelineFrame(frame: RefObject<HTMLIFrameElement | null>, page: string): void {
  useEffect(() => {
    let last: number | null | undefined;
    const post = (force = false) => {
      const message = timelineMessage(timelinePlayback.getState(), page);
      if (!force && message.timeMs === last) return;
      last = message.timeMs;
      frame.current?.contentWindow?.postMessage(message, "*");
    };
    const element = frame.current;
    const onLoad = () => post(true);
    element?.addEventListener("load", onLoad);
    post();
    const unsubscribe = timelinePlayback.subscribe(() => post());
    return () => {
      unsubscribe();
      element?.removeEventListener("load", onLoad);
    };
  }, [frame, page]);
}
