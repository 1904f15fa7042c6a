import { useEffect } from "react";
import { useEditorStore } from "../editor-context";
import { deleteAction, isTyping } from "../selection/actions";

/**
 * Delete and Backspace delete the selection wherever it was made (issue 28): the canvas and the Layers
 * list handle their keys themselves; this catches the rest of the editor (the timeline, a selection
 * button, the page after a click on the backdrop). Never while typing in a field, nor in a dialog or
 * menu, which own their keys.
 */
export function useDeleteAnywhere(): void {
  const store = useEditorStore();
  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey) return;
      if (e.key !== "Delete" && e.key !== "Backspace") return;
      const target = e.target instanceof Element ? e.target : null;
      if (isTyping(e.target)) return;
      const inEditor = !target || target === document.body || target.closest("[data-testid='ad-editor']");
      if (!inEditor || target?.closest("[role=dialog],[role=menu],[role=listbox]")) return;
      if (!deleteAction.enabled(store.getState())) return;
      e.preventDefault();
      deleteAction.run(store);
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [store]);
}
