import { ActionIcon, Group, Tooltip } from "@mantine/core";
import { IconPencil, IconTrash } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { ConfirmDialog } from "./confirm-dialog";

export interface RowActionsProps {
  /** What the row is called, for the buttons' accessible names ('Edit Acme'). */
  label: string;
  /** The editor of this row; left out, there is no Edit button (no permission). */
  editTo?: string;
  /** Deletes the row after the confirmation; left out, there is no Delete button. */
  onDelete?: () => Promise<unknown>;
  deleteTitle: string;
  deleteText: string;
}

/** A row's Edit (link to its editor) and Delete (after a Disagree/Agree confirmation) buttons. */
export function RowActions({ label, editTo, onDelete, deleteTitle, deleteText }: RowActionsProps) {
  const [confirming, setConfirming] = useState(false);
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      {editTo ? (
        <Tooltip label="Edit">
          <ActionIcon component={Link} to={editTo} variant="subtle" aria-label={`Edit ${label}`}>
            <IconPencil size={18} />
          </ActionIcon>
        </Tooltip>
      ) : null}
      {onDelete ? (
        <>
          <Tooltip label="Delete">
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Delete ${label}`}
              onClick={() => setConfirming(true)}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Tooltip>
          <ConfirmDialog
            opened={confirming}
            title={deleteTitle}
            text={deleteText}
            onConfirm={onDelete}
            onClose={() => setConfirming(false)}
          />
        </>
      ) : null}
    </Group>
  );
}
