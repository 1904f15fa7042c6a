import { useHotkeys } from "@mantine/hooks";
import { IconMessageCircle } from "@tabler/icons-react";
import type { OverflowAction } from "../shell/toolbar-overflow";
import { useEditorComments } from "./comments-state";

/** The comments' shortcut, for the toggle and the editor's shortcuts help. */
export const COMMENTS_SHORTCUT = { keys: "Shift+C", action: "Show or hide comments" } as const;
export const COMMENT_MODE_SHORTCUT = {
  keys: "Escape (comment mode)",
  action: "Stop pinning a comment",
} as const;

/**
 * The toolbar's Comments toggle (Shift+C: the markers over the canvas and the Comments panel), as an action
 * that leaves the bar for the "More" menu last when room runs out; null outside the comments provider.
 */
export function useCommentsToggle(enabled: boolean): OverflowAction | null {
  const context = useEditorComments();
  const view = enabled ? context : null;
  useHotkeys([["shift+c", () => view?.setShown(!view.shown)]]);
  if (!view) return null;
  return {
    label: "Comments",
    icon: <IconMessageCircle size={18} />,
    onClick: () => view.setShown(!view.shown),
    pressed: view.shown,
    keys: COMMENTS_SHORTCUT.keys,
  };
}
