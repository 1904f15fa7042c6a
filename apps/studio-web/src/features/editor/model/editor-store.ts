import type { AdDocument } from "@adstudio/creative/document";
import { applyPatches, enablePatches, produceWithPatches } from "immer";
import { createStore, type StoreApi } from "zustand/vanilla";
import type { Command } from "./commands/command";
import { EMPTY_HISTORY, type History, record } from "./history";

enablePatches();

/** Zoom of the canvas: fit the stage, or a factor between 0.5 and 4 (50–400 %). */
export type Zoom = "fit" | number;
export const ZOOM_MIN = 0.5;
export const ZOOM_MAX = 4;

/**
 * What the user is looking at and has selected. Session state is neither undone nor saved, and a new
 * selection never clears the redo stack (EDITOR-NOTES §2).
 */
export interface EditorSession {
  selection: readonly string[];
  page: string;
  size: string;
  zoom: Zoom;
}

export interface EditorState {
  adId: string;
  document: AdDocument;
  /** The revision the server holds for the last saved document; a save names it. */
  revision: number;
  /** Counts changes (undo and redo included); `savedChange` is the count the server has. */
  change: number;
  savedChange: number;
  history: History;
  session: EditorSession;
}

export interface ChangeOptions {
  /** Continuous edits of one thing (typing in a field, a slider) share a key and make one undo step. */
  coalesce?: string;
}

export interface EditorActions {
  /** Applies `recipe` to the document as one undo step named `label`: `run`'s engine, not for UI code. */
  edit(label: string, recipe: (draft: AdDocument) => void, options?: ChangeOptions): void;
  /** Runs a named command as one undo step, then moves the session where the command asked. */
  run<A>(command: Command<A>, args: A, options?: ChangeOptions): void;
  undo(): void;
  redo(): void;
  select(ids: readonly string[]): void;
  showPage(page: string): void;
  showSize(size: string): void;
  setZoom(zoom: Zoom): void;
  /** The server saved the document as it was at change `change`, now at `revision`. */
  saved(change: number, revision: number): void;
  /** Starts over from the server's copy (after a conflict): history and unsaved changes are dropped. */
  reload(document: AdDocument, revision: number): void;
}

export type EditorStore = StoreApi<EditorState & EditorActions>;

export interface EditorStoreOptions {
  /** The clock undo steps are stamped with (tests inject one to cross the coalesce window). */
  now?: () => number;
}

/** Ids that still name a layer of the document, in the order given. */
const existing = (document: AdDocument, ids: readonly string[]) => ids.filter((id) => document.layers[id]);

function sessionFor(document: AdDocument, previous?: EditorSession): EditorSession {
  const page = document.pages.find((p) => p.id === previous?.page)?.id ?? document.pages[0]?.id ?? "";
  const size = previous?.size && document.teaser[previous.size] ? previous.size : document.baseSize;
  return {
    selection: existing(document, previous?.selection ?? []),
    page,
    size,
    zoom: previous?.zoom ?? "fit",
  };
}

/**
 * The editor's state: the document with its undo history, the revision it was saved at, and the session.
 * Panels subscribe to narrow selectors of this store (EDITOR-NOTES §4), and gestures commit once, on
 * release, through `run` (UI code runs named commands; the raw `edit` is for commands and tests).
 */
export function createEditorStore(
  ad: { _id: string; document: AdDocument; revision: number },
  options: EditorStoreOptions = {},
): EditorStore {
  const now = options.now ?? Date.now;
  return createStore<EditorState & EditorActions>()((set, get) => {
    /** Applies patches from the history and keeps the session pointing at things that still exist. */
    const step = (direction: "undo" | "redo") => {
      const { history, document, session, change } = get();
      const entry = direction === "undo" ? history.past.at(-1) : history.future.at(-1);
      if (!entry) return;
      const next = applyPatches(document, direction === "undo" ? entry.inverse : entry.patches);
      set({
        document: next,
        change: change + 1,
        session: sessionFor(next, session),
        history:
          direction === "undo"
            ? { past: history.past.slice(0, -1), future: [...history.future, entry] }
            : { past: [...history.past, entry], future: history.future.slice(0, -1) },
      });
    };

    return {
      adId: ad._id,
      document: ad.document,
      revision: ad.revision,
      change: 0,
      savedChange: 0,
      history: EMPTY_HISTORY,
      session: sessionFor(ad.document),

      edit(label, recipe, changeOptions = {}) {
        const { document, history, session, change } = get();
        const [next, patches, inverse] = produceWithPatches(document, recipe);
        if (patches.length === 0) return;
        set({
          document: next,
          change: change + 1,
          session: sessionFor(next, session),
          history: record(history, {
            label,
            patches,
            inverse,
            at: now(),
            ...(changeOptions.coalesce !== undefined ? { coalesce: changeOptions.coalesce } : {}),
          }),
        });
      },
      run(command, args, changeOptions = {}) {
        let selection: readonly string[] | undefined;
        let view: { size?: string; page?: string } = {};
        const context = {
          session: get().session,
          select: (ids: readonly string[]) => {
            selection = ids;
          },
          show: (next: { size?: string; page?: string }) => {
            view = { ...view, ...next };
          },
        };
        const label = command.label(args, get().document);
        get().edit(label, (draft) => command.apply(draft, args, context), changeOptions);
        if (view.page !== undefined) get().showPage(view.page);
        if (view.size !== undefined) get().showSize(view.size);
        if (selection !== undefined) get().select(selection);
      },
      undo: () => step("undo"),
      redo: () => step("redo"),
      select(ids) {
        const { document, session } = get();
        set({ session: { ...session, selection: existing(document, [...new Set(ids)]) } });
      },
      showPage(page) {
        const { document, session } = get();
        if (!document.pages.some((p) => p.id === page)) return;
        set({ session: { ...session, page, selection: [] } });
      },
      showSize(size) {
        const { document, session } = get();
        if (!document.teaser[size]) return;
        set({ session: { ...session, size } });
      },
      setZoom(zoom) {
        const { session } = get();
        const clamped = zoom === "fit" ? zoom : Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, zoom));
        set({ session: { ...session, zoom: clamped } });
      },
      saved(savedChange, revision) {
        set({ savedChange: Math.max(get().savedChange, savedChange), revision });
      },
      reload(document, revision) {
        set({
          document,
          revision,
          change: 0,
          savedChange: 0,
          history: EMPTY_HISTORY,
          session: sessionFor(document, get().session),
        });
      },
    };
  });
}

/** Whether the document has changes the server has not acknowledged. */
export const isDirty = (state: Pick<EditorState, "change" | "savedChange">) =>
  state.change !== state.savedChange;
