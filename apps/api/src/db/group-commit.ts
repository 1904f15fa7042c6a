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

interface Waiter<T> {
  scan: T;
  resolve: () => void;
  reject: (error: unknown) => void;
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
  #pending: Waiter<T>[] = [];
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
    return new Promise<void>((resolve, reject) => {
      this.#pending.push({ scan, resolve, reject });
      this.#schedule();
    });
  }

  /** Scans accepted but not yet committed. */
  get pending(): number {
    return this.#pending.length;
  }

  /** Takes no more scans and waits until every accepted one is written (or has failed). */
  async close(): Promise<void> {
    this.#closed = true;
    while (this.#pending.length > 0 || this.#writing.size > 0) {
      if (this.#pending.length > 0 && this.#writing.size < this.#concurrency) this.#flush();
      else await Promise.race(this.#writing);
    }
  }

  #schedule(): void {
    if (this.#scheduled || this.#writing.size >= this.#concurrency) return;
    if (this.#pending.length >= this.#maxBatch) {
      this.#flush();
      return;
    }
    this.#scheduled = true;
    const run = () => {
      this.#scheduled = false;
      if (this.#writing.size < this.#concurrency && this.#pending.length > 0) this.#flush();
    };
    if (this.#windowMs > 0) setTimeout(run, this.#windowMs);
    else setImmediate(run);
  }

  #flush(): void {
    const batch = this.#pending.splice(0, this.#maxBatch);
    const writing: Promise<void> = this.#write(batch.map((waiter) => waiter.scan)).then(
      () => {
        for (const waiter of batch) waiter.resolve();
      },
      (error: unknown) => {
        for (const waiter of batch) waiter.reject(error);
      },
    );
    this.#writing.add(writing);
    void writing.finally(() => {
      this.#writing.delete(writing);
      if (this.#pending.length > 0) this.#schedule();
    });
  }
}
