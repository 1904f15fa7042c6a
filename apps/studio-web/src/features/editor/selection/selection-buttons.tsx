import { ActionIcon, Divider, Group, Tooltip } from "@mantine/core";
import { IconFrame } from "@tabler/icons-react";
import { useState } from "react";
import { useEditorStore } from "../editor-context";
import {
  alignActions,
  copyAction,
  deleteAction,
  distributeActions,
  duplicateAction,
  groupAction,
  hideAction,
  lockAction,
  pasteAction,
  reorderActions,
  type SelectionAction,
} from "./actions";
import { useSelectionState } from "./use-selection-state";

const EDIT: readonly SelectionAction[] = [
  deleteAction,
  duplicateAction,
  copyAction,
  pasteAction,
  ...reorderActions.slice(0, 2),
  hideAction,
  lockAction,
  groupAction,
];

function ActionButton({ action }: { action: SelectionAction }) {
  const store = useEditorStore();
  const state = useSelectionState();
  const label = action.label(state);
  const Icon = action.icon(state);
  const enabled = action.enabled(state);
  return (
    <Tooltip label={action.keys ? `${label} (${action.keys})` : label} openDelay={300}>
      <ActionIcon
        variant="subtle"
        color={action === deleteAction ? "red" : "gray"}
        size={26}
        aria-label={label}
        disabled={!enabled}
        onClick={() => action.run(store)}
        data-action={action.id}
      >
        <Icon size={16} stroke={1.5} />
      </ActionIcon>
    </Tooltip>
  );
}

/**
 * Visible buttons for what the context menu and keys do to the selection (issue 28: there was no
 * delete button): edit, stacking, hide, lock, group; then align (one layer to the stage, several to the
 * selection, or to the stage with the toggle) and distribute (three or more). Icons with a tooltip; the accessible name is the label.
 */
export function SelectionButtons() {
  const [toStage, setToStage] = useState(false);
  return (
    <div role="toolbar" aria-label="Selection" data-testid="selection-buttons">
      <Group gap={2} wrap="wrap">
        {EDIT.map((action) => (
          <ActionButton key={action.id} action={action} />
        ))}
      </Group>
      <Divider my={4} />
      <Group gap={2} wrap="wrap">
        {[...alignActions(toStage ? "stage" : undefined), ...distributeActions].map((action) => (
          <ActionButton key={action.id} action={action} />
        ))}
        <Tooltip label="Align several layers to the stage instead of to the selection" openDelay={300}>
          <ActionIcon
            variant={toStage ? "light" : "subtle"}
            color="gray"
            size={26}
            aria-label="Align to the stage"
            role="switch"
            aria-checked={toStage}
            onClick={() => setToStage((on) => !on)}
          >
            <IconFrame size={16} stroke={1.5} />
          </ActionIcon>
        </Tooltip>
      </Group>
    </div>
  );
}
