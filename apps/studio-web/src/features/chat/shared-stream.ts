/**
 * One event stream per browser, shared by every tab of the studio (issue 32). Browsers allow six
 * connections per host over HTTP/1.1: with one stream per tab, the seventh tab never loads. Instead the
 * tabs elect a leader with a Web Lock (the browser hands it to the next waiting tab when the leader
 * closes or crashes); the leader alone opens the stream and relays its events over a BroadcastChannel.
 * A new leader's stream starts with `ready`, on which every tab refetches what it shows, so nothing
 * sent during the hand-over is lost. Without Web Locks or BroadcastChannel each tab opens its own.
 */

/** What the stream tells the tabs: its own events, plus `down` when it closed. */
export interface StreamEvent {
  type: "ready" | "message" | "presence" | "down";
  data: string;
}

/** Opens the real stream, emitting its events; answers a function that closes it. */
export type OpenStream = (emit: (event: StreamEvent) => void) => () => void;

/** The parts of the Web Locks API used here (tests pass a fake). */
export interface LockManagerLike {
  request(name: string, options: { signal?: AbortSignal }, callback: () => Promise<void>): Promise<unknown>;
}

/** The parts of BroadcastChannel used here (tests pass a fake or Node's own). */
export interface ChannelLike {
  postMessage(message: unknown): void;
  onmessage: ((event: MessageEvent) => void) | null;
  close(): void;
}

export interface ShareEnvironment {
  locks: LockManagerLike | undefined;
  openChannel: ((name: string) => ChannelLike) | undefined;
}

type Envelope = { kind: "event"; event: StreamEvent } | { kind: "hello" };

/** The browser's Web Locks and BroadcastChannel, where it has them. */
export function browserEnvironment(): ShareEnvironment {
  const locks =
    typeof navigator !== "undefined" ? (navigator.locks as LockManagerLike | undefined) : undefined;
  return {
    locks,
    openChannel: typeof BroadcastChannel === "undefined" ? undefined : (name) => new BroadcastChannel(name),
  };
}

/**
 * Joins the tabs sharing stream `name`: `onEvent` gets every event of the one stream, whichever tab
 * holds it. Answers a function that leaves (a leader closes its stream and hands over).
 */
export function shareStream(
  name: string,
  open: OpenStream,
  onEvent: (event: StreamEvent) => void,
  environment: ShareEnvironment = browserEnvironment(),
): () => void {
  const { locks, openChannel } = environment;
  if (!locks || !openChannel) return open(onEvent);

  const channel = openChannel(`${name}:events`);
  const abort = new AbortController();
  let leading: { live: boolean; stop: () => void; resolve: () => void } | undefined;
  let left = false;

  const relay = (event: StreamEvent) => {
    if (leading) leading.live = event.type === "down" ? false : event.type === "ready" ? true : leading.live;
    onEvent(event);
    channel.postMessage({ kind: "event", event } satisfies Envelope);
  };

  channel.onmessage = (message: MessageEvent) => {
    const envelope = message.data as Envelope;
    if (envelope.kind === "event") onEvent(envelope.event);
    // A tab that just opened learns that the stream is live (and fetches what it shows anyway).
    else if (envelope.kind === "hello" && leading?.live) {
      channel.postMessage({ kind: "event", event: { type: "ready", data: "" } } satisfies Envelope);
    }
  };

  locks
    .request(
      `${name}:leader`,
      { signal: abort.signal },
      () =>
        // Held until this tab leaves; the browser releases it by itself when the tab goes away.
        new Promise<void>((resolve) => {
          if (left) return resolve();
          const current = { live: false, stop: () => {}, resolve };
          leading = current;
          current.stop = open(relay);
        }),
    )
    // Aborted: the tab left while it was still waiting for its turn.
    .catch(() => {});
  channel.postMessage({ kind: "hello" } satisfies Envelope);

  return () => {
    left = true;
    abort.abort();
    const current = leading;
    leading = undefined;
    if (current) {
      current.stop();
      // The others show the stream down until the next leader's `ready`.
      channel.postMessage({ kind: "event", event: { type: "down", data: "" } } satisfies Envelope);
      current.resolve();
    }
    channel.close();
  };
}
