import { createFile, MP4BoxBuffer } from "mp4box";

/** What VAST and the document need of a video, read from its MP4 container (not trusted from a name). */
export interface VideoFacts {
  durationMs: number;
  width: number;
  height: number;
  codec: string;
  bitrateKbps: number;
}

/** Reads an MP4's duration, picture size, video codec and overall bitrate; null when it is not one. */
export function probeMp4(bytes: Uint8Array): VideoFacts | null {
  const buffer = MP4BoxBuffer.fromArrayBuffer(bytes.slice().buffer, 0);
  let facts: VideoFacts | null = null;
  const file = createFile();
  file.onReady = (info) => {
    const video = info.tracks.find((t) => t.video);
    if (!video?.video || !info.timescale) return;
    const durationMs = Math.round((info.duration / info.timescale) * 1000);
    facts = {
      durationMs,
      width: video.video.width,
      height: video.video.height,
      codec: video.codec,
      // The whole file's rate, as players budget bandwidth by it (audio included).
      bitrateKbps: Math.max(1, Math.round((bytes.length * 8) / Math.max(1, durationMs))),
    };
  };
  try {
    file.appendBuffer(buffer);
    file.flush();
  } catch {
    return null;
  }
  return facts;
}
