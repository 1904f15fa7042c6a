import type { Note, NoteLabel } from "@adstudio/api-client";
import {
  ActionIcon,
  Badge,
  Card,
  Checkbox,
  Group,
  Stack,
  Text,
  Title,
  Tooltip,
  VisuallyHidden,
} from "@mantine/core";
import { IconArchive, IconArchiveOff, IconPencil, IconTrash } from "@tabler/icons-react";
import { useId } from "react";

export interface NoteCardProps {
  note: Note;
  labels: readonly NoteLabel[];
  onEdit: () => void;
  onToggleArchive: () => void;
  onToggleItem: (itemId: string, checked: boolean) => void;
  onDelete: () => void;
}

const written = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

/** One note: its title, text (as text, never HTML), checklist, labels and when it was written. */
export function NoteCard({ note, labels, onEdit, onToggleArchive, onToggleItem, onDelete }: NoteCardProps) {
  const titleId = useId();
  const name = note.title || note.description.slice(0, 40) || "Checklist";
  const names = new Map(labels.map((label) => [label.id, label.name]));
  return (
    <Card
      component="article"
      withBorder
      radius="md"
      padding="md"
      aria-labelledby={titleId}
      data-note-id={note.id}
    >
      <Stack gap="xs">
        {note.title ? (
          <Title order={3} size="h5" id={titleId}>
            {note.title}
          </Title>
        ) : (
          <VisuallyHidden id={titleId}>{name}</VisuallyHidden>
        )}
        {note.description ? (
          <Text size="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
            {note.description}
          </Text>
        ) : null}
        {note.checklist.length > 0 ? (
          <Stack gap={4}>
            {note.checklist.map((item) => (
              <Checkbox
                key={item.id}
                size="sm"
                label={item.text}
                checked={item.checked}
                onChange={(e) => onToggleItem(item.id, e.currentTarget.checked)}
                styles={{ label: { textDecoration: item.checked ? "line-through" : undefined } }}
              />
            ))}
          </Stack>
        ) : null}
        {note.labels.length > 0 ? (
          <Group gap={4}>
            {note.labels.map((id) => (
              <Badge key={id} variant="light" size="sm">
                {names.get(id) ?? id}
              </Badge>
            ))}
          </Group>
        ) : null}
        <Group justify="space-between" wrap="nowrap" mt={4}>
          <Text size="xs" c="dimmed">
            <time dateTime={note.time}>{written.format(new Date(note.time))}</time>
          </Text>
          <Group gap={2} wrap="nowrap">
            <Tooltip label="Edit">
              <ActionIcon variant="subtle" aria-label={`Edit ${name}`} onClick={onEdit}>
                <IconPencil size={18} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={note.archive ? "Unarchive" : "Archive"}>
              <ActionIcon
                variant="subtle"
                aria-label={`${note.archive ? "Unarchive" : "Archive"} ${name}`}
                onClick={onToggleArchive}
              >
                {note.archive ? <IconArchiveOff size={18} /> : <IconArchive size={18} />}
              </ActionIcon>
            </Tooltip>
            <Tooltip label="Delete">
              <ActionIcon variant="subtle" color="red" aria-label={`Delete ${name}`} onClick={onDelete}>
                <IconTrash size={18} />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Group>
      </Stack>
    </Card>
  );
}
