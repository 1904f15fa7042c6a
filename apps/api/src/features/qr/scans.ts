import type { Database, Db } from "../../db/client.js";
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
  /** Most codes kept in memory; the oldest entry leaves first. */
  cacheSize?: number;
}

const CODE_PATTERN = /^[0-9a-f]{8}$/;

/**
 * The public scan path's state: a short-lived in-memory cache of code → target (a printed code on a
 * billboard is scanned in bursts) and the group-commit counter. Edits and deletes in this process drop
 * their code at once; other replicas see a change within `cacheMs`.
 */
export class QrScans {
  readonly #db: Db;
  readonly #counter: ScanCounter;
  readonly #cacheMs: number;
  readonly #cacheSize: number;
  // Promises, so a burst of scans of a cold code shares one lookup.
  readonly #cache = new Map<string, { target: Promise<ScanTarget | null>; expires: number }>();

  constructor(database: Database, options: QrScansOptions = {}) {
    this.#db = database.db;
    this.#counter = new ScanCounter((scans) => repo.recordScans(database.pool, scans), options);
    this.#cacheMs = options.cacheMs ?? 5000;
    this.#cacheSize = options.cacheSize ?? 10_000;
  }

  /** The target of a code, or null for a malformed or unknown one. */
  resolve(rawCode: string): Promise<ScanTarget | null> {
    const code = rawCode.toLowerCase();
    if (!CODE_PATTERN.test(code)) return Promise.resolve(null);
    const now = Date.now();
    const cached = this.#cache.get(code);
    if (cached && cached.expires > now) return cached.target;
    if (cached) this.#cache.delete(code);
    if (this.#cache.size >= this.#cacheSize) {
      const oldest = this.#cache.keys().next();
      if (!oldest.done) this.#cache.delete(oldest.value);
    }
    const target = this.#lookup(code);
    const entry = { target, expires: now + this.#cacheMs };
    this.#cache.set(code, entry);
    // A failed lookup is not remembered: the next scan asks again.
    target.catch(() => {
      if (this.#cache.get(code) === entry) this.#cache.delete(code);
    });
    return target;
  }

  /** Forgets a code after its link changed or was deleted. */
  forget(code: string): void {
    this.#cache.delete(code.toLowerCase());
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
