import type { AdDocument } from "@adstudio/creative/document";
import { applyPatches, enablePatches, type Patch, produceWithPatches } from "immer";
import { createStore, type StoreApi } from "zustand/vanilla";
import {
  type Command,
  type CommandContext,
  type EditorCommand,
  isSelectionCommand,
} from "./commands/command";
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

/**
 * A gesture in progress (a drag, a resize, a scrub): the document as it shows it now, and the session at
 * its mark. The store's `document` stays at the mark until the gesture ends, so the history, autosave and
 * every panel that reads `document` see nothing of it (re-rendering 200 layer rows per pointer move cost
 * up to 1.7 s a frame, bench:editor); the canvas and the fields being scrubbed read `shownDocument`. It
 * ends as one undo step (`commit`) or exactly at the mark (`bail`).
 */
export interface GestureMark {
  /** The document at the mark with the last preview applied (each preview starts from the mark). */
  document: AdDocument;
  session: EditorSession;
  /** The undo step's name, from the last command previewed. */
  label: string | null;
  /** From the mark to `document`. */
  patches: Patch[];
  inverse: Patch[];
}

export interface EditorState {
  adId: string;
  /** The document as committed: undone, redone and saved (`shownDocument` adds a gesture's live change). */
  document: AdDocument;
  /** The revision the server holds for the last saved document; a save names it. */
  revision: number;
  /** Counts changes (undo and redo included); `savedChange` is the count the server has. */
  change: number;
  savedChange: number;
  history: History;
  session: EditorSession;
  gesture: GestureMark | null;
}

export interface ChangeOptions {
  /** Continuous edits of one thing (typing in a field, a slider) share a key and make one undo step. */
  coalesce?: string;
}

export interface EditorActions {
  /** Applies `recipe` to the document as one undo step named `label`: `run`'s engine, not for UI code. */
  edit(label: string, recipe: (draft: AdDocument) => void, options?: ChangeOptions): void;
  /**
   * Runs a named command as one undo step, then moves the session where the command asked; a selection
   * command only moves the selection (no undo step, the redo stack kept). An open gesture is committed
   * first, so the history keeps the order things happened in.
   */
  run<A>(command: EditorCommand<A>, args: A, options?: ChangeOptions): void;
  /** Starts a gesture here (tldraw's `mark`); an open one is committed first. */
  mark(): void;
  /**
   * Shows `command` applied to the document as it was at the mark, replacing the previous preview: live,
   * but no undo step and no save. Marks first when no gesture is open.
   */
  preview<A>(command: Command<A>, args: A): void;
  /** Ends the gesture as one undo step named after its last command (or `label`); nothing if it changed nothing. */
  commit(label?: string): void;
  /** Ends the gesture back at its mark, exactly: no undo step, the redo stack kept, nothing to save. */
  bail(): void;
  /** Undoes the last step; during a gesture it bails instead (the gesture is the step in progress). */
  undo(): void;
  redo(): void;
  /** Sets the selection (the selection commands' engine: UI code runs `selection.*` commands). */
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

/** The document as the canvas shows it: a gesture's live change included. */
export const shownDocument = (state: Pick<EditorState, "document" | "gesture">) =>
  state.gesture?.document ?? state.document;

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
 * Panels subscribe to narrow selectors of this store (EDITOR-NOTES §4). UI code runs named commands
 * (`run`; the raw `edit` is for commands and tests); a gesture marks, previews its command from the mark
 * on each pointer move (shown live, outside `document`), and commits once on release or bails back to
 * the mark (EDITOR-NOTES §2).
 */
export function createEditorStore(
  ad: { _id: string; document: AdDocument; revision: number },
  options: EditorStoreOptions = {},
): EditorStore {
  const now = options.now ?? Date.now;
  return createStore<EditorState & EditorActions>()((set, get) => {
    /** Applies patches from the history and keeps the session pointing at things that still exist. */
    const step = (direction: "undo" | "redo") => {
      if (get().gesture) return get().bail();
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

    /** A command's context, collecting where it asks the session to go; `moveSession` then goes there. */
    const contextFor = (session: EditorSession) => {
      let selection: readonly string[] | undefined;
      let view: { size?: string; page?: string } = {};
      const context: CommandContext = {
        session,
        select: (ids) => {
          selection = ids;
        },
        show: (next) => {
          view = { ...view, ...next };
        },
      };
      const moveSession = () => {
        if (view.page !== undefined) get().showPage(view.page);
        if (view.size !== undefined) get().showSize(view.size);
        if (selection !== undefined) get().select(selection);
      };
      return { context, moveSession };
    };

    return {
      adId: ad._id,
      document: ad.document,
      revision: ad.revision,
      change: 0,
      savedChange: 0,
      history: EMPTY_HISTORY,
      session: sessionFor(ad.document),
      gesture: null,

      edit(label, recipe, changeOptions = {}) {
        if (get().gesture) get().commit();
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
        const { document, session } = get();
        if (isSelectionCommand(command)) {
          get().select(command.select(args, { document, session }));
          return;
        }
        if (get().gesture) get().commit();
        const { context, moveSession } = contextFor(get().session);
        const label = command.label(args, get().document);
        get().edit(label, (draft) => command.apply(draft, args, context), changeOptions);
        moveSession();
      },
      mark() {
        if (get().gesture) get().commit();
        const { document, session } = get();
        set({ gesture: { document, session, label: null, patches: [], inverse: [] } });
      },
      preview(command, args) {
        if (!get().gesture) get().mark();
        const mark = get().gesture;
        if (!mark) return;
        const { document } = get();
        const { context, moveSession } = contextFor(mark.session);
        const label = command.label(args, document);
        const [next, patches, inverse] = produceWithPatches(document, (draft) =>
          command.apply(draft, args, context),
        );
        // The session is left alone unless the command moves it: a new selection array on every pointer
        // move would re-render every panel that lists the selection.
        set({ gesture: { ...mark, document: next, label, patches, inverse } });
        moveSession();
      },
      commit(label) {
        const mark = get().gesture;
        if (!mark) return;
        const { history, change } = get();
        const name = label ?? mark.label;
        if (mark.patches.length === 0 || name === null) return set({ gesture: null });
        set({
          gesture: null,
          document: mark.document,
          change: change + 1,
          history: record(history, { label: name, patches: mark.patches, inverse: mark.inverse, at: now() }),
        });
      },
      bail() {
        const mark = get().gesture;
        if (!mark) return;
        const { zoom } = get().session;
        set({ gesture: null, session: { ...mark.session, zoom } });
      },
      undo: () => step("undo"),
      redo: () => step("redo"),
      select(ids) {
        const { session } = get();
        const selection = existing(shownDocument(get()), [...new Set(ids)]);
        // The same selection again (a marquee that took nothing new) keeps its identity: nothing re-renders.
        if (
          selection.length === session.selection.length &&
          selection.every((id, i) => id === session.selection[i])
        )
          return;
        set({ session: { ...session, selection } });
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
          gesture: null,
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
