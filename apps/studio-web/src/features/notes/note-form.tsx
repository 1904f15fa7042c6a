import type { NoteDraft, NoteLabel } from "@adstudio/api-client";
import { NOTE_CHECKLIST_MAX_ITEMS, NoteInputSchema, validateInput } from "@adstudio/core";
import {
  ActionIcon,
  Button,
  Checkbox,
  Group,
  MultiSelect,
  Stack,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import { IconPlus, IconX } from "@tabler/icons-react";
import { type FormEvent, useId, useState } from "react";
import { errorMessage } from "../../lib/server-errors";
import { NoteImageField } from "./note-image-field";
import { NoteReminderField } from "./note-reminder-field";

export interface NoteFormProps {
  labels: readonly NoteLabel[];
  initial?: NoteDraft;
  submitLabel: string;
  /** Stores the note; a rejection shows the server's message on the form and keeps what was typed. */
  onSubmit: (note: NoteDraft) => Promise<unknown>;
  onCancel?: () => void;
  /** Empties the form after a successful submit (the new-note form). */
  resetOnSubmit?: boolean;
}

const EMPTY: NoteDraft = {
  title: "",
  description: "",
  archive: false,
  image: "",
  reminder: null,
  checklist: [],
  labels: [],
};

let itemCounter = 0;
/** Checklist item ids only need to be unique within the note. */
const newItemId = () => `i${Date.now().toString(36)}${(itemCounter++).toString(36)}`;

/**
 * A note's title, text, checklist, labels, reminder and image, checked by core's NoteInputSchema (the API checks the
 * same schema), for both the new-note form and the edit dialog.
 */
export function NoteForm({ labels, initial, submitLabel, onSubmit, onCancel, resetOnSubmit }: NoteFormProps) {
  const [note, setNote] = useState<NoteDraft>(initial ?? EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const errorId = useId();
  const change = (changes: Partial<NoteDraft>) => {
    setNote((current) => ({ ...current, ...changes }));
    setError(null);
    setErrors({});
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = validateInput(NoteInputSchema, note);
    if (!result.success) {
      setError(result.message);
      setErrors(result.errors);
      return;
    }
    setBusy(true);
    try {
      await onSubmit(result.output);
      if (resetOnSubmit) setNote(EMPTY);
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  const setItem = (index: number, changes: Partial<NoteDraft["checklist"][number]>) =>
    change({ checklist: note.checklist.map((item, i) => (i === index ? { ...item, ...changes } : item)) });

  return (
    <form onSubmit={submit} noValidate aria-describedby={error ? errorId : undefined}>
      <Stack gap="sm">
        <TextInput
          label="Title"
          value={note.title}
          onChange={(e) => change({ title: e.currentTarget.value })}
          error={errors.title}
          maxLength={255}
        />
        <Textarea
          label="Text"
          autosize
          minRows={2}
          maxRows={10}
          value={note.description}
          onChange={(e) => change({ description: e.currentTarget.value })}
          error={errors.description}
        />
        <Stack gap={6}>
          <Text size="sm" fw={500} component="span">
            Checklist
          </Text>
          {note.checklist.map((item, index) => (
            <Group key={item.id} gap="xs" wrap="nowrap">
              <Checkbox
                aria-label={`Done: item ${index + 1}`}
                checked={item.checked}
                onChange={(e) => setItem(index, { checked: e.currentTarget.checked })}
              />
              <TextInput
                aria-label={`Checklist item ${index + 1}`}
                value={item.text}
                onChange={(e) => setItem(index, { text: e.currentTarget.value })}
                error={errors[`checklist.${index}.text`]}
                flex={1}
              />
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={`Remove item ${index + 1}`}
                onClick={() => change({ checklist: note.checklist.filter((_, i) => i !== index) })}
              >
                <IconX size={16} />
              </ActionIcon>
            </Group>
          ))}
          <Group>
            <Button
              variant="subtle"
              size="compact-sm"
              leftSection={<IconPlus size={14} />}
              disabled={note.checklist.length >= NOTE_CHECKLIST_MAX_ITEMS}
              onClick={() =>
                change({ checklist: [...note.checklist, { id: newItemId(), checked: false, text: "" }] })
              }
            >
              Add checklist item
            </Button>
          </Group>
        </Stack>
        <MultiSelect
          label="Labels"
          placeholder={note.labels.length ? undefined : "No labels"}
          data={labels.map((label) => ({ value: label.id, label: label.name }))}
          value={note.labels}
          onChange={(value) => change({ labels: value })}
          error={errors.labels}
          clearable
          searchable
        />
        <NoteReminderField
          value={note.reminder}
          onChange={(reminder) => change({ reminder })}
          error={errors.reminder}
        />
        <NoteImageField value={note.image} onChange={(image) => change({ image })} error={errors.image} />
        {/* A message no single field owns (an empty note, a server refusal); field errors sit on their fields. */}
        {error && Object.keys(errors).length === 0 ? (
          <Text c="red.8" size="sm" id={errorId} role="alert">
            {error}
          </Text>
        ) : null}
        <Group justify="flex-end">
          {onCancel ? (
            <Button variant="default" onClick={onCancel} disabled={busy}>
              Cancel
            </Button>
          ) : null}
          <Button type="submit" loading={busy}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
