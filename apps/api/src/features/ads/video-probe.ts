import { createFile, MP4BoxBuffer } from "mp4box";

/** What VAST and the document need of a video, read from its MP4 container (not trusted from a name). */
export interface VideoFacts {
  durationMs: number;
  width: number;
  height: number;
  /** Every track's codec, video first (`avc1.4d401e,mp4a.40.2`), as VAST's `codec` and RFC 6381 list them. */
  codec: string;
  bitrateKbps: number;
}

/**
 * Reads an MP4's duration, picture size, codecs (the video's, then the audio's when the file has sound)
 * and overall bitrate; null when it is not one.
 */
export function probeMp4(bytes: Uint8Array): VideoFacts | null {
  const buffer = MP4BoxBuffer.fromArrayBuffer(bytes.slice().buffer, 0);
  let facts: VideoFacts | null = null;
  const file = createFile();
  file.onReady = (info) => {
    const video = info.tracks.find((t) => t.video);
    const audio = info.tracks.find((t) => t.audio);
    if (!video?.video || !info.timescale) return;
    const durationMs = Math.round((info.duration / info.timescale) * 1000);
    facts = {
      durationMs,
      width: video.video.width,
      height: video.video.height,
      // A player or buyer that reads only the video codec would take a file with sound for a silent one.
      codec: [video.codec, audio?.codec].filter(Boolean).join(","),
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
