import { parseBuffer } from "music-metadata";
import { probeMp4, type VideoFacts } from "../ads/index.js";

/**
 * Whether an MP4's top-level boxes exactly cover the file. mp4box reads a "fast start" file (its index
 * first) without needing the media after it, so a download cut off inside the media would otherwise
 * pass; a cut file ends inside a box.
 */
export function mp4BoxesComplete(bytes: Uint8Array): boolean {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let offset = 0;
  while (offset < bytes.length) {
    if (offset + 8 > bytes.length) return false;
    let size = view.getUint32(offset);
    let header = 8;
    if (size === 1) {
      if (offset + 16 > bytes.length) return false;
      size = Number(view.getBigUint64(offset + 8));
      header = 16;
    } else if (size === 0) {
      return true; // The last box runs to the end of the file.
    }
    if (size < header) return false;
    offset += size;
  }
  return offset === bytes.length;
}

/** An EBML variable-length integer at `at`: its value and length, or null past the end. */
function vint(bytes: Uint8Array, at: number, keepMarker: boolean) {
  const first = bytes[at];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23;
  if (at + length > bytes.length) return null;
  let value = keepMarker ? first : first & (0xff >> length);
  let unknown = value === 0xff >> length;
  for (let i = 1; i < length; i++) {
    const byte = bytes[at + i] ?? 0;
    value = value * 256 + byte;
    unknown &&= byte === 0xff;
  }
  return { value, length, unknown: !keepMarker && unknown };
}

const SEGMENT_ID = 0x18538067;

/**
 * Whether a WebM file holds all of its Segment: the EBML header's and the Segment's declared sizes must
 * end within the file. A Segment of unknown size (a live recording) cannot be checked this way and is
 * accepted; its duration must still be readable.
 */
export function webmSegmentComplete(bytes: Uint8Array): boolean {
  let offset = 0;
  for (let element = 0; element < 2; element++) {
    const id = vint(bytes, offset, true);
    const size = id && vint(bytes, offset + id.length, false);
    if (!id || !size) return false;
    const start = offset + id.length + size.length;
    if (element === 1) return id.value === SEGMENT_ID && (size.unknown || start + size.value <= bytes.length);
    offset = start + size.value;
  }
  return false;
}

/** A WebM's duration, picture size and codecs (video, then audio), read by music-metadata; null when not one. */
async function probeWebm(bytes: Uint8Array): Promise<VideoFacts | null> {
  if (!webmSegmentComplete(bytes)) return null;
  try {
    const { format } = await parseBuffer(
      bytes,
      { mimeType: "video/webm" },
      { duration: true, skipCovers: true },
    );
    const track = format.trackInfo.find((t) => t.video?.pixelWidth && t.video.pixelHeight);
    const audio = format.trackInfo.find((t) => t.audio && t.codecName);
    if (!track?.video?.pixelWidth || !track.video.pixelHeight || !format.duration) return null;
    const durationMs = Math.round(format.duration * 1000);
    return {
      durationMs,
      width: track.video.pixelWidth,
      height: track.video.pixelHeight,
      // Both tracks, as for MP4: `vp9,opus` for a file with sound.
      codec: [track.codecName, audio?.codecName]
        .filter(Boolean)
        .map((name) => (name ?? "").toLowerCase())
        .join(","),
      bitrateKbps: Math.max(1, Math.round((bytes.length * 8) / Math.max(1, durationMs))),
    };
  } catch {
    return null;
  }
}

/** A video's facts from its container (MP4 by mp4box, WebM by music-metadata); null when unreadable. */
export async function probeVideo(
  bytes: Uint8Array,
  mime: "video/mp4" | "video/webm",
): Promise<VideoFacts | null> {
  if (mime === "video/webm") return probeWebm(bytes);
  if (!mp4BoxesComplete(bytes)) return null;
  const facts = probeMp4(bytes);
  return facts && facts.width > 0 && facts.height > 0 && facts.durationMs > 0 ? facts : null;
}
