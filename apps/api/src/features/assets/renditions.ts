import { createHash } from "node:crypto";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  ASSET_MEDIA_TYPES,
  type AssetMediaType,
  type AssetRendition,
  RENDITIONS_FAILED_MESSAGE,
  RENDITIONS_NEED_FFMPEG_MESSAGE,
  RENDITIONS_NOT_VIDEO_MESSAGE,
  type RenditionsState,
} from "@adstudio/contract";
import type { AppDeps } from "../../app-env.js";
import { HttpError } from "../../http/errors.js";
import { assetStorageKey } from "../ads/index.js";
import { ffmpegAvailable, runFfmpeg } from "./ffmpeg.js";
import { ffmpegArgs, renditionPlan } from "./rendition-plan.js";
import type { RunRegistrar } from "./rendition-queue.js";
import * as renditionsRepo from "./renditions-repo.js";
import * as repo from "./repo.js";
import { probeVideo } from "./video.js";

/** A video asset as the jobs need it: its hash, type and measured picture. */
interface Source {
  hash: string;
  mime: string;
  width?: number | null | undefined;
  height?: number | null | undefined;
  durationMs?: number | null | undefined;
  uploadedBy: string | null;
}

/** Said for a video stored before uploads were transcoded (the demo's, older uploads). */
const NO_JOB_MESSAGE = "This video has no renditions: it was stored before uploads were transcoded.";

/**
 * A job that no process has touched for this long was stopped with its server (a restart, a crash): it
 * is answered as failed, and uploading the video again starts it afresh.
 */
const STALE_MS = 10 * 60_000;

/** Each ffmpeg run may take a minute plus 20 × the video's length before it is stopped. */
const timeoutOf = (durationMs: number) => 60_000 + 20 * durationMs;

/**
 * Starts making a newly stored video's renditions: queued in this process, or recorded as unavailable
 * when the server has no ffmpeg (the source alone still plays). A source that already has a job (the
 * same bytes uploaded again) is left as it is.
 */
export async function startRenditions(deps: AppDeps, source: Source): Promise<void> {
  const db = deps.database.db;
  if (!ffmpegAvailable(deps.config.ffmpeg)) {
    await renditionsRepo.createRenditions(db, source.hash, "unavailable", RENDITIONS_NEED_FFMPEG_MESSAGE);
    return;
  }
  if (!(await renditionsRepo.createRenditions(db, source.hash, "pending", null))) {
    // A job that failed or was stopped with its server starts again; one under way is left alone.
    const row = await renditionsRepo.findRenditions(db, source.hash);
    if (!row || !(row.status === "failed" || row.status === "unavailable" || stale(deps, row))) return;
    await renditionsRepo.updateRenditions(db, source.hash, {
      status: "pending",
      progress: 0,
      message: null,
      renditions: [],
    });
  }
  deps.renditions.enqueue(source.hash, (register) => transcode(deps, source, register));
}

/** Makes every planned rendition in turn, recording progress and each finished file as it goes. */
async function transcode(deps: AppDeps, source: Source, register: RunRegistrar): Promise<void> {
  const db = deps.database.db;
  const { width, height, durationMs } = source;
  const plan = width && height ? renditionPlan(width, height) : [];
  const done: AssetRendition[] = [];
  const folder = await mkdtemp(path.join(tmpdir(), "adstudio-renditions-"));
  try {
    await renditionsRepo.updateRenditions(db, source.hash, { status: "running", progress: 0 });
    const stored = await deps.storage.get(assetStorageKey(source));
    if (!stored || !durationMs) throw new Error(`the source ${source.hash} is missing or unmeasured`);
    const input = path.join(folder, `source.${ASSET_MEDIA_TYPES[source.mime as AssetMediaType]}`);
    await writeFile(input, stored.bytes);
    for (const [index, target] of plan.entries()) {
      if (deps.renditions.isClosed) return;
      const output = path.join(folder, `${index}.${ASSET_MEDIA_TYPES[target.mime]}`);
      let reported = 0;
      const run = runFfmpeg(deps.config.ffmpeg, ffmpegArgs(input, output, target), {
        durationMs,
        timeoutMs: timeoutOf(durationMs),
        onProgress: (fraction) => {
          // A row write per whole percent at most.
          const overall = Math.floor(((index + fraction) / plan.length) * 100) / 100;
          if (overall <= reported) return;
          reported = overall;
          renditionsRepo.updateRenditions(db, source.hash, { progress: overall }).catch(() => {});
        },
      });
      register(run);
      await run.done;
      done.push(await storeRendition(deps, source, target.label, target.mime, await readFile(output)));
      await renditionsRepo.updateRenditions(db, source.hash, {
        progress: (index + 1) / plan.length,
        renditions: done,
      });
    }
    await renditionsRepo.updateRenditions(db, source.hash, { status: "done", progress: 1, renditions: done });
  } catch (error) {
    if (deps.renditions.isClosed) return;
    deps.logger.warn({ err: error, asset: source.hash }, "video renditions failed");
    await renditionsRepo
      .updateRenditions(db, source.hash, {
        status: "failed",
        message: RENDITIONS_FAILED_MESSAGE,
        renditions: done,
      })
      .catch(() => {});
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** Measures a made file with the upload's own probe and stores it as an asset of its own. */
async function storeRendition(
  deps: AppDeps,
  source: Source,
  label: AssetRendition["label"],
  mime: AssetRendition["mime"],
  bytes: Uint8Array,
): Promise<AssetRendition> {
  const facts = await probeVideo(bytes, mime);
  if (!facts) throw new Error(`ffmpeg wrote an unreadable ${label} ${mime}`);
  const hash = createHash("sha256").update(bytes).digest("hex");
  // As `storeAsset` does: the file first, so a record never names a file the storage lacks.
  await deps.storage.put(assetStorageKey({ hash, mime }), bytes, mime);
  await repo.recordAsset(deps.database.db, {
    hash,
    type: "video",
    mime,
    bytes: bytes.length,
    ...facts,
    uploadedBy: source.uploadedBy,
  });
  const { width, height, bitrateKbps, codec } = facts;
  return { label, hash, mime, bytes: bytes.length, width, height, bitrateKbps, codec };
}

/** Where a video asset's renditions stand; 404 for an unknown asset or one that is not a video. */
export async function renditionsState(deps: AppDeps, hash: string): Promise<RenditionsState> {
  const asset = /^[0-9a-f]{64}$/.test(hash) ? await repo.findAsset(deps.database.db, hash) : undefined;
  if (asset?.type !== "video") throw new HttpError(404, RENDITIONS_NOT_VIDEO_MESSAGE);
  const row = await renditionsRepo.findRenditions(deps.database.db, hash);
  if (!row) return { status: "unavailable", progress: 0, message: NO_JOB_MESSAGE, renditions: [] };
  if (stale(deps, row)) {
    return { status: "failed", progress: row.progress, message: RENDITIONS_FAILED_MESSAGE, renditions: [] };
  }
  return {
    status: row.status,
    progress: Math.min(1, Math.max(0, row.progress)),
    ...(row.message ? { message: row.message } : {}),
    renditions: row.renditions,
  };
}

/** Whether a pending or running job was left behind by a stopped server (not queued here, long silent). */
function stale(deps: AppDeps, row: renditionsRepo.RenditionsRow): boolean {
  return (
    (row.status === "pending" || row.status === "running") &&
    !deps.renditions.has(row.sourceHash) &&
    deps.clock().getTime() - row.updatedAt.getTime() > STALE_MS
  );
}
