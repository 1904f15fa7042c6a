import type { Note } from "@adstudio/api-client";
import { Alert, Button, Modal, Paper, SimpleGrid, Stack, TextInput, Title } from "@mantine/core";
import { IconSearch, IconTag } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { errorMessage } from "../../lib/server-errors";
import { PageFrame } from "../layout/page-frame";
import { ConfirmDialog } from "../master-data/confirm-dialog";
import { LabelsDialog } from "./labels-dialog";
import { NoteCard } from "./note-card";
import { NoteForm } from "./note-form";
import { NotesEmpty } from "./notes-empty";
import { type NotesFilter, NotesSidebar } from "./notes-sidebar";
import { noteChanges, noteLabelsQuery, notesQuery, useNoteMutations } from "./queries";

function matches(note: Note, filter: NotesFilter, search: string): boolean {
  if (filter === "archive" ? !note.archive : note.archive) return false;
  if (filter !== "notes" && filter !== "archive" && !note.labels.includes(filter.label)) return false;
  if (!search) return true;
  const words = [note.title, note.description, ...note.checklist.map((item) => item.text)].join("\n");
  return words.toLowerCase().includes(search.toLowerCase());
}

/** The notes app: the new-note form, the user's notes as cards, folders and labels, search. */
export function NotesPage() {
  const notes = useQuery(notesQuery());
  const labels = useQuery(noteLabelsQuery());
  const { create, update, remove, updateLabels } = useNoteMutations();
  const [filter, setFilter] = useState<NotesFilter>("notes");
  const [search, setSearch] = useState("");
  const [editing, setEditing] = useState<Note | null>(null);
  const [deleting, setDeleting] = useState<Note | null>(null);
  const [labelsOpen, setLabelsOpen] = useState(false);

  const labelList = labels.data ?? [];
  const shown = (notes.data ?? []).filter((note) => matches(note, filter, search.trim()));
  const loadError = notes.error ?? labels.error;

  return (
    <PageFrame
      title="Notes"
      subtitle="Your own notes: only you can see them."
      actions={
        <Button variant="default" leftSection={<IconTag size={16} />} onClick={() => setLabelsOpen(true)}>
          Edit labels
        </Button>
      }
      toolbar={
        <TextInput
          aria-label="Search notes"
          placeholder="Search notes"
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          maw={360}
        />
      }
      leftSidebar={<NotesSidebar labels={labelList} filter={filter} onChange={setFilter} />}
    >
      <Stack gap="lg">
        {loadError ? (
          <Alert color="red" role="alert" title="Could not load your notes">
            {errorMessage(loadError)}
          </Alert>
        ) : null}
        {filter !== "archive" ? (
          <Paper withBorder radius="md" p="md" component="section" aria-labelledby="new-note-heading">
            <Title order={2} size="h4" id="new-note-heading" mb="sm">
              New note
            </Title>
            <NoteForm
              labels={labelList}
              submitLabel="Add note"
              resetOnSubmit
              onSubmit={(note) => create.mutateAsync(note)}
            />
          </Paper>
        ) : null}
        {notes.isPending ? null : shown.length === 0 ? (
          <NotesEmpty filter={filter} searching={search.trim() !== ""} labels={labelList} />
        ) : (
          <SimpleGrid
            cols={{ base: 1, md: 2, xl: 3 }}
            spacing="md"
            component="section"
            aria-label="Your notes"
            // Each card as tall as its own content, not as its row's tallest.
            style={{ alignItems: "start" }}
          >
            {shown.map((note) => (
              <NoteCard
                key={note.id}
                note={note}
                labels={labelList}
                onEdit={() => setEditing(note)}
                onToggleArchive={() => update.mutate(noteChanges(note, { archive: !note.archive }))}
                onToggleItem={(itemId, checked) =>
                  update.mutate(
                    noteChanges(note, {
                      checklist: note.checklist.map((item) =>
                        item.id === itemId ? { ...item, checked } : item,
                      ),
                    }),
                  )
                }
                onDelete={() => setDeleting(note)}
              />
            ))}
          </SimpleGrid>
        )}
      </Stack>
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title="Edit note" centered size="lg">
        {editing ? (
          <NoteForm
            labels={labelList}
            initial={noteChanges(editing)}
            submitLabel="Save"
            onCancel={() => setEditing(null)}
            onSubmit={async (draft) => {
              await update.mutateAsync(noteChanges(editing, draft));
              setEditing(null);
            }}
          />
        ) : null}
      </Modal>
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete note"
        text="Do you want to delete this note?"
        onConfirm={() => (deleting ? remove.mutateAsync(deleting.id) : undefined)}
        onClose={() => setDeleting(null)}
      />
      <LabelsDialog
        opened={labelsOpen}
        labels={labelList}
        onClose={() => setLabelsOpen(false)}
        onSave={(list) => updateLabels.mutateAsync(list)}
      />
    </PageFrame>
  );
}
