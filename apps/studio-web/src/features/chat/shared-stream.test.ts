import { describe, expect, it, vi } from "vitest";
import {
  BEAT_MS,
  type ChannelLike,
  HELLO_WAIT_MS,
  type LockManagerLike,
  type ShareEnvironment,
  SILENCE_MS,
  type StreamEvent,
  shareStream,
} from "./shared-stream";

/** Web Locks as the browser does them: one holder per name, the next waiting request gets it on release. */
class FakeLocks implements LockManagerLike {
  readonly #queues = new Map<string, { grant: () => void; signal?: AbortSignal }[]>();
  readonly #held = new Set<string>();

  request(name: string, options: { signal?: AbortSignal }, callback: () => Promise<void>) {
    return new Promise<unknown>((resolve, reject) => {
      const queue = this.#queues.get(name) ?? [];
      this.#queues.set(name, queue);
      const entry = {
        signal: options.signal,
        grant: () => {
          this.#held.add(name);
          callback().finally(() => {
            this.#held.delete(name);
            resolve(undefined);
            this.#next(name);
          });
        },
      };
      options.signal?.addEventListener("abort", () => {
        const index = queue.indexOf(entry);
        if (index >= 0) {
          queue.splice(index, 1);
          reject(new DOMException("aborted", "AbortError"));
        }
      });
      queue.push(entry);
      this.#next(name);
    });
  }

  #next(name: string) {
    if (this.#held.has(name)) return;
    this.#queues.get(name)?.shift()?.grant();
  }
}

/** BroadcastChannel as the browser does it: asynchronous, to every other channel of that name. */
class FakeBus {
  readonly channels = new Set<{ name: string; channel: ChannelLike }>();
  open = (name: string): ChannelLike => {
    const bus = this;
    const self = {
      name,
      channel: {
        onmessage: null as ((event: MessageEvent) => void) | null,
        postMessage(message: unknown) {
          for (const other of bus.channels) {
            if (other === self || other.name !== name) continue;
            const copy = structuredClone(message);
            queueMicrotask(() => other.channel.onmessage?.({ data: copy } as MessageEvent));
          }
        },
        close() {
          bus.channels.delete(self);
        },
      },
    };
    this.channels.add(self);
    return self.channel;
  };
}

/** A stream that records who opened it and lets the test emit its events. */
function fakeStreams() {
  const opened: { tab: number; emit: (event: StreamEvent) => void; closed: boolean }[] = [];
  const openFor = (tab: number) => (emit: (event: StreamEvent) => void) => {
    const stream = { tab, emit, closed: false };
    opened.push(stream);
    return () => {
      stream.closed = true;
    };
  };
  return { opened, openFor };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const message = (n: number): StreamEvent => ({ type: "message", data: JSON.stringify({ n }) });

function tabs(count: number, environment: ShareEnvironment) {
  const streams = fakeStreams();
  const received: StreamEvent[][] = [];
  const leave: (() => void)[] = [];
  for (let tab = 0; tab < count; tab++) {
    received.push([]);
    leave.push(
      shareStream("chat:u1", streams.openFor(tab), (event) => received[tab]?.push(event), environment),
    );
  }
  return { ...streams, received, leave };
}

describe("one chat stream shared by the tabs of a browser", () => {
  it("eight tabs open one stream between them, and each tab gets every event once", async () => {
    const environment = { locks: new FakeLocks(), openChannel: new FakeBus().open };
    const { opened, received } = tabs(8, environment);
    await settle();
    expect(opened).toHaveLength(1);
    const leader = opened[0];
    leader?.emit({ type: "ready", data: "" });
    leader?.emit(message(1));
    leader?.emit(message(2));
    await settle();
    for (const events of received) {
      expect(events.filter((e) => e.type === "message").map((e) => JSON.parse(e.data).n)).toEqual([1, 2]);
      expect(events.some((e) => e.type === "ready")).toBe(true);
    }
  });

  it("when the leading tab closes, another opens the stream and every tab is told (down, then ready)", async () => {
    const environment = { locks: new FakeLocks(), openChannel: new FakeBus().open };
    const { opened, received, leave } = tabs(3, environment);
    await settle();
    opened[0]?.emit({ type: "ready", data: "" });
    await settle();
    const leaderTab = opened[0]?.tab ?? 0;
    leave[leaderTab]?.();
    await settle();
    expect(opened[0]?.closed).toBe(true);
    expect(opened).toHaveLength(2);
    expect(opened[1]?.tab).not.toBe(leaderTab);
    // The new leader's `ready` is what makes each tab refetch what it shows, so nothing sent during
    // the hand-over is missing.
    opened[1]?.emit({ type: "ready", data: "" });
    opened[1]?.emit(message(3));
    await settle();
    for (const [tab, events] of received.entries()) {
      if (tab === leaderTab) continue;
      expect(events.map((e) => e.type)).toEqual(["ready", "down", "ready", "message"]);
    }
  });

  it("a tab opened while the stream is live hears that it is live", async () => {
    const environment = { locks: new FakeLocks(), openChannel: new FakeBus().open };
    const first = tabs(1, environment);
    await settle();
    first.opened[0]?.emit({ type: "ready", data: "" });
    const late = tabs(1, environment);
    await settle();
    expect(late.opened).toHaveLength(0);
    expect(late.received[0]?.map((e) => e.type)).toEqual(["ready"]);
  });

  it("a tab that leaves while waiting for its turn never opens the stream", async () => {
    const environment = { locks: new FakeLocks(), openChannel: new FakeBus().open };
    const { opened, leave } = tabs(2, environment);
    await settle();
    leave[1]?.();
    leave[0]?.();
    await settle();
    expect(opened.map((s) => s.tab)).toEqual([0]);
  });

  it("without Web Locks (plain HTTP away from localhost) the tabs elect one leader by heartbeat", async () => {
    vi.useFakeTimers();
    try {
      const environment = { locks: undefined, openChannel: new FakeBus().open };
      const { opened, received, leave } = tabs(8, environment);
      await vi.advanceTimersByTimeAsync(SILENCE_MS + 3 * BEAT_MS);
      const open = () => opened.filter((stream) => !stream.closed);
      expect(open()).toHaveLength(1);
      const leader = open()[0];
      leader?.emit({ type: "ready", data: "" });
      leader?.emit(message(1));
      await vi.advanceTimersByTimeAsync(0);
      for (const events of received) {
        expect(events.filter((e) => e.type === "message").map((e) => JSON.parse(e.data).n)).toEqual([1]);
      }

      // The leader's tab closes: within a few beats exactly one other tab holds the stream.
      leave[leader?.tab ?? 0]?.();
      await vi.advanceTimersByTimeAsync(3 * BEAT_MS);
      expect(open()).toHaveLength(1);
      expect(open()[0]?.tab).not.toBe(leader?.tab);
      for (const tab of leave.keys()) if (tab !== leader?.tab) leave[tab]?.();
    } finally {
      vi.useRealTimers();
    }
  });

  it("without Web Locks a lone tab leads once nobody answers its hello, well before a leader's silence", async () => {
    vi.useFakeTimers();
    try {
      const environment = { locks: undefined, openChannel: new FakeBus().open };
      const first = tabs(1, environment);
      await vi.advanceTimersByTimeAsync(HELLO_WAIT_MS - 1);
      expect(first.opened).toHaveLength(0);
      await vi.advanceTimersByTimeAsync(1);
      expect(first.opened).toHaveLength(1);
      // A tab opened next to it hears the leader answer its hello, and does not lead.
      const second = tabs(1, environment);
      await vi.advanceTimersByTimeAsync(SILENCE_MS + 3 * BEAT_MS);
      expect(second.opened).toHaveLength(0);
      second.leave[0]?.();
      first.leave[0]?.();
    } finally {
      vi.useRealTimers();
    }
  });

  it("without BroadcastChannel every tab opens its own stream, as before", async () => {
    const { opened } = tabs(3, { locks: new FakeLocks(), openChannel: undefined });
    await settle();
    expect(opened).toHaveLength(3);
  });
});
