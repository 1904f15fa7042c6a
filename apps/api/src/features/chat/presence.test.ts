import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { AppDeps } from "../../app-env.js";
import { closeDeps } from "../../deps.js";
import { signInSuperadmin } from "../../test-support/accounts.js";
import { anotherProcess, createTestContext, json, type TestContext } from "../../test-support/test-app.js";
import { announceClockChanges } from "./presence.js";
import * as repo from "./repo.js";
import { chatHubHooks } from "./stream.js";
import { chatPeople, openStream, type Person } from "./test-chat.js";

const MINUTE = 60_000;
/** The rules under test, written out: idle five minutes is away; no panel seen for 75 s is offline. */
const AWAY_AFTER = 5 * MINUTE;
const OFFLINE_AFTER = 75_000;

let t: TestContext;
/** A second API process on the same database: both run the clock round on their heartbeats. */
let other: AppDeps;
let ann: Person;
let bob: Person;

beforeAll(async () => {
  t = await createTestContext();
  ({ ann, bob } = await chatPeople(t, await signInSuperadmin(t)));
  ({ deps: other } = await anotherProcess(t));
});
afterEach(() => {
  t.deps.clock = () => new Date();
  other.clock = () => new Date();
});
afterAll(async () => {
  await closeDeps(other);
  await t.close();
});

/** Both processes' clocks read `at`. */
function setClock(at: Date) {
  t.deps.clock = () => at;
  other.clock = () => at;
}
const after = (start: Date, ms: number) => new Date(start.getTime() + ms);

/** Ann makes a chat request (her panel lists contacts) at `at`: she is active. */
async function annActive(at: Date) {
  setClock(at);
  expect((await t.request("GET", "/api/chat/contacts", { token: ann.token })).status).toBe(200);
}
/** A heartbeat of Ann's open panel at `at` (what the hub does every 25 s while it is open). */
const annSeen = (at: Date) => repo.touchSeen(t.deps.database.db, [ann.id], at);

/** One clock round at `at` on the first process; answers what it pushed about Ann. */
async function roundAt(at: Date) {
  setClock(at);
  return (await announceClockChanges(t.deps)).filter((change) => change.userId === ann.id);
}

/** The next presence event about Ann on Bob's stream (others' events are skipped). */
async function nextAboutAnn(stream: Stream) {
  for (;;) {
    const event = JSON.parse((await stream.next("presence")).data) as { contactId: string; status: string };
    if (event.contactId === ann.id) return event;
  }
}

type Stream = Awaited<ReturnType<typeof openStream>>;

/**
 * Ann active and seen at `start` with that status already pushed, then `body` with Bob's stream open
 * (closed afterwards, whatever happens).
 */
async function withBobWatching(body: (start: Date, bobStream: Stream) => Promise<void>) {
  const start = new Date();
  await annActive(start);
  await annSeen(start);
  await roundAt(start);
  const bobStream = await openStream(t.request, bob.token);
  try {
    await bobStream.next("ready");
    await body(start, bobStream);
  } finally {
    await bobStream.cancel();
  }
}

async function statusBobSees(): Promise<string> {
  const contacts = (await json(await t.request("GET", "/api/chat/contacts", { token: bob.token }))) as Array<{
    id: string;
    status: string;
  }>;
  return contacts.find((c) => c.id === ann.id)?.status ?? "missing";
}

describe("idle users' statuses reach their contacts without a reload", () => {
  it("an online user idle for five minutes is pushed as away (not a millisecond before), and as online when back", async () => {
    await withBobWatching(async (start, bobStream) => {
      await annSeen(after(start, AWAY_AFTER - 1));
      expect(await roundAt(after(start, AWAY_AFTER - 1))).toEqual([]);

      await annSeen(after(start, AWAY_AFTER));
      expect(await roundAt(after(start, AWAY_AFTER))).toEqual([{ userId: ann.id, status: "away" }]);
      expect(await nextAboutAnn(bobStream)).toEqual({ contactId: ann.id, status: "away" });
      expect(await statusBobSees()).toBe("away");

      // Pushed once: the next round has nothing new to say.
      expect(await roundAt(after(start, AWAY_AFTER + 1))).toEqual([]);

      await annActive(after(start, AWAY_AFTER + MINUTE));
      expect(await roundAt(after(start, AWAY_AFTER + MINUTE))).toEqual([
        { userId: ann.id, status: "online" },
      ]);
      expect(await nextAboutAnn(bobStream)).toEqual({ contactId: ann.id, status: "online" });
    });
  });

  it("a user whose panel was last seen 75 seconds ago is pushed as offline (not a millisecond before)", async () => {
    await withBobWatching(async (start, bobStream) => {
      expect(await roundAt(after(start, OFFLINE_AFTER - 1))).toEqual([]);
      expect(await roundAt(after(start, OFFLINE_AFTER))).toEqual([{ userId: ann.id, status: "offline" }]);
      expect(await nextAboutAnn(bobStream)).toEqual({ contactId: ann.id, status: "offline" });
      setClock(after(start, OFFLINE_AFTER));
      expect(await statusBobSees()).toBe("offline");
    });
  });

  it("the streams' heartbeat runs the round", async () => {
    await withBobWatching(async (start, bobStream) => {
      setClock(after(start, OFFLINE_AFTER));
      await chatHubHooks(t.deps).heartbeat([]);
      expect(await nextAboutAnn(bobStream)).toEqual({ contactId: ann.id, status: "offline" });
    });
  });

  it("a chosen do-not-disturb stays while the user is idle, and stays chosen", async () => {
    const start = new Date();
    setClock(start);
    const chosen = await t.request("POST", "/api/chat/user/data", {
      token: ann.token,
      body: { status: "do-not-disturb" },
    });
    expect(chosen.status).toBe(200);
    try {
      await annSeen(start);
      await annSeen(after(start, 10 * MINUTE));
      expect(await roundAt(after(start, 10 * MINUTE))).toEqual([]);
      expect(await statusBobSees()).toBe("do-not-disturb");
      expect((await json(await t.request("GET", "/api/chat/user", { token: ann.token }))).status).toBe(
        "do-not-disturb",
      );
    } finally {
      await t.request("POST", "/api/chat/user/data", { token: ann.token, body: { status: "online" } });
    }
  });

  it("two API processes running their round at the same moment push a change once", async () => {
    const start = new Date();
    await annActive(start);
    await annSeen(start);
    await roundAt(start);
    setClock(after(start, OFFLINE_AFTER));
    const [first, second] = await Promise.all([announceClockChanges(t.deps), announceClockChanges(other)]);
    const aboutAnn = [...first, ...second].filter((change) => change.userId === ann.id);
    expect(aboutAnn).toEqual([{ userId: ann.id, status: "offline" }]);
  });
});
