// Used only by the tests of this folder.
import { expect } from "vitest";
import { signIn } from "../../test-support/accounts.js";
import { companyUser, createCompany } from "../../test-support/campaigns.js";
import { json, type TestContext } from "../../test-support/test-app.js";

export interface Person {
  id: string;
  token: string;
}

async function person(t: TestContext, token: string): Promise<Person> {
  const res = await t.request("GET", "/api/chat/user", { token });
  expect(res.status).toBe(200);
  return { id: (await json(res)).id, token };
}

/** Two designers of company A, one of company B, and the superadmin (in no company). */
export async function chatPeople(t: TestContext, admin: string) {
  const a = await createCompany(t, admin, "chata");
  const b = await createCompany(t, admin, "chatb");
  return {
    ann: await person(t, await companyUser(t, admin, "ann-chat", "designer", [a])),
    bob: await person(t, await companyUser(t, admin, "bob-chat", "designer", [a])),
    eve: await person(t, await companyUser(t, admin, "eve-chat", "designer", [b])),
    admin: await person(t, admin),
  };
}

export const signInAgain = signIn;

/** Opens `GET /api/chat/stream` for a signed-in user with a fresh ticket. */
export async function openStream(request: TestContext["request"], token: string) {
  const ticketRes = await request("POST", "/api/chat/stream-ticket", { token });
  expect(ticketRes.status).toBe(201);
  const { ticket } = await json(ticketRes);
  const res = await request("GET", `/api/chat/stream?ticket=${encodeURIComponent(ticket)}`);
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toMatch(/^text\/event-stream/);
  return sseReader(res);
}

export interface SseEvent {
  event: string;
  data: string;
}

/** Reads Server-Sent Events from a response body, one `next(name)` at a time. */
export function sseReader(res: Response) {
  const reader = (res.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  const pending: SseEvent[] = [];
  const comments: string[] = [];
  let ended = false;

  async function fill(): Promise<void> {
    const { value, done } = await reader.read();
    if (done) {
      ended = true;
      return;
    }
    buffer += decoder.decode(value, { stream: true });
    let end = buffer.indexOf("\n\n");
    while (end >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event: SseEvent = { event: "message", data: "" };
      const data: string[] = [];
      for (const line of block.split("\n")) {
        if (line.startsWith(":")) comments.push(line);
        else if (line.startsWith("event: ")) event.event = line.slice(7);
        else if (line.startsWith("data: ")) data.push(line.slice(6));
      }
      if (data.length > 0) pending.push({ ...event, data: data.join("\n") });
      end = buffer.indexOf("\n\n");
    }
  }

  return {
    comments,
    /** The next event named `name` (earlier events of other names are skipped). */
    async next(name: string): Promise<SseEvent> {
      for (;;) {
        const index = pending.findIndex((e) => e.event === name);
        if (index >= 0) return pending.splice(index, 1)[0] as SseEvent;
        if (ended) throw new Error(`stream ended before a '${name}' event`);
        await fill();
      }
    },
    /** Resolves once the server has ended the stream. */
    async ended(): Promise<void> {
      while (!ended) await fill();
    },
    cancel: () => reader.cancel().catch(() => {}),
  };
}
