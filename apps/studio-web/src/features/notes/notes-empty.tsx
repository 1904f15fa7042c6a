import type { NoteLabel } from "@adstudio/api-client";
import { EmptyState } from "@mantine/core";
import { IconArchive, IconNotes, IconSearch } from "@tabler/icons-react";
import type { NotesFilter } from "./notes-sidebar";

export interface NotesEmptyProps {
  filter: NotesFilter;
  searching: boolean;
  labels: readonly NoteLabel[];
}

/** What an empty view says: what would be listed here, and how it gets there. */
export function NotesEmpty({ filter, searching, labels }: NotesEmptyProps) {
  if (searching) {
    return (
      <EmptyState
        icon={<IconSearch size={36} stroke={1.4} />}
        title="No notes match your search"
        description="Try other words, or look in the archive."
        py={32}
      />
    );
  }
  if (filter === "archive") {
    return (
      <EmptyState
        icon={<IconArchive size={36} stroke={1.4} />}
        title="No archived notes"
        description="Archive a note to keep it out of your list without deleting it."
        py={32}
      />
    );
  }
  const label = typeof filter === "object" ? labels.find((l) => l.id === filter.label)?.name : undefined;
  return (
    <EmptyState
      icon={<IconNotes size={36} stroke={1.4} />}
      withIndicatorBackground
      title={label ? `No notes labelled ${label}` : "No notes yet"}
      description={
        label
          ? "Give a note this label and it shows here."
          : "Write your first note above; only you can see it."
      }
      py={32}
    />
  );
}
