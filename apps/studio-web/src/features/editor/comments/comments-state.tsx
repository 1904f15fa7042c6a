import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from "react";
import type { DraftPin } from "../../ad-comments";

/** The editor's comments view: shown or not, comment mode, the pin being written, the thread opened. */
export interface EditorComments {
  shown: boolean;
  setShown: (shown: boolean) => void;
  placing: boolean;
  setPlacing: (placing: boolean) => void;
  draft: DraftPin | null;
  setDraft: (draft: DraftPin | null) => void;
  activeId: string | null;
  setActiveId: (id: string | null) => void;
}

const Context = createContext<EditorComments | null>(null);

/**
 * Holds the comments view for the editor's canvas, toolbar and panel. Session state only (never undone
 * or saved). Escape leaves comment mode before anything else hears it (the canvas would clear the
 * selection).
 */
export function EditorCommentsProvider({ children }: { children: ReactNode }) {
  const [shown, setShownState] = useState(false);
  const [placing, setPlacingState] = useState(false);
  const [draft, setDraft] = useState<DraftPin | null>(null);
  const [activeId, setActiveId] = useState<string | null>(null);
  useEffect(() => {
    if (!placing) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape") return;
      e.stopPropagation();
      e.preventDefault();
      setPlacingState(false);
    };
    document.addEventListener("keydown", onKey, true);
    return () => document.removeEventListener("keydown", onKey, true);
  }, [placing]);
  const value = useMemo<EditorComments>(
    () => ({
      shown,
      setShown: (next) => {
        setShownState(next);
        if (!next) {
          setPlacingState(false);
          setDraft(null);
        }
      },
      placing,
      setPlacing: (next) => {
        setPlacingState(next);
        if (next) setShownState(true);
      },
      draft,
      setDraft,
      activeId,
      setActiveId,
    }),
    [shown, placing, draft, activeId],
  );
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

/** The comments view, or null outside the editor's provider (the canvas alone in tests shows none). */
export const useEditorComments = (): EditorComments | null => useContext(Context);
