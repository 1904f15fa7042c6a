import { useShallow } from "zustand/react/shallow";
import { useEditor, useEditorStore } from "../editor-context";
import type { EditorState } from "../model/editor-store";

/**
 * The editor state the selection actions read (their labels, icons, whether they apply), re-rendering
 * only when the document or the session changes. Subscribing to the whole store re-rendered the Layers
 * list with its menu on every pointer move of a gesture, whose preview changes the store each time.
 */
export function useSelectionState(): EditorState {
  const store = useEditorStore();
  useEditor(useShallow((s) => [s.document, s.session]));
  return store.getState();
}
