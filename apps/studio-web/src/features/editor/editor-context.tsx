import type { AdRecord } from "@adstudio/api-client";
import { createContext, type ReactNode, useContext, useEffect, useState } from "react";
import { useStore } from "zustand";
import { notify } from "../../lib/notify";
import { shownByClient } from "../../lib/report-error";
import { type Autosave, type AutosaveState, createAutosave } from "./model/autosave";
import { type EditedKind, type EditorCalls, editorCalls } from "./model/edited-kind";
import {
  createEditorStore,
  type EditorActions,
  type EditorState,
  type EditorStore,
} from "./model/editor-store";
import { openDocument } from "./model/open-document";
import { DocumentRefused } from "./shell/document-refused";

interface EditorContextValue {
  store: EditorStore;
  autosave: Autosave;
  /** The ad as loaded (its company, campaign, status…); the document lives in the store. */
  ad: AdRecord;
  /** An ad, or a rich-media template (saved, previewed and left through the template endpoints). */
  kind: EditedKind;
  calls: EditorCalls;
}

const EditorContext = createContext<EditorContextValue | null>(null);

interface EditorProviderProps {
  ad: AdRecord;
  kind?: EditedKind;
  children: ReactNode;
}

/**
 * One editing session of an ad: the store with its history and the autosave, made once per ad and
 * disposed when the editor closes. Panels read it through the hooks below. The document is opened
 * first (brought to the current version, as the server does); one this studio cannot read is refused
 * with the reasons instead of the editor.
 */
export function EditorProvider({ ad, kind = "ad", children }: EditorProviderProps) {
  const [opened] = useState(() => openDocument(ad.document));
  if (!opened.ok) return <DocumentRefused refused={opened.refused} kind={kind} />;
  return (
    <EditorSession ad={{ ...ad, document: opened.document }} kind={kind}>
      {children}
    </EditorSession>
  );
}

function EditorSession({ ad, kind = "ad", children }: EditorProviderProps) {
  const [value] = useState<EditorContextValue>(() => {
    const store = createEditorStore(ad);
    const calls = editorCalls(kind);
    const autosave = createAutosave(store, calls, { kind, onFailure: reportSaveFailure });
    return { store, autosave, ad, kind, calls };
  });
  useEffect(() => () => value.autosave.dispose(), [value]);
  return <EditorContext.Provider value={value}>{children}</EditorContext.Provider>;
}

/**
 * A save that failed for a reason other than a conflict (which has its dialog): a 5xx or the network, said
 * with what autosave does next, since the server's message alone ('Internal server error') does not say
 * what failed. A 403 the API client has shown already.
 */
function reportSaveFailure(error: unknown): void {
  if (shownByClient(error)) return;
  const reason = error instanceof Error && error.message ? error.message.replace(/\.$/, "") : "no answer";
  notify(`Could not save: ${reason}. Trying again.`, "error");
}

function useEditorContext(): EditorContextValue {
  const value = useContext(EditorContext);
  if (!value) throw new Error("Editor hooks are used inside <EditorProvider>.");
  return value;
}

/**
 * A narrow slice of the editor state (EDITOR-NOTES §4: panels subscribe to what they show, so a change
 * re-renders only them). Select primitives or stable objects, or wrap the selector with `useShallow`.
 */
export function useEditor<T>(selector: (state: EditorState & EditorActions) => T): T {
  return useStore(useEditorContext().store, selector);
}

/** The store itself, for event handlers that read the latest state without subscribing. */
export const useEditorStore = (): EditorStore => useEditorContext().store;

export const useEditedAd = (): AdRecord => useEditorContext().ad;

/** Whether the editor holds an ad or a template, and the calls that load, save and preview it. */
export const useEditedKind = (): EditedKind => useEditorContext().kind;
export const useEditorCalls = (): EditorCalls => useEditorContext().calls;

export function useAutosave(): Autosave & { status: AutosaveState } {
  const { autosave } = useEditorContext();
  const status = useStore(autosave.state);
  return { ...autosave, status };
}
