import type { AdRecord } from "@adstudio/api-client";
import { createContext, type ReactNode, useContext, useEffect, useState } from "react";
import { useStore } from "zustand";
import { api } from "../../lib/api";
import { type Autosave, type AutosaveState, createAutosave } from "./model/autosave";
import {
  createEditorStore,
  type EditorActions,
  type EditorState,
  type EditorStore,
} from "./model/editor-store";

interface EditorContextValue {
  store: EditorStore;
  autosave: Autosave;
  /** The ad as loaded (its company, campaign, status…); the document lives in the store. */
  ad: AdRecord;
}

const EditorContext = createContext<EditorContextValue | null>(null);

/**
 * One editing session of an ad: the store with its history and the autosave, made once per ad and
 * disposed when the editor closes. Panels read it through the hooks below.
 */
export function EditorProvider({ ad, children }: { ad: AdRecord; children: ReactNode }) {
  const [value] = useState<EditorContextValue>(() => {
    const store = createEditorStore(ad);
    return { store, autosave: createAutosave(store, api.ads), ad };
  });
  useEffect(() => () => value.autosave.dispose(), [value]);
  return <EditorContext.Provider value={value}>{children}</EditorContext.Provider>;
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

export function useAutosave(): Autosave & { status: AutosaveState } {
  const { autosave } = useEditorContext();
  const status = useStore(autosave.state);
  return { ...autosave, status };
}
