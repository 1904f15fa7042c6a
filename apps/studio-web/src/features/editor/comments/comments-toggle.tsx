import { ActionIcon, Tooltip } from "@mantine/core";
import { useHotkeys } from "@mantine/hooks";
import { IconMessageCircle } from "@tabler/icons-react";
import { useEditorComments } from "./comments-state";

/** The comments' shortcut, for the toggle's tooltip and the editor's shortcuts help. */
export const COMMENTS_SHORTCUT = { keys: "Shift+C", action: "Show or hide comments" } as const;
export const COMMENT_MODE_SHORTCUT = {
  keys: "Escape (comment mode)",
  action: "Stop pinning a comment",
} as const;

/** The toolbar's Comments toggle (Shift+C): the markers over the canvas and the Comments panel. */
export function CommentsToggle() {
  const view = useEditorComments();
  useHotkeys([["shift+c", () => view?.setShown(!view.shown)]]);
  if (!view) return null;
  return (
    <Tooltip label={`Comments (${COMMENTS_SHORTCUT.keys})`}>
      <ActionIcon
        variant={view.shown ? "filled" : "subtle"}
        size="lg"
        aria-label="Comments"
        aria-pressed={view.shown}
        aria-keyshortcuts="Shift+C"
        onClick={() => view.setShown(!view.shown)}
      >
        <IconMessageCircle size={20} />
      </ActionIcon>
    </Tooltip>
  );
}
