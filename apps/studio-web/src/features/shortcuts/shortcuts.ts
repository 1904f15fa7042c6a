import type { NavItem } from "@adstudio/core";
import { useCallback, useRef, useState } from "react";
import { api } from "../../lib/api";
import { reportError } from "../../lib/report-error";
import { sessionStore } from "../auth/session-store";
import { useSession } from "../auth/use-session";

/** Adds the id when absent, removes it when present (spec shell §2 'Shortcuts'); order is kept. */
export function toggleShortcut(shortcuts: readonly string[], id: string): string[] {
  return shortcuts.includes(id) ? shortcuts.filter((entry) => entry !== id) : [...shortcuts, id];
}

/**
 * The starred items in the order they were starred; ids the user can no longer open (a removed page, a
 * lost permission) are skipped but stay stored, so they come back if access returns.
 */
export function shortcutItems(shortcuts: readonly string[], items: readonly NavItem[]): NavItem[] {
  const byId = new Map(items.map((item) => [item.id, item]));
  return shortcuts.flatMap((id) => {
    const item = byId.get(id);
    return item ? [item] : [];
  });
}

/**
 * The user's shortcuts with a toggle that shows the change at once and saves the whole list through
 * `auth/user/update`; a failed save puts the saved list back and says why.
 */
export function useShortcuts(): { shortcuts: string[]; toggle: (id: string) => void } {
  const { user } = useSession();
  const [pending, setPending] = useState<string[] | null>(null);
  const latest = useRef(0);
  const shortcuts = pending ?? user?.data.shortcuts ?? [];

  const toggle = useCallback(
    (id: string) => {
      const next = toggleShortcut(shortcuts, id);
      const save = ++latest.current;
      setPending(next);
      api.auth
        .updateUser({ shortcuts: next })
        .then(({ user: saved }) => {
          // Only the newest answer may replace the list; an older one would undo a later toggle.
          if (save !== latest.current) return;
          sessionStore.setUser(saved);
          setPending(null);
        })
        .catch((error: unknown) => {
          if (save !== latest.current) return;
          setPending(null);
          reportError(error, "Shortcuts could not be saved.");
        });
    },
    [shortcuts],
  );

  return { shortcuts, toggle };
}
