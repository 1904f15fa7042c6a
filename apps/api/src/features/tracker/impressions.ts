import QuickLRU from "quick-lru";

/** Events one impression may report: every beacon a real ad view sends, with room to spare. */
const EVENTS_PER_IMPRESSION = 500;

/** What is remembered of one impression id. */
interface Impression {
  /** Its events let in so far (at most {@link EVENTS_PER_IMPRESSION}). */
  events: number;
  /** Whether its client's limit let it in; decided once, at its first judged event. */
  admitted: boolean | undefined;
}

/**
 * What the tracker remembers per impression id, in one entry that a beacon looks up once for its cap
 * and once more for its verdict (two structures read on every beacon were a visible share of
 * `pnpm bench:tracker`). Held for the most recent `maxKeys` ids at least (quick-lru keeps two
 * generations). An id older than that is forgotten: its cap starts afresh and its verdict is asked for
 * again, so a replayed id gains at most another 500 events after `maxKeys` other ids have come.
 */
export class Impressions {
  readonly #seen: QuickLRU<string, Impression>;

  constructor(maxKeys: number) {
    this.#seen = new QuickLRU({ maxSize: maxKeys });
  }

  /**
   * Whether one more event of `id` stays under {@link EVENTS_PER_IMPRESSION}, and counts it if so. A
   * script replaying one impression id is cut off; a real burst (many people, each their own id) never is.
   */
  allow(id: string): boolean {
    const impression = this.#entry(id);
    if (impression.events >= EVENTS_PER_IMPRESSION) return false;
    impression.events++;
    return true;
  }

  /**
   * Whether `id` counts under its client's limit: `decide`'s answer for its first event, kept for every
   * later one (a refused id stays refused, a let-in id stays in, and neither asks the limit again).
   */
  admitted(id: string, decide: () => boolean): boolean {
    const impression = this.#entry(id);
    impression.admitted ??= decide();
    return impression.admitted;
  }

  #entry(id: string): Impression {
    let impression = this.#seen.get(id);
    if (!impression) {
      impression = { events: 0, admitted: undefined };
      this.#seen.set(id, impression);
    }
    return impression;
  }
}
