import { ActionIcon, Group, Tooltip } from "@mantine/core";
import { IconArrowBackUp, IconArrowForwardUp } from "@tabler/icons-react";
import { useEditor } from "../editor-context";

/** Undo and redo, named after the step they take back or redo. */
export function HistoryButtons() {
  const undoLabel = useEditor((s) => s.history.past.at(-1)?.label);
  const redoLabel = useEditor((s) => s.history.future.at(-1)?.label);
  const undo = useEditor((s) => s.undo);
  const redo = useEditor((s) => s.redo);
  return (
    <Group gap={2}>
      <Tooltip label={undoLabel ? `Undo ${undoLabel.toLowerCase()} (Ctrl+Z)` : "Nothing to undo"}>
        <ActionIcon variant="subtle" size="lg" aria-label="Undo" disabled={!undoLabel} onClick={undo}>
          <IconArrowBackUp size={20} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={redoLabel ? `Redo ${redoLabel.toLowerCase()} (Ctrl+Shift+Z)` : "Nothing to redo"}>
        <ActionIcon variant="subtle" size="lg" aria-label="Redo" disabled={!redoLabel} onClick={redo}>
          <IconArrowForwardUp size={20} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
