// The group commit behind the QR scan count and the tracker's events: a database write pattern both
// features share, so it lives with the database rather than in either of them.
import type { DeviceClass } from "../http/user-agent.js";

/** One human scan waiting to be counted. */
export interface ScanRecord {
  qrId: string;
  deviceClass: DeviceClass;
}

/** Writes a batch in one transaction: it resolves only once the batch is durable, or rejects whole. */
export type WriteScans<T = ScanRecord> = (scans: readonly T[]) => Promise<void>;

export interface ScanCounterOptions {
  /**
   * How long the first scan of an idle counter waits for others to join its batch; 0 waits only for
   * the scans already read from the network in the same event-loop turn.
   */
  windowMs?: number;
  /** Most scans written by one transaction (bounds statement size and lock time). */
  maxBatch?: number;
  /** Batches written at the same time, so one convoy's HTTP work overlaps the other's commit. */
  concurrency?: number;
}

export class ScanCounterClosedError extends Error {
  constructor() {
    super("the scan counter is closed");
  }
}

/** Scans that leave together: one promise for all of them, settled once their transaction has. */
interface Batch<T> {
  scans: T[];
  written: Promise<void>;
  resolve: () => void;
  reject: (error: unknown) => void;
}

function newBatch<T>(): Batch<T> {
  let resolve = () => {};
  let reject: (error: unknown) => void = () => {};
  const written = new Promise<void>((resolveWritten, rejectWritten) => {
    resolve = resolveWritten;
    reject = rejectWritten;
  });
  return { scans: [], written, resolve, reject };
}

/**
 * Group commit for scan counts. `record()` resolves only after the transaction holding the scan has
 * committed, so a scan that was answered is never lost, even if the process dies right after; yet one
 * transaction carries every scan that arrived meanwhile, so the database sees a few thousand writes per
 * second instead of one per scan, and concurrent scans never race on the counter.
 *
 * A scan waits while the writers are busy (the time of a write in progress, a few milliseconds at most
 * under load) and then leaves with everything queued behind it; an idle counter writes on the next
 * event-loop turn (or after `windowMs`). Two writers by default: while one batch commits, the HTTP work
 * of the next one goes on, which measured clearly faster than one writer on a loaded machine. If a
 * write fails, every scan of that batch rejects (none of it was committed) and the caller answers an
 * error.
 *
 * Generic over what a batch holds: the tracker's events go through the same group commit.
 */
export class ScanCounter<T = ScanRecord> {
  readonly #write: WriteScans<T>;
  readonly #windowMs: number;
  readonly #maxBatch: number;
  readonly #concurrency: number;
  /**
   * Batches waiting for a writer, oldest first; only the last takes more scans. Every scan of a batch
   * gets the batch's promise: one promise per batch rather than one per scan, which `pnpm bench:tracker`
   * showed on every beacon.
   */
  readonly #waiting: Batch<T>[] = [];
  #scheduled = false;
  readonly #writing = new Set<Promise<void>>();
  #closed = false;

  constructor(write: WriteScans<T>, options: ScanCounterOptions = {}) {
    this.#write = write;
    this.#windowMs = options.windowMs ?? 0;
    this.#maxBatch = options.maxBatch ?? 1000;
    this.#concurrency = options.concurrency ?? 2;
  }

  /** Counts one scan; resolves when it is committed, rejects when its batch could not be written. */
  record(scan: T): Promise<void> {
    if (this.#closed) return Promise.reject(new ScanCounterClosedError());
    let batch = this.#waiting.at(-1);
    if (!batch || batch.scans.length >= this.#maxBatch) {
      batch = newBatch<T>();
      this.#waiting.push(batch);
    }
    batch.scans.push(scan);
    this.#schedule();
    return batch.written;
  }

  /** Scans accepted but not yet committed. */
  get pending(): number {
    let scans = 0;
    for (const batch of this.#waiting) scans += batch.scans.length;
    return scans;
  }

  /** Takes no more scans and waits until every accepted one is written (or has failed). */
  async close(): Promise<void> {
    this.#closed = true;
    while (this.#waiting.length > 0 || this.#writing.size > 0) {
      if (this.#waiting.length > 0 && this.#writing.size < this.#concurrency) this.#flush();
      else await Promise.race(this.#writing);
    }
  }

  #schedule(): void {
    if (this.#scheduled || this.#writing.size >= this.#concurrency) return;
    if ((this.#waiting[0]?.scans.length ?? 0) >= this.#maxBatch) {
      this.#flush();
      return;
    }
    this.#scheduled = true;
    const run = () => {
      this.#scheduled = false;
      if (this.#writing.size < this.#concurrency && this.#waiting.length > 0) this.#flush();
    };
    if (this.#windowMs > 0) setTimeout(run, this.#windowMs);
    else setImmediate(run);
  }

  #flush(): void {
    const batch = this.#waiting.shift();
    if (!batch) return;
    const writing: Promise<void> = this.#write(batch.scans).then(batch.resolve, batch.reject);
    this.#writing.add(writing);
    void writing.finally(() => {
      this.#writing.delete(writing);
      if (this.#waiting.length > 0) this.#schedule();
    });
  }
}
