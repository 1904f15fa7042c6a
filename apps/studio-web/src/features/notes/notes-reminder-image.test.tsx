import type { Note } from "@adstudio/api-client";
import { screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { server, useMockApi } from "../../test/msw";
import { fastUser } from "../../test/user";
import { renderNotesPage } from "./test-notes";

useMockApi();

// The clock reads 25 Nov 2026, 12:00 in the test machine's own time zone; only Date is faked, so
// typing and clicking still run on real timers. Reminders are written as local times too, so the card's
// "local time" text is the same whatever zone the tests run in.
const NOW = new Date(2026, 10, 25, 12, 0);
let user = fastUser();
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"], now: NOW });
  user = fastUser();
});

/** Enters text by pasting it: the title and the image address are under test, not typing them. */
async function fill(field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}
afterEach(() => {
  vi.useRealTimers();
});

const local = (month: number, day: number, hour: number, minute = 0) =>
  new Date(2026, month - 1, day, hour, minute).toISOString();

function note(overrides: Partial<Note> = {}): Note {
  return {
    id: "9b2f1c7e-3a5d-4e8f-9c0b-1d2e3f4a5b6c",
    title: "Spring flight",
    description: "Ask for the final logo.",
    archive: false,
    image: "",
    time: new Date(2026, 10, 20, 9, 30).toISOString(),
    reminder: null,
    checklist: [],
    labels: [],
    ...overrides,
  };
}

type Refusal = { status: number; body: { message: string; errors?: Record<string, string> } };

/** The notes API over one list, recording what it was sent; `refuse` answers the next write with an error. */
function notesApi(initial: Note[]) {
  let notes = [...initial];
  const bodies: Array<{ note: Partial<Note> }> = [];
  const state: { refusal: Refusal | null } = { refusal: null };
  const store = async (request: Request, created: boolean) => {
    const body = (await request.json()) as { note: Note };
    bodies.push(body);
    if (state.refusal) return HttpResponse.json(state.refusal.body, { status: state.refusal.status });
    const stored = created
      ? { ...body.note, id: "1c2d3e4f-0000-4000-8000-000000000001", time: "2026-11-25T10:00:00.000Z" }
      : { ...body.note, time: notes.find((n) => n.id === body.note.id)?.time ?? "" };
    notes = created ? [stored, ...notes] : notes.map((n) => (n.id === stored.id ? stored : n));
    return HttpResponse.json(stored);
  };
  server.use(
    http.get("*/api/notes-app/notes", () => HttpResponse.json(notes)),
    http.get("*/api/notes-app/labels", () => HttpResponse.json([])),
    http.post("*/api/notes-app/create-note", ({ request }) => store(request, true)),
    http.post("*/api/notes-app/update-note", ({ request }) => store(request, false)),
  );
  return { bodies, refuse: (refusal: Refusal) => (state.refusal = refusal) };
}

describe("a note's reminder and image", () => {
  it("sets both on a new note; the card shows the reminder in local time and the image named by the title", async () => {
    const { bodies } = notesApi([]);
    renderNotesPage();
    await fill(await screen.findByLabelText("Title"), "Call the printer");
    await user.click(screen.getByRole("button", { name: "Reminder" }));
    // The calendar opens on the clock's month; its arrows have names.
    await user.click(await screen.findByRole("button", { name: "Next month" }));
    await user.click(screen.getByRole("button", { name: "Previous month" }));
    await user.click(await screen.findByRole("button", { name: "30 November 2026" }));
    await user.click(screen.getByRole("button", { name: "Done" }));
    expect(screen.getByRole("button", { name: "Reminder" })).toHaveTextContent("30 Nov 2026, 09:00");
    await fill(screen.getByLabelText("Image address"), "https://cdn.example.com/flyer.png");
    expect(screen.getByRole("img", { name: "Preview of the note's image" })).toHaveAttribute(
      "src",
      "https://cdn.example.com/flyer.png",
    );
    await user.click(screen.getByRole("button", { name: "Add note" }));

    const card = await screen.findByRole("article", { name: "Call the printer" });
    expect(bodies[0]?.note).toMatchObject({
      reminder: local(11, 30, 9),
      image: "https://cdn.example.com/flyer.png",
    });
    expect(within(card).getByRole("img", { name: "Call the printer" })).toHaveAttribute(
      "src",
      "https://cdn.example.com/flyer.png",
    );
    expect(within(card).getByText("30 Nov 2026, 09:00")).toBeInTheDocument();
    expect(card).not.toHaveTextContent("overdue");
  });

  it("shows a reminder whose time has passed as overdue", async () => {
    notesApi([
      note({ reminder: local(11, 25, 11, 59) }),
      note({ id: "2b2f1c7e-3a5d-4e8f-9c0b-1d2e3f4a5b6c", title: "Later", reminder: local(11, 25, 12, 1) }),
    ]);
    renderNotesPage();
    const past = await screen.findByRole("article", { name: "Spring flight" });
    expect(past).toHaveTextContent("Reminder: 25 Nov 2026, 11:59 · overdue");
    // When it was written reads in the same English as the reminder.
    expect(within(past).getByText("20 Nov 2026, 09:30")).toBeInTheDocument();
    const later = screen.getByRole("article", { name: "Later" });
    expect(later).toHaveTextContent("Reminder: 25 Nov 2026, 12:01");
    expect(later).not.toHaveTextContent("overdue");
  });

  it("clears the reminder and removes the image of a stored note", async () => {
    const stored = note({ reminder: local(12, 1, 14, 30), image: "https://cdn.example.com/old.png" });
    const { bodies } = notesApi([stored]);
    renderNotesPage();
    const card = await screen.findByRole("article", { name: "Spring flight" });
    expect(within(card).getByRole("img", { name: "Spring flight" })).toBeInTheDocument();
    await user.click(within(card).getByRole("button", { name: "Edit Spring flight" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit note" });
    const reminder = within(dialog).getByRole("button", { name: "Reminder" });
    expect(reminder).toHaveTextContent("1 Dec 2026, 14:30");
    // The calendar opens on the stored day and time, not on the 09:00 a new reminder starts with.
    await user.click(reminder);
    expect(await screen.findByRole("button", { name: "1 December 2026" })).toHaveAttribute("data-selected");
    expect(screen.getByLabelText("Hours")).toHaveValue("14");
    expect(screen.getByLabelText("Minutes")).toHaveValue("30");
    await user.click(screen.getByRole("button", { name: "Done" }));
    await user.click(within(dialog).getByRole("button", { name: "Clear reminder" }));
    await user.click(within(dialog).getByRole("button", { name: "Remove image" }));
    expect(within(dialog).getByLabelText("Image address")).toHaveValue("");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(bodies).toEqual([{ note: { ...stored, reminder: null, image: "", time: undefined } }]);
    const saved = screen.getByRole("article", { name: "Spring flight" });
    expect(within(saved).queryByRole("img")).not.toBeInTheDocument();
    expect(saved).not.toHaveTextContent("Reminder");
  });

  it("replaces the image of a stored note", async () => {
    const { bodies } = notesApi([note({ image: "https://cdn.example.com/old.png" })]);
    renderNotesPage();
    await user.click(await screen.findByRole("button", { name: "Edit Spring flight" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit note" });
    const address = within(dialog).getByLabelText("Image address");
    await user.clear(address);
    await fill(address, "/assets/new.png");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    const card = await screen.findByRole("article", { name: "Spring flight" });
    await waitFor(() =>
      expect(within(card).getByRole("img", { name: "Spring flight" })).toHaveAttribute(
        "src",
        "/assets/new.png",
      ),
    );
    expect(bodies[0]?.note.image).toBe("/assets/new.png");
  });

  it("refuses an image that is not an http(s) address or a path, before asking the server", async () => {
    const { bodies } = notesApi([]);
    renderNotesPage();
    await fill(await screen.findByLabelText("Title"), "Flyer");
    await fill(screen.getByLabelText("Image address"), "data:image/png;base64,iVBORw0KGgo=");
    await user.click(screen.getByRole("button", { name: "Add note" }));
    expect(screen.getByLabelText("Image address")).toHaveAccessibleDescription(
      expect.stringContaining("Image must be an http(s) address or a path."),
    );
    expect(bodies).toEqual([]);
  });

  it("shows the server's refusal on the form and keeps what was typed", async () => {
    const api = notesApi([]);
    api.refuse({
      status: 409,
      body: { message: "You have 500 notes, the most one account keeps. Delete some first." },
    });
    renderNotesPage();
    await fill(await screen.findByLabelText("Title"), "Flyer");
    await fill(screen.getByLabelText("Image address"), "https://cdn.example.com/flyer.png");
    await user.click(screen.getByRole("button", { name: "Add note" }));
    // The form says why (a notification says so too).
    const form = screen.getByRole("button", { name: "Add note" }).closest("form");
    await waitFor(() =>
      expect(form).toHaveAccessibleDescription(
        "You have 500 notes, the most one account keeps. Delete some first.",
      ),
    );
    expect(screen.getByLabelText("Image address")).toHaveValue("https://cdn.example.com/flyer.png");
    expect(screen.queryByRole("article")).not.toBeInTheDocument();
  });
});
