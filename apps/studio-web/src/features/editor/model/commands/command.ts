import type { AdDocument } from "@adstudio/creative/document";
import type { EditorSession } from "../editor-store";

/**
 * What a command may do besides changing the draft: read the session it runs in, and say where the
 * session goes afterwards (the copies a duplicate made are selected; a new size is shown).
 */
export interface CommandContext {
  readonly session: EditorSession;
  select(ids: readonly string[]): void;
  show(view: { size?: string; page?: string }): void;
}

/**
 * A named edit (EDITOR-NOTES, tldraw's editor verbs): the canvas, panels, shortcuts, context menu,
 * tests and scripts all run the same command, so an edit behaves and undoes the same wherever it starts.
 */
export interface Command<A> {
  /** The stable name it is called by: `layers.delete`, `sizes.add`. */
  readonly id: string;
  /** The undo step's name, which may depend on the arguments ("Delete layer" / "Delete layers"). */
  label(args: A, document: AdDocument): string;
  /** Changes the draft; a command that changes nothing makes no undo step. */
  apply(draft: AdDocument, args: A, context: CommandContext): void;
}

/** Declares a command; the identity function that gives `apply` its argument type. */
export const defineCommand = <A = void>(command: Command<A>): Command<A> => command;

/**
 * A named change of the selection (select, add, select all, deselect, marquee). Selection is session
 * state (EDITOR-NOTES §2): running one makes no undo step, saves nothing and keeps the redo stack.
 */
export interface SelectionCommand<A> {
  readonly id: string;
  /** What menus and shortcut lists call it ("Select all"); never an undo step. */
  readonly label: string;
  /** The new selection, from the arguments and where the editor is (the store drops ids of no layer). */
  select(args: A, state: { document: AdDocument; session: EditorSession }): readonly string[];
}

/** Declares a selection command. */
export const defineSelectionCommand = <A = void>(command: SelectionCommand<A>): SelectionCommand<A> =>
  command;

/** Anything `run` runs. */
export type EditorCommand<A> = Command<A> | SelectionCommand<A>;

export const isSelectionCommand = <A>(command: EditorCommand<A>): command is SelectionCommand<A> =>
  "select" in command;
