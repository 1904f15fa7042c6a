import { describe, expect, it } from "vitest";
import { createApiClient } from "./client";
import { isApiError } from "./errors";
import { useTestServer } from "./test-server";

const { server } = useTestServer();

const api = () => createApiClient({ baseURL: server.origin, getToken: () => "token-1" });
const note = {
  id: "9b2f1c7e-3a5d-4e8f-9c0b-1d2e3f4a5b6c",
  title: "Spring flight",
  description: "Ask for the logo.",
  archive: false,
  image: "",
  time: "2026-03-01T12:00:00.000Z",
  reminder: null,
  checklist: [],
  labels: ["work"],
};

describe("notes endpoints", () => {
  it("list and labels read the spec's paths with the caller's token and resolve with the bare lists", async () => {
    server.reply("GET /api/notes-app/notes", { status: 200, json: [note] });
    server.reply("GET /api/notes-app/labels", {
      status: 200,
      json: [{ id: "work", name: "Work", handle: "work" }],
    });
    await expect(api().notes.list()).resolves.toEqual([note]);
    await expect(api().notes.labels()).resolves.toEqual([{ id: "work", name: "Work", handle: "work" }]);
    expect(server.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      "GET /api/notes-app/notes",
      "GET /api/notes-app/labels",
    ]);
    expect(server.requests[0]?.headers.authorization).toBe("Bearer token-1");
  });

  it("create, update, updateLabels and remove post the spec's bodies", async () => {
    server.reply("POST /api/notes-app/create-note", { status: 200, json: note });
    server.reply("POST /api/notes-app/update-note", { status: 200, json: { ...note, archive: true } });
    server.reply("POST /api/notes-app/update-labels", {
      status: 200,
      json: [{ id: "x1", name: "Calls", handle: "calls" }],
    });
    server.reply("POST /api/notes-app/remove-note", { status: 200, json: note.id });

    const { id: _id, time: _time, ...draft } = note;
    await expect(api().notes.create(draft)).resolves.toEqual(note);
    await expect(api().notes.update({ ...note, archive: true })).resolves.toMatchObject({ archive: true });
    await api().notes.updateLabels([{ name: "Calls" }]);
    await expect(api().notes.remove(note.id)).resolves.toBe(note.id);

    const bodies = server.requests.map((r) => JSON.parse(r.body ?? ""));
    expect(bodies).toEqual([
      { note: { ...note, id: undefined, time: undefined } },
      { note: { ...note, archive: true } },
      { labels: [{ name: "Calls" }] },
      { noteId: note.id },
    ]);
  });

  it("rejects with the server's message for a note that is not the caller's", async () => {
    server.reply("POST /api/notes-app/remove-note", { status: 404, json: { message: "Note not found." } });
    const error = await api()
      .notes.remove("someone-elses")
      .catch((e: unknown) => e);
    expect(isApiError(error) && error.status).toBe(404);
    expect(isApiError(error) && error.message).toBe("Note not found.");
  });
});
