import type { Patch } from "immer";

/** One undo step: the patches that made it and the patches that take it back (EDITOR-NOTES §2). */
export interface HistoryEntry {
  label: string;
  patches: Patch[];
  inverse: Patch[];
  /** Changes with the same key close together in time merge into this step (typing, a slider). */
  coalesce?: string;
  at: number;
}

export interface History {
  past: readonly HistoryEntry[];
  future: readonly HistoryEntry[];
}

/** Steps kept: the issue asks for at least 100; older steps fall off the end. */
export const HISTORY_LIMIT = 200;

/** How close two changes with the same coalesce key must be to make one step. */
export const COALESCE_WINDOW_MS = 1000;

export const EMPTY_HISTORY: History = { past: [], future: [] };

/**
 * Records a change. A new step clears the redo stack; a change that continues the last step (same
 * coalesce key, within the window, nothing undone since) extends it instead.
 */
export function record(history: History, entry: HistoryEntry): History {
  const last = history.past.at(-1);
  if (
    last &&
    entry.coalesce !== undefined &&
    last.coalesce === entry.coalesce &&
    history.future.length === 0 &&
    entry.at - last.at <= COALESCE_WINDOW_MS
  ) {
    const merged: HistoryEntry = {
      ...last,
      patches: [...last.patches, ...entry.patches],
      inverse: [...entry.inverse, ...last.inverse],
      at: entry.at,
    };
    return { past: [...history.past.slice(0, -1), merged], future: [] };
  }
  return { past: [...history.past, entry].slice(-HISTORY_LIMIT), future: [] };
}
