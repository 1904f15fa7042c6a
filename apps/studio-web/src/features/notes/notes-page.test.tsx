import type { Note } from "@adstudio/api-client";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { server, useMockApi } from "../../test/msw";
import { renderNotesPage } from "./test-notes";

useMockApi();

const LABELS = [
  { id: "work", name: "Work", handle: "work" },
  { id: "family", name: "Family", handle: "family" },
];

function note(overrides: Partial<Note> = {}): Note {
  return {
    id: "9b2f1c7e-3a5d-4e8f-9c0b-1d2e3f4a5b6c",
    title: "Spring flight",
    description: "Ask for the final logo.",
    archive: false,
    image: "",
    time: "2026-11-20T09:30:00.000Z",
    reminder: null,
    checklist: [],
    labels: ["work"],
    ...overrides,
  };
}

/** The notes API over one in-memory list, recording the bodies it was sent. */
function notesApi(initial: Note[]) {
  let notes = [...initial];
  const bodies: unknown[] = [];
  server.use(
    http.get("*/api/notes-app/notes", () => HttpResponse.json(notes)),
    http.get("*/api/notes-app/labels", () => HttpResponse.json(LABELS)),
    http.post("*/api/notes-app/create-note", async ({ request }) => {
      const body = (await request.json()) as { note: Omit<Note, "id" | "time"> };
      bodies.push(body);
      const created = {
        ...body.note,
        id: "1c2d3e4f-0000-4000-8000-000000000001",
        time: "2026-11-25T10:00:00.000Z",
      };
      notes = [created, ...notes];
      return HttpResponse.json(created);
    }),
    http.post("*/api/notes-app/update-note", async ({ request }) => {
      const body = (await request.json()) as { note: Note };
      bodies.push(body);
      const stored = { ...body.note, time: notes.find((n) => n.id === body.note.id)?.time ?? "" };
      notes = notes.map((n) => (n.id === stored.id ? stored : n));
      return HttpResponse.json(stored);
    }),
  );
  return { bodies };
}

describe("NotesPage", () => {
  it("says there are no notes yet when the user has none", async () => {
    notesApi([]);
    renderNotesPage();
    expect(await screen.findByText("No notes yet")).toBeInTheDocument();
  });

  it("refuses an empty note without calling the server", async () => {
    const { bodies } = notesApi([]);
    renderNotesPage();
    await userEvent.click(await screen.findByRole("button", { name: "Add note" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Write a title, some text or a checklist item.");
    expect(bodies).toEqual([]);
  });

  it("adds a note with a label in front of the others and empties the form", async () => {
    const { bodies } = notesApi([note()]);
    renderNotesPage();
    await screen.findByRole("article", { name: "Spring flight" });
    await userEvent.type(screen.getByLabelText("Title"), "Call the printer");
    await userEvent.type(screen.getByLabelText("Text"), "Before noon");
    await userEvent.click(screen.getByPlaceholderText("No labels"));
    await userEvent.click(await screen.findByRole("option", { name: "Family" }));
    await userEvent.click(screen.getByRole("button", { name: "Add note" }));

    await waitFor(() => expect(screen.getAllByRole("article")).toHaveLength(2));
    const [first] = screen.getAllByRole("article");
    expect(first).toHaveAccessibleName("Call the printer");
    expect(within(first as HTMLElement).getByText("Family")).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        note: {
          title: "Call the printer",
          description: "Before noon",
          archive: false,
          image: "",
          reminder: null,
          checklist: [],
          labels: ["family"],
        },
      },
    ]);
    expect(screen.getByLabelText("Title")).toHaveValue("");
  });

  it("archives a note out of the list and into Archive", async () => {
    const { bodies } = notesApi([note()]);
    renderNotesPage();
    await userEvent.click(await screen.findByRole("button", { name: "Archive Spring flight" }));
    expect(await screen.findByText("No notes yet")).toBeInTheDocument();
    expect(bodies).toEqual([{ note: { ...note({ archive: true }), time: undefined } }]);

    await userEvent.click(screen.getByRole("button", { name: "Archive" }));
    expect(await screen.findByRole("article", { name: "Spring flight" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Add note" })).not.toBeInTheDocument();
  });

  it("shows a label's notes only, and shows note text as text", async () => {
    notesApi([
      note(),
      note({ id: "2b2f1c7e-3a5d-4e8f-9c0b-1d2e3f4a5b6c", title: "<b>Dinner</b>", labels: ["family"] }),
    ]);
    renderNotesPage();
    await screen.findByRole("article", { name: "Spring flight" });
    await userEvent.click(screen.getByRole("button", { name: "Family" }));
    expect(screen.getAllByRole("article")).toHaveLength(1);
    expect(screen.getByRole("heading", { name: "<b>Dinner</b>" })).toBeInTheDocument();
  });
});
