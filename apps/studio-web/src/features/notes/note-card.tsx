import type { Note, NoteLabel } from "@adstudio/api-client";
import {
  ActionIcon,
  Badge,
  Card,
  Checkbox,
  Group,
  Image,
  Stack,
  Text,
  Title,
  Tooltip,
  VisuallyHidden,
} from "@mantine/core";
import {
  IconArchive,
  IconArchiveOff,
  IconBell,
  IconBellExclamation,
  IconPencil,
  IconTrash,
} from "@tabler/icons-react";
import { useId } from "react";
import { formatWhen } from "../ads/when";
import { reminderView } from "./note-reminder";

export interface NoteCardProps {
  note: Note;
  labels: readonly NoteLabel[];
  onEdit: () => void;
  onToggleArchive: () => void;
  onToggleItem: (itemId: string, checked: boolean) => void;
  onDelete: () => void;
  /** The moment a reminder counts as overdue against (the clock, unless a test sets it). */
  now?: Date;
}

/** One note: its image, title, text (as text, never HTML), checklist, labels, reminder and when it was written. */
export function NoteCard(props: NoteCardProps) {
  const { note, labels, onEdit, onToggleArchive, onToggleItem, onDelete, now = new Date() } = props;
  const titleId = useId();
  const name = note.title || note.description.slice(0, 40) || "Checklist";
  const names = new Map(labels.map((label) => [label.id, label.name]));
  const reminder = note.reminder ? reminderView(note.reminder, now) : null;
  return (
    <Card
      component="article"
      withBorder
      radius="md"
      padding="md"
      aria-labelledby={titleId}
      data-note-id={note.id}
    >
      {note.image ? (
        <Card.Section mb="sm">
          <Image src={note.image} alt={name} h={160} fit="cover" />
        </Card.Section>
      ) : null}
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
        {note.reminder && reminder ? (
          <Group
            gap={4}
            wrap="nowrap"
            c={reminder.overdue ? "red.8" : "blue.8"}
            data-overdue={reminder.overdue}
          >
            {reminder.overdue ? (
              <IconBellExclamation size={16} aria-hidden />
            ) : (
              <IconBell size={16} aria-hidden />
            )}
            <Text size="xs" fw={500} c="inherit">
              <VisuallyHidden>Reminder: </VisuallyHidden>
              <time dateTime={note.reminder}>{reminder.text}</time>
              {reminder.overdue ? " · overdue" : null}
            </Text>
          </Group>
        ) : null}
        <Group justify="space-between" wrap="nowrap" mt={4}>
          <Text size="xs" c="dimmed">
            <time dateTime={note.time}>{formatWhen(note.time)}</time>
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
