import type { FfmpegRun } from "./ffmpeg.js";

/** A job's hook to hand the queue its running ffmpeg, so closing the server can stop it. */
export type RunRegistrar = (run: FfmpegRun) => void;

/**
 * Transcoding jobs of this process, one at a time (each ffmpeg also runs on one thread), so uploads
 * never take more than one core from the API. Jobs wait in order; closing kills the running ffmpeg,
 * drops the waiting jobs and waits for the running one to settle before the database closes.
 */
export class RenditionQueue {
  private tail: Promise<void> = Promise.resolve();
  private running: FfmpegRun | undefined;
  private closed = false;
  private readonly queued = new Set<string>();

  /** Whether `key`'s job is waiting or running here (a row left pending by a stopped process is not). */
  has(key: string): boolean {
    return this.queued.has(key);
  }

  enqueue(key: string, job: (register: RunRegistrar) => Promise<void>): void {
    if (this.closed || this.queued.has(key)) return;
    this.queued.add(key);
    this.tail = this.tail.then(async () => {
      try {
        if (!this.closed) await job((run) => this.track(run));
      } catch {
        // A job records its own failure; the queue goes on with the next one.
      } finally {
        this.running = undefined;
        this.queued.delete(key);
      }
    });
  }

  private track(run: FfmpegRun): void {
    if (this.closed) run.kill();
    else this.running = run;
  }

  /** Settles once every job queued so far has finished (tests wait for it before counting rows). */
  settled(): Promise<void> {
    return this.tail;
  }

  /** Whether jobs stop: after close() a job's next step does not start. */
  get isClosed(): boolean {
    return this.closed;
  }

  async close(): Promise<void> {
    this.closed = true;
    this.running?.kill();
    await this.tail;
  }
}
