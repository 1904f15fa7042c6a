import type { RoleName } from "@adstudio/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type Account,
  accountsByRole,
  createAccount,
  itAnswersEachCaller,
  type MatrixEndpoint,
  signInSuperadmin,
} from "../../test-support/accounts.js";
import { rowCounts } from "../../test-support/row-counts.js";
import { createTestContext, json, type TestContext } from "../../test-support/test-app.js";

let t: TestContext;
let accounts: Record<RoleName, Account>;
let ann: Account;
let bob: Account;
const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";

beforeAll(async () => {
  t = await createTestContext();
  const admin = await signInSuperadmin(t);
  accounts = await accountsByRole(t, admin, "notes");
  ann = await createAccount(t, admin, { username: "notes-ann", roleName: "designer" });
  bob = await createAccount(t, admin, { username: "notes-bob", roleName: "designer" });
});
afterAll(() => t.close());

const post = (path: string, token: string, body: unknown) =>
  t.request("POST", `/api/notes-app/${path}`, { token, body });
const get = (path: string, token: string) => t.request("GET", `/api/notes-app/${path}`, { token });

async function create(token: string, note: Record<string, unknown>) {
  const res = await post("create-note", token, { note });
  expect(res.status, await res.clone().text()).toBe(200);
  return json(res);
}

describe("a user's notes", () => {
  it("start empty, with the spec's six labels", async () => {
    const fresh = accounts.brand.token;
    expect(await json(await get("notes", fresh))).toEqual([]);
    const labels = await json(await get("labels", fresh));
    expect(labels.map((label: { handle: string }) => label.handle)).toEqual([
      "family",
      "work",
      "todos",
      "prior",
      "personal",
      "friends",
    ]);
  });

  it("create-note answers the note with a new id and time; a new note goes to the front", async () => {
    const first = await create(ann.token, { title: "Brief", description: "Spring flight", labels: ["work"] });
    expect(first).toMatchObject({
      title: "Brief",
      description: "Spring flight",
      archive: false,
      image: "",
      reminder: null,
      checklist: [],
      labels: ["work"],
    });
    expect(first.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Date.parse(first.time)).not.toBeNaN();
    const second = await create(ann.token, { checklist: [{ id: "a", text: "Proof" }] });
    const list = await json(await get("notes", ann.token));
    expect(list.map((note: { id: string }) => note.id)).toEqual([second.id, first.id]);
  });

  it("update-note replaces the note by id, keeps its time and answers it", async () => {
    const note = await create(ann.token, { title: "Draft" });
    const res = await post("update-note", ann.token, {
      note: {
        ...note,
        title: "Final",
        archive: true,
        reminder: "2026-12-01T09:00:00.000Z",
        time: "1999-01-01T00:00:00Z",
      },
    });
    expect(res.status).toBe(200);
    const updated = await json(res);
    expect(updated).toEqual({ ...note, title: "Final", archive: true, reminder: "2026-12-01T09:00:00.000Z" });
    const stored = (await json(await get("notes", ann.token))).find((n: { id: string }) => n.id === note.id);
    expect(stored).toEqual(updated);
  });

  it("remove-note deletes it and answers its id; a second removal is a 404", async () => {
    const note = await create(ann.token, { title: "Temporary" });
    const res = await post("remove-note", ann.token, { noteId: note.id });
    expect(res.status).toBe(200);
    expect(await json(res)).toBe(note.id);
    expect((await json(await get("notes", ann.token))).some((n: { id: string }) => n.id === note.id)).toBe(
      false,
    );
    const again = await post("remove-note", ann.token, { noteId: note.id });
    expect(again.status).toBe(404);
    expect(await json(again)).toEqual({ message: "Note not found." });
  });
});

describe("another user's notes", () => {
  it("are never listed, updated or removed: 404, and the note stays as it was", async () => {
    const secret = await create(ann.token, { title: "Ann's secret", labels: ["personal"] });
    const bobsList = await json(await get("notes", bob.token));
    expect(bobsList.some((note: { id: string }) => note.id === secret.id)).toBe(false);

    const update = await post("update-note", bob.token, { note: { ...secret, title: "Bob was here" } });
    expect(update.status).toBe(404);
    const remove = await post("remove-note", bob.token, { noteId: secret.id });
    expect(remove.status).toBe(404);

    const annsList = await json(await get("notes", ann.token));
    expect(annsList.find((note: { id: string }) => note.id === secret.id)).toEqual(secret);
  });

  it("a user's label changes do not touch another user's labels", async () => {
    await post("update-labels", bob.token, { labels: [{ name: "Bob only" }] });
    const annsLabels = await json(await get("labels", ann.token));
    expect(annsLabels.map((label: { name: string }) => label.name)).not.toContain("Bob only");
  });
});

describe("labels", () => {
  it("update-labels replaces the whole list, gives new labels an id and a handle, and notes drop removed labels", async () => {
    const carol = accounts.agency.token;
    const note = await create(carol, { title: "Call", labels: ["work", "friends"] });
    const res = await post("update-labels", carol, {
      labels: [{ id: "work", name: "Work", handle: "work" }, { name: "Client calls" }],
    });
    expect(res.status).toBe(200);
    const labels = await json(res);
    expect(labels[0]).toEqual({ id: "work", name: "Work", handle: "work" });
    expect(labels[1]).toMatchObject({ name: "Client calls", handle: "client-calls" });
    expect(labels[1].id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await json(await get("labels", carol))).toEqual(labels);
    const [stored] = await json(await get("notes", carol));
    expect(stored).toMatchObject({ id: note.id, labels: ["work"] });

    // The new label can be used; a label that is gone cannot.
    await create(carol, { title: "Next call", labels: [labels[1].id] });
    const gone = await post("create-note", carol, { note: { title: "x", labels: ["friends"] } });
    expect(gone.status).toBe(400);
    expect(await json(gone)).toEqual({
      message: "Choose labels from your own list.",
      errors: { "note.labels": "Choose labels from your own list." },
    });
  });

  it("refuses two labels with one name and a blank name", async () => {
    const dup = await post("update-labels", ann.token, { labels: [{ name: "Work" }, { name: "WORK" }] });
    expect(dup.status).toBe(400);
    expect((await json(dup)).message).toBe("Each label needs its own name.");
    const blank = await post("update-labels", ann.token, { labels: [{ name: "  " }] });
    expect(await json(blank)).toMatchObject({ errors: { "labels.0.name": "Enter a label name." } });
  });
});

describe("bad input", () => {
  const refusals: Array<[string, string, unknown, number, string]> = [
    [
      "an empty note",
      "create-note",
      { note: { title: " ", description: "" } },
      400,
      "Write a title, some text or a checklist item.",
    ],
    ["no note at all", "create-note", {}, 400, "Invalid input: expected an object."],
    ["a note that is a list", "create-note", { note: [] }, 400, "Invalid input: expected an object."],
    [
      "a script image",
      "create-note",
      { note: { title: "x", image: "javascript:alert(1)" } },
      400,
      "Image must be an http(s) address or a path.",
    ],
    [
      "a title of 256 characters",
      "create-note",
      { note: { title: "t".repeat(256) } },
      400,
      "Title must be at most 255 characters.",
    ],
    [
      "101 checklist items",
      "create-note",
      { note: { checklist: Array.from({ length: 101 }, (_, i) => ({ id: `i${i}`, text: "x" })) } },
      400,
      "A checklist holds at most 100 items.",
    ],
    [
      "a reminder that is not a date",
      "create-note",
      { note: { title: "x", reminder: "soon" } },
      400,
      "Reminder must be an ISO date and time, or null.",
    ],
    [
      "a reminder on a day that does not exist (it was stored as 3 March)",
      "create-note",
      { note: { title: "x", reminder: "2026-02-31T09:00:00.000Z" } },
      400,
      "Reminder must be an ISO date and time, or null.",
    ],
    [
      "a reminder in year 0, which the database cannot hold (it got a bare 'Invalid input')",
      "create-note",
      { note: { title: "x", reminder: "0000-01-01T00:00:00.000Z" } },
      400,
      "Reminder must be an ISO date and time, or null.",
    ],
    [
      "archive as text",
      "create-note",
      { note: { title: "x", archive: "yes" } },
      400,
      "archive must be true or false.",
    ],
    [
      "a label id with a slash",
      "create-note",
      { note: { title: "x", labels: ["../work"] } },
      400,
      "Ids are 1 to 64 letters, digits, - or _.",
    ],
    [
      "an id that cannot exist",
      "update-note",
      { note: { id: "1; drop table notes", title: "x" } },
      404,
      "Note not found.",
    ],
    ["an unknown id", "update-note", { note: { id: UNKNOWN_ID, title: "x" } }, 404, "Note not found."],
    ["a noteId that is a number", "remove-note", { noteId: 5 }, 400, "noteId must be a note id."],
    [
      "51 labels",
      "update-labels",
      { labels: Array.from({ length: 51 }, (_, i) => ({ name: `L${i}` })) },
      400,
      "At most 50 labels.",
    ],
  ];

  it.each(refusals)(
    "%s answers %s… with its message and writes nothing",
    async (_, path, body, status, message) => {
      const before = await rowCounts(t);
      const res = await post(path, ann.token, body);
      expect(res.status).toBe(status);
      expect((await json(res)).message).toBe(message);
      expect(await rowCounts(t)).toEqual(before);
    },
  );

  it("a body that is not JSON answers 400", async () => {
    const res = await t.request("POST", "/api/notes-app/create-note", { token: ann.token, body: "{note:" });
    expect(res.status).toBe(400);
  });
});

describe("the note limit", () => {
  it("refuses the 501st note with 409 and stores nothing", async () => {
    const dave = accounts.publisher;
    await t.deps.database.pool.query(
      `insert into notes (user_id, title, description, checklist, labels)
       select $1, 'n' || i, '', '[]', '[]' from generate_series(1, 500) as i`,
      [dave.id],
    );
    const res = await post("create-note", dave.token, { note: { title: "One too many" } });
    expect(res.status).toBe(409);
    expect(await json(res)).toEqual({
      message: "You have 500 notes, the most one account keeps. Delete some first.",
    });
    expect(await json(await get("notes", dave.token))).toHaveLength(500);
  });
});

describe("notes permission matrix", () => {
  // Every signed-in user has notes of their own; only a caller without a token is refused.
  const endpoints: MatrixEndpoint[] = [
    { method: "GET", path: "/api/notes-app/notes", permissions: [], allowed: 200 },
    { method: "GET", path: "/api/notes-app/labels", permissions: [], allowed: 200 },
    { method: "POST", path: "/api/notes-app/create-note", body: { note: {} }, permissions: [], allowed: 400 },
    {
      method: "POST",
      path: "/api/notes-app/update-note",
      body: { note: { id: UNKNOWN_ID, title: "x" } },
      permissions: [],
      allowed: 404,
    },
    {
      method: "POST",
      path: "/api/notes-app/update-labels",
      body: { labels: "x" },
      permissions: [],
      allowed: 400,
    },
    {
      method: "POST",
      path: "/api/notes-app/remove-note",
      body: { noteId: UNKNOWN_ID },
      permissions: [],
      allowed: 404,
    },
  ];
  itAnswersEachCaller(endpoints, () => ({ t, accounts }));
});
