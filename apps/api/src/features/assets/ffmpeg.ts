import { spawn, spawnSync } from "node:child_process";
import { setPriority } from "node:os";

/**
 * Whether each program runs here. The program is `ADSTUDIO_FFMPEG`: by default Debian's `ffmpeg` on the
 * PATH, which npm start/test install with apt-get as root.
 */
const available = new Map<string, boolean>();

/** Whether `ffmpeg` runs here; asked once per program and process (installing it needs a restart to be seen). */
export function ffmpegAvailable(ffmpeg: string): boolean {
  let runs = available.get(ffmpeg);
  if (runs === undefined) {
    runs = spawnSync(ffmpeg, ["-version"], { stdio: "ignore", timeout: 10_000 }).status === 0;
    available.set(ffmpeg, runs);
  }
  return runs;
}

export interface FfmpegRun {
  /** Settles when ffmpeg exits: resolves on exit 0, rejects with the end of its log otherwise. */
  done: Promise<void>;
  /** Stops the run (SIGKILL): `done` rejects. */
  kill(): void;
}

/**
 * Runs the program `ffmpeg` with `args` (no shell: every argument is passed as is) and reports progress,
 * 0..1 of `durationMs`, from `-progress pipe:1`'s `out_time_ms` lines (microseconds, despite the name).
 * Killed after `timeoutMs`, so one damaged or hostile file cannot hold the queue.
 */
export function runFfmpeg(
  ffmpeg: string,
  args: readonly string[],
  options: { durationMs: number; timeoutMs: number; onProgress?: (fraction: number) => void },
): FfmpegRun {
  const child = spawn(
    ffmpeg,
    ["-hide_banner", "-nostdin", "-loglevel", "error", "-progress", "pipe:1", "-nostats", ...args],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  // Below the API's own priority: requests keep their share of the CPU while a video transcodes.
  if (child.pid !== undefined) {
    try {
      setPriority(child.pid, 10);
    } catch {
      // Not permitted here (some containers): the single thread still bounds it.
    }
  }
  let log = "";
  let pending = "";
  child.stdout.setEncoding("utf8");
  child.stdout.on("data", (chunk: string) => {
    pending += chunk;
    const lines = pending.split("\n");
    pending = lines.pop() ?? "";
    for (const line of lines) {
      const [key, value] = line.trim().split("=");
      if (key !== "out_time_ms" || !value || !options.onProgress) continue;
      const ms = Number(value) / 1000;
      if (Number.isFinite(ms) && ms >= 0)
        options.onProgress(Math.min(1, ms / Math.max(1, options.durationMs)));
    }
  });
  child.stderr.setEncoding("utf8");
  // Only the end of the log is kept: it says why a run failed.
  child.stderr.on("data", (chunk: string) => {
    log = (log + chunk).slice(-2000);
  });
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    child.kill("SIGKILL");
  }, options.timeoutMs);
  const done = new Promise<void>((resolve, reject) => {
    child.on("error", (error) => reject(error));
    child.on("close", (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else if (timedOut) reject(new Error(`ffmpeg took longer than ${options.timeoutMs} ms`));
      else reject(new Error(`ffmpeg exited with ${code ?? signal}: ${log.trim()}`));
    });
  });
  return { done, kill: () => child.kill("SIGKILL") };
}
