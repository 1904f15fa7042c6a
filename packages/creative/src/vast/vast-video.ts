import type { VastTracker } from "./vast-tracker";

/** VAST error code when the media file fails to load or decode. */
export const MEDIA_ERROR_CODE = 405;

/** The parts of an HTMLVideoElement the tracker reads, so tests can pass a plain event target. */
export type TrackedVideo = Pick<
  HTMLVideoElement,
  "addEventListener" | "removeEventListener" | "currentTime" | "duration" | "muted" | "ended"
>;

/**
 * Reports a video element's playback to a VAST tracker: first `playing` is the impression and start,
 * `timeupdate` the quartiles, `ended` the completion; pauses, resumes and mute changes as they happen.
 * Returns the function that detaches it.
 */
export function attachVastTracker(
  video: TrackedVideo,
  tracker: VastTracker,
  /** The VAST `<Duration>`, for media that report no finite duration while playing (live WebM). */
  fallbackDuration: number | null = null,
): () => void {
  let started = false;
  let pausedAt: number | null = null;
  let muted = video.muted;

  const listeners: [string, () => void][] = [
    [
      "playing",
      () => {
        if (!started) {
          started = true;
          tracker.started();
        } else if (pausedAt !== null) {
          tracker.resumed();
        }
        pausedAt = null;
      },
    ],
    [
      "timeupdate",
      () =>
        tracker.progress(
          video.currentTime,
          Number.isFinite(video.duration) ? video.duration : (fallbackDuration ?? Number.NaN),
        ),
    ],
    [
      "pause",
      () => {
        // A video pauses by itself right before `ended`; that is no user pause.
        if (!started || video.ended) return;
        pausedAt = video.currentTime;
        tracker.paused();
      },
    ],
    ["ended", () => tracker.completed()],
    [
      "volumechange",
      () => {
        if (video.muted === muted) return;
        muted = video.muted;
        tracker.muteChanged(muted);
      },
    ],
    ["error", () => tracker.failed(MEDIA_ERROR_CODE)],
  ];
  for (const [name, listener] of listeners) video.addEventListener(name, listener);
  return () => {
    for (const [name, listener] of listeners) video.removeEventListener(name, listener);
  };
}
