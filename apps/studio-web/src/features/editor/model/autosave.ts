import { type AdRecord, isApiError } from "@adstudio/api-client";
import type { AdDocument } from "@adstudio/creative/document";
import { createStore, type StoreApi } from "zustand/vanilla";
import type { EditedKind } from "./edited-kind";
import type { EditorStore } from "./editor-store";
import { openDocument, refusalMessage } from "./open-document";

/** What the save indicator shows. `conflict` waits for the user; nothing is written meanwhile. */
export type SaveStatus = "saved" | "pending" | "saving" | "conflict" | "error";

export interface AutosaveState {
  status: SaveStatus;
  /** The server's message of the last failure. */
  message: string | null;
}

/** The calls autosave makes (the api-client's `ads`, or a fake in tests). */
export interface AutosaveApi {
  update(id: string, changes: { revision: number; document: AdDocument }): Promise<{ ad: AdRecord }>;
  get(id: string): Promise<{ ad: AdRecord }>;
}

export interface AutosaveTimers {
  set(callback: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

/**
 * Quiet time after the last change before a save. A save that falls due during a gesture waits for it to
 * end: its live changes are not saved, and a drag is not slowed by a request (EDITOR-NOTES §2).
 */
export const AUTOSAVE_DELAY_MS = 1500;
/** Wait before trying again after a failure that was not a conflict (the network, a 5xx). */
export const RETRY_DELAY_MS = 5000;

/** The conflict dialog's words, naming what the editor holds: an ad, or a rich-media template. */
export const CONFLICT_TEXTS = {
  ad: {
    title: "This ad changed somewhere else",
    message:
      "This ad was saved somewhere else (another tab or person) since you opened it. Reload their version, or keep yours and save over it.",
  },
  template: {
    title: "This template changed somewhere else",
    message:
      "This template was saved somewhere else (another tab or person) since you opened it. Reload their version, or keep yours and save over it.",
  },
} as const satisfies Record<EditedKind, { title: string; message: string }>;

export interface Autosave {
  state: StoreApi<AutosaveState>;
  /** Saves now if there is anything unsaved (Ctrl+S, before publishing). */
  flush(): Promise<void>;
  /** After a conflict: take the server's copy (drops local changes) or save this copy over it. */
  resolve(choice: "reload" | "overwrite"): Promise<void>;
  dispose(): void;
}

const defaultTimers: AutosaveTimers = {
  set: (callback, ms) => setTimeout(callback, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * Saves the editor's document with the revision it was loaded or last saved at, debounced after each
 * change. A 409 means someone else saved first: autosave stops and asks; it never overwrites silently
 * (issue 13, 'History and saving').
 */
export function createAutosave(
  editor: EditorStore,
  api: AutosaveApi,
  options: {
    delayMs?: number;
    timers?: AutosaveTimers;
    kind?: EditedKind;
    /**
     * Told when saving starts failing for a reason other than a conflict (the studio shows a notice);
     * not again on each retry of the same failure, which would stack a notice every few seconds.
     */
    onFailure?: (error: unknown) => void;
  } = {},
): Autosave {
  const conflictMessage = CONFLICT_TEXTS[options.kind ?? "ad"].message;
  const delay = options.delayMs ?? AUTOSAVE_DELAY_MS;
  const timers = options.timers ?? defaultTimers;
  const state = createStore<AutosaveState>()(() => ({ status: "saved", message: null }));
  let timer: unknown = null;
  let running: Promise<void> | null = null;
  /** The last save failed for a reason other than a conflict, and `onFailure` has been told. */
  let failing = false;
  /** A save fell due during a gesture and waits for its end. */
  let waiting = false;

  const schedule = (ms: number) => {
    if (timer !== null) timers.clear(timer);
    timer = timers.set(() => {
      timer = null;
      void save();
    }, ms);
  };

  /** `now`: Ctrl+S or publishing, which save even during a gesture (what was committed before it). */
  const save = async (now = false): Promise<void> => {
    if (running) return running;
    const editing = editor.getState();
    // `document` is the committed document: a gesture's live change is never in it.
    const { adId, document, revision, change, savedChange } = editing;
    if (change === savedChange || state.getState().status === "conflict") return;
    if (editing.gesture && !now) {
      waiting = true;
      return;
    }
    state.setState({ status: "saving", message: null });
    running = (async () => {
      try {
        const { ad } = await api.update(adId, { revision, document });
        failing = false;
        editor.getState().saved(change, ad.revision);
        const after = editor.getState();
        state.setState({ status: after.change === after.savedChange ? "saved" : "pending", message: null });
        if (after.change !== after.savedChange) schedule(delay);
      } catch (error) {
        if (isApiError(error) && error.status === 409) {
          state.setState({ status: "conflict", message: conflictMessage });
        } else {
          const message = error instanceof Error ? error.message : "Could not save.";
          if (!failing) options.onFailure?.(error);
          failing = true;
          state.setState({ status: "error", message });
          schedule(RETRY_DELAY_MS);
        }
      } finally {
        running = null;
      }
    })();
    return running;
  };

  const unsubscribe = editor.subscribe((now, before) => {
    if (waiting && before.gesture && !now.gesture) {
      // The gesture that held a save back has ended (committed or bailed): save what is committed.
      waiting = false;
      if (now.change !== now.savedChange && state.getState().status !== "conflict") schedule(delay);
      return;
    }
    if (now.change === before.change || now.change === now.savedChange) return;
    if (state.getState().status === "conflict") return;
    state.setState({ status: "pending", message: null });
    schedule(delay);
  });

  return {
    state,
    flush: async () => {
      if (timer !== null) timers.clear(timer);
      timer = null;
      await running;
      await save(true);
    },
    resolve: async (choice) => {
      const { adId } = editor.getState();
      const { ad } = await api.get(adId);
      if (choice === "reload") {
        // The head is opened like the first load: brought to the current version, or refused.
        const opened = openDocument(ad.document);
        if (!opened.ok) throw new Error(refusalMessage(opened.refused));
        editor.getState().reload(opened.document, ad.revision);
        state.setState({ status: "saved", message: null });
        return;
      }
      // The user chose to keep their copy: save it over the newer revision, explicitly.
      editor.setState({ revision: ad.revision });
      state.setState({ status: "pending", message: null });
      await save(true);
    },
    dispose: () => {
      if (timer !== null) timers.clear(timer);
      unsubscribe();
    },
  };
}
