/**
 * One event stream per browser, shared by every tab of the studio (issue 32). Browsers allow six
 * connections per host over HTTP/1.1: with one stream per tab, the seventh tab never loads. Instead the
 * tabs elect a leader with a Web Lock (the browser hands it to the next waiting tab when the leader
 * closes or crashes); the leader alone opens the stream and relays its events over a BroadcastChannel.
 * A new leader's stream starts with `ready`, on which every tab refetches what it shows, so nothing
 * sent during the hand-over is lost. Web Locks exist only in secure contexts (HTTPS, localhost): over
 * plain HTTP on another address the tabs elect the leader by heartbeat over the same channel. Without
 * BroadcastChannel each tab opens its own stream.
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

type Envelope =
  | { kind: "event"; event: StreamEvent }
  | { kind: "hello" }
  | { kind: "beat"; id: string }
  | { kind: "bye" };

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
  if (!openChannel) return open(onEvent);

  const channel = openChannel(`${name}:events`);
  const post = (envelope: Envelope) => channel.postMessage(envelope);
  let leading: { live: boolean } | undefined;

  const relay = (event: StreamEvent) => {
    if (leading) leading.live = event.type === "down" ? false : event.type === "ready" ? true : leading.live;
    onEvent(event);
    post({ kind: "event", event });
  };
  /** Opens the stream in this tab; answers how to close it (`handOver`: tell the others it is down). */
  const lead = () => {
    const current = { live: false };
    leading = current;
    const stop = open(relay);
    return (handOver: boolean) => {
      if (leading === current) leading = undefined;
      stop();
      // The others show the stream down until the next leader's `ready`.
      if (handOver) post({ kind: "event", event: { type: "down", data: "" } });
    };
  };

  // Web Locks exist only in secure contexts (HTTPS, localhost); plain HTTP elsewhere elects by heartbeat.
  const election = locks ? lockElection(locks, `${name}:leader`, lead) : beatElection(post, lead);
  channel.onmessage = (message: MessageEvent) => {
    const envelope = message.data as Envelope;
    if (envelope.kind === "event") onEvent(envelope.event);
    else if (envelope.kind === "hello" && leading?.live) {
      // A tab that just opened learns that the stream is live (and fetches what it shows anyway).
      post({ kind: "event", event: { type: "ready", data: "" } });
    }
    election.onMessage(envelope);
  };
  post({ kind: "hello" });

  return () => {
    election.leave();
    channel.close();
  };
}

type Lead = () => (handOver: boolean) => void;

interface Election {
  onMessage(envelope: Envelope): void;
  leave(): void;
}

/** The tab holding the Web Lock leads; the browser hands the lock on when that tab closes or crashes. */
function lockElection(locks: LockManagerLike, name: string, lead: Lead): Election {
  const abort = new AbortController();
  let left = false;
  let stepDown: (() => void) | undefined;
  locks
    .request(
      name,
      { signal: abort.signal },
      () =>
        // Held until this tab leaves.
        new Promise<void>((resolve) => {
          if (left) return resolve();
          const stop = lead();
          stepDown = () => {
            stop(true);
            resolve();
          };
        }),
    )
    // Aborted: the tab left while it was still waiting for its turn.
    .catch(() => {});
  return {
    onMessage: () => {},
    leave: () => {
      left = true;
      abort.abort();
      stepDown?.();
      stepDown = undefined;
    },
  };
}

/** How often a leader says so, and the silence after which another tab takes over. */
export const BEAT_MS = 1000;
export const SILENCE_MS = 2500;
/** How long a new tab waits for a leader to answer its hello before it leads (a lone tab goes live soon). */
export const HELLO_WAIT_MS = 300;

/**
 * Without Web Locks: the leader posts a beat every second, and answers a new tab's hello with one; a new
 * tab that hears none within 0.3 s leads. After 2.5 s of silence (or its `bye`) a tab claims the lead after
 * a random pause of up to half a second, and a beat heard meanwhile cancels the claim. Two leaders at once
 * (both claimed) hear each other, and the one with the higher id steps down.
 */
function beatElection(post: (envelope: Envelope) => void, lead: Lead): Election {
  const id = `${Math.random().toString(36).slice(2)}${Date.now().toString(36)}`;
  let stepDown: ((handOver: boolean) => void) | undefined;
  // A new tab first listens for a leader.
  let lastBeat = Date.now();
  let claim: ReturnType<typeof setTimeout> | undefined;
  const silent = () => Date.now() - lastBeat > SILENCE_MS;
  let heard = false;
  const firstLook = setTimeout(() => {
    if (heard || stepDown) return;
    stepDown = lead();
    post({ kind: "beat", id });
  }, HELLO_WAIT_MS);
  const tick = setInterval(() => {
    if (stepDown) post({ kind: "beat", id });
    else if (silent() && !claim) {
      claim = setTimeout(() => {
        claim = undefined;
        if (stepDown || !silent()) return;
        stepDown = lead();
        post({ kind: "beat", id });
      }, Math.random() * 500);
    }
  }, BEAT_MS);
  return {
    onMessage: (envelope) => {
      if (envelope.kind === "beat") {
        heard = true;
        lastBeat = Date.now();
        if (stepDown && envelope.id < id) {
          stepDown(false);
          stepDown = undefined;
        }
      } else if (envelope.kind === "bye") lastBeat = 0;
      else if (envelope.kind === "hello" && stepDown) post({ kind: "beat", id });
    },
    leave: () => {
      clearInterval(tick);
      clearTimeout(firstLook);
      clearTimeout(claim);
      if (!stepDown) return;
      stepDown(true);
      stepDown = undefined;
      post({ kind: "bye" });
    },
  };
}
