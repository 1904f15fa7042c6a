import { LRUCache } from "lru-cache";
import type { Database, Db } from "../../db/client.js";
import type { ClusterSignals } from "../../db/cluster-signals.js";
import { ScanCounter, type ScanCounterOptions } from "../../db/group-commit.js";
import type { DeviceClass } from "../../http/user-agent.js";
import * as repo from "./repo.js";

/** What a scan of a code leads to. */
export interface ScanTarget {
  qrId: string;
  name: string;
  type: "url" | "text";
  /** For `url` links the address to redirect to (normalised, ASCII-only); for `text` the text. */
  value: string;
}

export interface QrScansOptions extends ScanCounterOptions {
  /** How long a code's target is reused without asking the database. */
  cacheMs?: number;
  /** Most codes kept in memory; the least recently scanned leaves first. */
  cacheSize?: number;
  /** Tells the other API processes which code to drop; without it the cache is this process's alone. */
  signals?: ClusterSignals;
}

/** The cache's name on the cluster signal channel. */
const CACHE = "qr";

const CODE_PATTERN = /^[0-9a-f]{8}$/;

/**
 * Batches of at most 24 scans, three at a time, as the tracker's beacons (ingest.ts): one batch of a
 * whole convoy left PostgreSQL idle while the process answered the convoy, and the process idle while
 * PostgreSQL committed it. `pnpm bench:qr` went from 0.43–0.45× to 0.47–0.52× the bare server.
 */
const WRITERS = 3;
const BATCH_SCANS = 24;

/**
 * The public scan path's state: a short-lived in-memory cache of code → target (a printed code on a
 * billboard is scanned in bursts) and the group-commit counter. Edits and deletes drop their code in
 * every API process on the database before they answer (see ClusterSignals); `cacheMs` bounds the
 * life of an entry should a notice be lost.
 */
export class QrScans {
  readonly #db: Db;
  readonly #counter: ScanCounter;
  // Promises, so a burst of scans of a cold code shares one lookup.
  readonly #cache: LRUCache<string, Promise<ScanTarget | null>>;
  readonly #signals: ClusterSignals | undefined;

  constructor(database: Database, options: QrScansOptions = {}) {
    this.#db = database.db;
    this.#counter = new ScanCounter((scans) => repo.recordScans(database.pool, scans), {
      concurrency: WRITERS,
      maxBatch: BATCH_SCANS,
      ...options,
    });
    // lru-cache reads a ttl of 0 as "never expires"; 1 ms keeps 0 meaning "hardly reused".
    const ttl = Math.max(1, options.cacheMs ?? 5000);
    this.#cache = new LRUCache({ max: options.cacheSize ?? 10_000, ttl });
    this.#signals = options.signals;
    this.#signals?.on(CACHE, (code) => (code === undefined ? this.#cache.clear() : this.#cache.delete(code)));
  }

  /** The target of a code, or null for a malformed or unknown one. */
  resolve(rawCode: string): Promise<ScanTarget | null> {
    const code = rawCode.toLowerCase();
    if (!CODE_PATTERN.test(code)) return Promise.resolve(null);
    const cached = this.#cache.get(code);
    if (cached) return cached;
    const target = this.#lookup(code);
    this.#cache.set(code, target);
    // A failed lookup is not remembered: the next scan asks again.
    target.catch(() => {
      if (this.#cache.peek(code) === target) this.#cache.delete(code);
    });
    return target;
  }

  /** Forgets a code, here and in every other API process, after its link was made, changed or deleted. */
  async forget(rawCode: string): Promise<void> {
    const code = rawCode.toLowerCase();
    if (this.#signals) await this.#signals.forget(CACHE, code);
    else this.#cache.delete(code);
  }

  /** Counts one human scan; resolves once it is committed (see ScanCounter). */
  count(qrId: string, deviceClass: DeviceClass): Promise<void> {
    return this.#counter.record({ qrId, deviceClass });
  }

  /** Writes every scan still waiting; called on shutdown before the pool closes. */
  close(): Promise<void> {
    return this.#counter.close();
  }

  async #lookup(code: string): Promise<ScanTarget | null> {
    const row = await repo.findScanTarget(this.#db, code);
    if (!row) return null;
    if (row.type === "url") {
      const href = normalisedHttpUrl(row.targetUrl);
      // A stored value that is not an http(s) address is shown as text, never used as a Location.
      if (href) return { qrId: row.id, name: row.name, type: "url", value: href };
    }
    return { qrId: row.id, name: row.name, type: "text", value: row.targetUrl };
  }
}

/** `https://exämple.com/ü` → `https://xn--exmple-cua.com/%C3%BC`; null unless http(s). */
function normalisedHttpUrl(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : null;
  } catch {
    return null;
  }
}
