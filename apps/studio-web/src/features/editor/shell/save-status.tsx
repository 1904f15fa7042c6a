import { Group, Loader, Text, Tooltip, VisuallyHidden } from "@mantine/core";
import { IconAlertTriangle, IconCircleCheck, IconCloudUpload } from "@tabler/icons-react";
import { useAutosave } from "../editor-context";
import type { SaveStatus } from "../model/autosave";

/** Short labels for the toolbar; the tooltip and the live region say the whole state. */
const LABELS: Record<SaveStatus, string> = {
  saved: "Saved",
  pending: "Unsaved",
  saving: "Saving…",
  conflict: "Conflict",
  error: "Not saved",
};

const DESCRIPTIONS: Record<SaveStatus, string> = {
  saved: "All changes saved",
  pending: "Unsaved changes: saving shortly",
  saving: "Saving…",
  conflict: "Saved elsewhere: choose a version",
  error: "Could not save: trying again",
};

/** Where the autosave stands, as a live region so screen readers hear it change. */
export function SaveStatusIndicator() {
  const { status } = useAutosave();
  const icon =
    status.status === "saving" ? (
      <Loader size={14} />
    ) : status.status === "saved" ? (
      <IconCircleCheck size={16} color="var(--mantine-color-teal-7)" />
    ) : status.status === "pending" ? (
      <IconCloudUpload size={16} />
    ) : (
      <IconAlertTriangle size={16} color="var(--mantine-color-red-7)" />
    );
  return (
    <Tooltip label={status.message ?? DESCRIPTIONS[status.status]} multiline maw={280}>
      <Group gap={6} wrap="nowrap" role="status" aria-live="polite" data-save-status={status.status}>
        {icon}
        <Text size="sm" c={status.status === "conflict" || status.status === "error" ? "red.8" : "dimmed"}>
          <VisuallyHidden>{DESCRIPTIONS[status.status]}</VisuallyHidden>
          <span aria-hidden>{LABELS[status.status]}</span>
        </Text>
      </Group>
    </Tooltip>
  );
}
