import type { NoteLabel } from "@adstudio/api-client";
import { NavLink, Stack, Text } from "@mantine/core";
import { IconArchive, IconNotes, IconTag } from "@tabler/icons-react";

/** Which notes the page shows: the active ones, the archived ones, or the active ones with a label. */
export type NotesFilter = "notes" | "archive" | { label: string };

export interface NotesSidebarProps {
  labels: readonly NoteLabel[];
  filter: NotesFilter;
  onChange: (filter: NotesFilter) => void;
}

/** The notes app's folders (Notes, Archive) and the user's labels; each is a button, so Tab and Enter work. */
export function NotesSidebar({ labels, filter, onChange }: NotesSidebarProps) {
  const labelId = typeof filter === "object" ? filter.label : null;
  return (
    <Stack gap={2} component="nav" aria-label="Notes folders and labels">
      <NavLink
        component="button"
        label="Notes"
        leftSection={<IconNotes size={18} />}
        active={filter === "notes"}
        aria-current={filter === "notes" ? "page" : undefined}
        onClick={() => onChange("notes")}
      />
      <NavLink
        component="button"
        label="Archive"
        leftSection={<IconArchive size={18} />}
        active={filter === "archive"}
        aria-current={filter === "archive" ? "page" : undefined}
        onClick={() => onChange("archive")}
      />
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} mt="md" mb={4} px="sm">
        Labels
      </Text>
      {labels.map((label) => (
        <NavLink
          key={label.id}
          component="button"
          label={label.name}
          leftSection={<IconTag size={18} />}
          active={labelId === label.id}
          aria-current={labelId === label.id ? "page" : undefined}
          onClick={() => onChange({ label: label.id })}
        />
      ))}
    </Stack>
  );
}
