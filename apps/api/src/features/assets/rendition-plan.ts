import { RENDITION_LABELS } from "@adstudio/contract";

type Label = (typeof RENDITION_LABELS)[number];

/** One file to make: its label, container and picture size (even numbers, as yuv420p needs). */
export interface RenditionTarget {
  label: Label;
  mime: "video/mp4" | "video/webm";
  width: number;
  height: number;
  /** The video track's bitrate; audio adds 128 kbps (AAC) or 96 kbps (Opus). */
  videoKbps: number;
}

/** A rendition's lines: its short side (the `p`) and the video bitrate common ladders give it. */
const LADDER: Record<Label, { lines: number; kbps: number }> = {
  "360p": { lines: 360, kbps: 800 },
  "480p": { lines: 480, kbps: 1200 },
  "720p": { lines: 720, kbps: 2500 },
  "1080p": { lines: 1080, kbps: 5000 },
};
/** The WebM is one file for players that prefer it; 720p is enough for them and keeps VP9 affordable. */
const WEBM_MAX_LINES = 720;

const even = (n: number) => Math.max(2, Math.round(n / 2) * 2);

/**
 * The renditions a `width` × `height` source gets: each ladder step whose lines fit in the source's short
 * side (never upscaled; a portrait video's lines are its width), keeping its shape, plus one WebM at the
 * largest of them up to 720p. A source under 360 lines gets none.
 */
export function renditionPlan(width: number, height: number): RenditionTarget[] {
  const short = Math.min(width, height);
  const landscape = width >= height;
  const sized = (label: Label) => {
    const { lines } = LADDER[label];
    const long = even((lines * Math.max(width, height)) / short);
    return landscape ? { width: long, height: lines } : { width: lines, height: long };
  };
  const fitting = RENDITION_LABELS.filter((label) => LADDER[label].lines <= short);
  const mp4s = fitting.map((label) => ({
    label,
    mime: "video/mp4" as const,
    ...sized(label),
    videoKbps: LADDER[label].kbps,
  }));
  const webmLabel = fitting.filter((label) => LADDER[label].lines <= WEBM_MAX_LINES).at(-1);
  if (!webmLabel) return mp4s;
  // VP9 reaches H.264's quality at about two thirds of its rate.
  const webm = {
    label: webmLabel,
    mime: "video/webm" as const,
    ...sized(webmLabel),
    videoKbps: Math.round((LADDER[webmLabel].kbps * 2) / 3),
  };
  return [...mp4s, webm];
}

/** ffmpeg's arguments from the source file to one rendition: one thread, no shell, no prompts. */
export function ffmpegArgs(input: string, output: string, target: RenditionTarget): string[] {
  const common = [
    "-y",
    "-i",
    input,
    // The first video track and the first audio track when there is one.
    "-map",
    "0:v:0",
    "-map",
    "0:a:0?",
    "-threads",
    "1",
    "-vf",
    `scale=${target.width}:${target.height},setsar=1`,
    "-pix_fmt",
    "yuv420p",
    "-b:v",
    `${target.videoKbps}k`,
    "-maxrate",
    `${Math.round(target.videoKbps * 1.5)}k`,
    "-bufsize",
    `${target.videoKbps * 2}k`,
  ];
  if (target.mime === "video/mp4") {
    return [
      ...common,
      ...["-c:v", "libx264", "-preset", "veryfast", "-profile:v", "high"],
      ...["-c:a", "aac", "-b:a", "128k", "-ac", "2"],
      // The index first, so players start before the whole file has arrived.
      ...["-movflags", "+faststart", "-f", "mp4", output],
    ];
  }
  return [
    ...common,
    // Realtime speed keeps one VP9 encode within the job's CPU budget on a small server.
    ...["-c:v", "libvpx-vp9", "-deadline", "realtime", "-cpu-used", "8", "-row-mt", "0"],
    ...["-c:a", "libopus", "-b:a", "96k", "-ac", "2"],
    ...["-f", "webm", output],
  ];
}
