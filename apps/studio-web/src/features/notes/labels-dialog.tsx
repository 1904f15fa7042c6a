import type { NoteLabel, NoteLabelDraft } from "@adstudio/api-client";
import { NOTE_LABELS_MAX, NoteLabelsInputSchema, validateInput } from "@adstudio/core";
import { ActionIcon, Button, Group, Modal, Stack, Text, TextInput } from "@mantine/core";
import { IconPlus, IconX } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { errorMessage } from "../../lib/server-errors";

export interface LabelsDialogProps {
  opened: boolean;
  labels: readonly NoteLabel[];
  onClose: () => void;
  /** Stores the whole list (update-labels); notes lose labels that were removed. */
  onSave: (labels: NoteLabelDraft[]) => Promise<unknown>;
}

let newKey = 0;
type Row = NoteLabelDraft & { key: string };

/** Renames, adds and removes the user's note labels, saved together as the spec's update-labels does. */
export function LabelsDialog({ opened, labels, onClose, onSave }: LabelsDialogProps) {
  const [rows, setRows] = useState<Row[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (opened) {
      setRows(labels.map((label) => ({ ...label, key: label.id })));
      setError(null);
    }
  }, [opened, labels]);

  const save = async () => {
    const list = rows.map(({ key: _key, ...label }) => label);
    const result = validateInput(NoteLabelsInputSchema, list);
    if (!result.success) return setError(result.message);
    setBusy(true);
    try {
      await onSave(result.output);
      onClose();
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened={opened} onClose={busy ? () => {} : onClose} title="Edit labels" centered>
      <Stack gap="xs">
        {rows.map((row, index) => (
          <Group key={row.key} gap="xs" wrap="nowrap">
            <TextInput
              aria-label={`Label ${index + 1} name`}
              value={row.name}
              onChange={(e) => {
                const name = e.currentTarget.value;
                setRows((current) => current.map((r) => (r.key === row.key ? { ...r, name } : r)));
                setError(null);
              }}
              maxLength={50}
              flex={1}
            />
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={`Remove label ${row.name || index + 1}`}
              onClick={() => setRows((current) => current.filter((r) => r.key !== row.key))}
            >
              <IconX size={16} />
            </ActionIcon>
          </Group>
        ))}
        {rows.length === 0 ? <Text c="dimmed">No labels.</Text> : null}
        <Group>
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconPlus size={14} />}
            disabled={rows.length >= NOTE_LABELS_MAX}
            onClick={() => setRows((current) => [...current, { key: `new-${newKey++}`, name: "" }])}
          >
            Add label
          </Button>
        </Group>
        {error ? (
          <Text c="red.8" size="sm" role="alert">
            {error}
          </Text>
        ) : null}
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button onClick={save} loading={busy}>
            Save labels
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
