import { createHash } from "node:crypto";
import { XR_TARGET_FORMAT_MESSAGE } from "@adstudio/contract";
import { decode } from "@msgpack/msgpack";

/** Where a target's bytes live: once per content hash, like assets. */
export const xrTargetStorageKey = (hash: string) => `xr-targets/${hash}.mind`;

/** What the studio learned from a target file it accepted. */
export interface CheckedTarget {
  hash: string;
  bytes: number;
  width: number;
  height: number;
  featurePoints: number;
}

/** The MindAR format version the library of this studio reads (its `CURRENT_VERSION`). */
const MIND_FORMAT_VERSION = 2;
const MAX_SIDE = 4_096;

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === "object" && x !== null;
const isSide = (x: unknown): x is number =>
  typeof x === "number" && Number.isInteger(x) && x >= 1 && x <= MAX_SIDE;
const isList = (x: unknown): x is unknown[] => Array.isArray(x) && x.length > 0 && x.length <= 64;

/**
 * Checks an uploaded `.mind` file the way the phone page will read it (the upload is untrusted: the
 * editor compiled it in someone's browser): a msgpack map `{v: 2, dataList: [one target]}` whose target
 * has its image size, tracking data and matching data per scale. Answers what it found, or null.
 * msgpack decoding is bounded by the size cap the route applies first.
 */
export function checkTarget(bytes: Uint8Array): CheckedTarget | null {
  let data: unknown;
  try {
    data = decode(bytes);
  } catch {
    return null;
  }
  if (!isRecord(data) || data.v !== MIND_FORMAT_VERSION || !Array.isArray(data.dataList)) return null;
  if (data.dataList.length !== 1) return null;
  const [target] = data.dataList as unknown[];
  if (!isRecord(target) || !isRecord(target.targetImage)) return null;
  const { width, height } = target.targetImage;
  if (!isSide(width) || !isSide(height)) return null;
  if (!isList(target.trackingData) || !isList(target.matchingData)) return null;
  let featurePoints = 0;
  for (const scale of target.matchingData) {
    if (!isRecord(scale) || !Array.isArray(scale.maximaPoints) || !Array.isArray(scale.minimaPoints))
      return null;
    featurePoints += scale.maximaPoints.length + scale.minimaPoints.length;
  }
  if (!target.trackingData.every((scale) => isRecord(scale) && Array.isArray(scale.points))) return null;
  const hash = createHash("sha256").update(bytes).digest("hex");
  return { hash, bytes: bytes.length, width, height, featurePoints };
}

export { XR_TARGET_FORMAT_MESSAGE };
