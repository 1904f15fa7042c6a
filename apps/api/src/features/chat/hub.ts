import { CHAT_HEARTBEAT_MS, type ChatStatus } from "@adstudio/core";
import pg from "pg";
import type { Logger } from "../../logger.js";

/** The PostgreSQL channel every API process listens on. */
export const CHAT_CHANNEL = "adstudio_chat";

/**
 * What travels between processes. Only ids and statuses: a message itself is read from the database by
 * the process that delivers it, so a long message never meets NOTIFY's 8000-byte payload limit.
 */
export type ChatNotice =
  | { kind: "message"; from: string; to: string; messageId: string }
  | { kind: "presence"; userId: string; status: ChatStatus; companyIds: string[]; admin: boolean };

/** One open event stream of this process. */
export interface ChatSubscriber {
  userId: string;
  sessionId: string;
  companyIds: readonly string[];
  admin: boolean;
  /** Writes one event; resolves when it is written (or the client is gone). */
  send(event: string, data: string): Promise<void>;
  /** A comment line, so proxies and the browser see the stream alive. */
  ping(): Promise<void>;
  /** Ends the stream (shutdown, or the session ended); resolves once its response has finished. */
  end(): Promise<void>;
}

export interface ChatHubHooks {
  /** Delivers a stored message to a subscriber (reads it from the database first). */
  deliverMessage(subscriber: ChatSubscriber, messageId: string): Promise<void>;
  /**
   * Every heartbeat: marks the streams' users seen, pushes statuses changed by time alone (idle: away,
   * gone: offline), and answers which sessions are still live.
   */
  heartbeat(subscribers: ChatSubscriber[]): Promise<Set<string>>;
}

/**
 * Live chat delivery across API processes: each process keeps its own open streams and one dedicated
 * connection that LISTENs on {@link CHAT_CHANNEL}; a send NOTIFYs, and every process (the sender's
 * included) hands the notice to the streams it holds for that user. Streams get a heartbeat every
 * CHAT_HEARTBEAT_MS, and end when their session does or when the hub closes (shutdown).
 */
export class ChatHub {
  readonly #databaseUrl: string;
  readonly #logger: Logger;
  readonly #subscribers = new Set<ChatSubscriber>();
  /** Streams admitted but not subscribed yet, per user: they count against the user's limit. */
  readonly #reserved = new Map<string, number>();
  #hooks: ChatHubHooks | undefined;
  #listener: pg.Client | undefined;
  #connecting: Promise<void> | undefined;
  #timer: NodeJS.Timeout | undefined;
  #retry: NodeJS.Timeout | undefined;
  #closed = false;

  constructor(databaseUrl: string, logger: Logger) {
    this.#databaseUrl = databaseUrl;
    this.#logger = logger;
  }

  get streamCount(): number {
    return this.#subscribers.size;
  }

  /** The streams this process holds or is opening for one user. */
  streamsOf(userId: string): number {
    let count = this.#reserved.get(userId) ?? 0;
    for (const subscriber of this.#subscribers) if (subscriber.userId === userId) count += 1;
    return count;
  }

  /**
   * Takes one of the user's `max` stream slots at once (no await between the count and the claim), or
   * answers undefined when they are all taken. The answer gives the reservation back (once); the stream
   * subscribes before it does, so the slot is never free in between.
   */
  reserve(userId: string, max: number): (() => void) | undefined {
    if (this.streamsOf(userId) >= max) return undefined;
    this.#reserved.set(userId, (this.#reserved.get(userId) ?? 0) + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.#reserved.get(userId) ?? 1) - 1;
      if (left > 0) this.#reserved.set(userId, left);
      else this.#reserved.delete(userId);
    };
  }

  /** Adds a stream; the LISTEN connection and the heartbeat start with the first one. */
  async subscribe(subscriber: ChatSubscriber, hooks: ChatHubHooks): Promise<() => void> {
    if (this.#closed) throw new Error("chat hub closed");
    // The chat feature owns the queries the hub needs; they are the same for every stream.
    this.#hooks ??= hooks;
    await this.#listen();
    this.#subscribers.add(subscriber);
    this.#timer ??= setInterval(() => void this.#beat(), CHAT_HEARTBEAT_MS);
    return () => {
      this.#subscribers.delete(subscriber);
    };
  }

  /** Tells every process (this one included) about a notice, inside or outside a transaction. */
  async publish(query: (text: string, values: unknown[]) => Promise<unknown>, notice: ChatNotice) {
    await query("select pg_notify($1, $2)", [CHAT_CHANNEL, JSON.stringify(notice)]);
  }

  /**
   * Ends every open stream, resolving once their responses have finished, so the HTTP server's close
   * finds their connections idle instead of waiting for them.
   */
  async endStreams(): Promise<void> {
    const ending = [...this.#subscribers].map((subscriber) => subscriber.end());
    this.#subscribers.clear();
    await Promise.all(ending);
  }

  /** Ends the streams and the LISTEN connection; no new stream is taken afterwards. */
  async close(): Promise<void> {
    this.#closed = true;
    await this.endStreams();
    clearInterval(this.#timer);
    clearTimeout(this.#retry);
    const listener = this.#listener;
    this.#listener = undefined;
    await listener?.end().catch(() => {});
  }

  #listen(): Promise<void> {
    if (this.#listener) return Promise.resolve();
    this.#connecting ??= this.#connect().finally(() => {
      this.#connecting = undefined;
    });
    return this.#connecting;
  }

  async #connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.#databaseUrl });
    client.on("notification", (message) => {
      if (message.channel === CHAT_CHANNEL && message.payload) this.#dispatch(message.payload);
    });
    client.on("error", (error) => this.#lost(client, error));
    client.on("end", () => this.#lost(client));
    try {
      await client.connect();
      await client.query(`listen ${CHAT_CHANNEL}`);
    } catch (error) {
      await client.end().catch(() => {});
      throw error;
    }
    this.#listener = client;
  }

  /** A lost LISTEN connection is made again, so a database restart does not silence the chat. */
  #lost(client: pg.Client, error?: Error): void {
    if (this.#listener !== client || this.#closed) return;
    this.#listener = undefined;
    this.#logger.warn({ err: error }, "chat listener lost; reconnecting");
    this.#reconnect(500);
  }

  /** Tries again with a doubling wait (up to 4 s) until the database answers or the hub closes. */
  #reconnect(delay: number): void {
    if (this.#closed) return;
    this.#retry = setTimeout(() => {
      this.#listen().catch((err) => {
        this.#logger.warn({ err }, "chat listener reconnect failed; trying again");
        this.#reconnect(Math.min(delay * 2, 4000));
      });
    }, delay);
    this.#retry.unref();
  }

  #dispatch(payload: string): void {
    let notice: ChatNotice;
    try {
      notice = JSON.parse(payload) as ChatNotice;
    } catch {
      return;
    }
    for (const subscriber of this.#subscribers) {
      // The sender's other tabs and devices get their own message too.
      if (
        notice.kind === "message" &&
        (subscriber.userId === notice.to || subscriber.userId === notice.from)
      ) {
        this.#hooks?.deliverMessage(subscriber, notice.messageId).catch((err) => {
          this.#logger.error({ err }, "chat delivery failed");
        });
      } else if (
        notice.kind === "presence" &&
        notice.userId !== subscriber.userId &&
        sees(subscriber, notice)
      ) {
        void subscriber.send("presence", JSON.stringify({ contactId: notice.userId, status: notice.status }));
      }
    }
  }

  async #beat(): Promise<void> {
    const subscribers = [...this.#subscribers];
    if (subscribers.length === 0) {
      clearInterval(this.#timer);
      this.#timer = undefined;
      return;
    }
    try {
      const live = (await this.#hooks?.heartbeat(subscribers)) ?? new Set<string>();
      for (const subscriber of subscribers) {
        if (live.has(subscriber.sessionId)) void subscriber.ping();
        else {
          // Logged out, "log out other devices", disabled: the stream ends with the session.
          this.#subscribers.delete(subscriber);
          void subscriber.end();
        }
      }
    } catch (err) {
      this.#logger.error({ err }, "chat heartbeat failed");
    }
  }
}

/** A presence change reaches those who may chat with its user (shared company, or the admin group). */
function sees(subscriber: ChatSubscriber, notice: Extract<ChatNotice, { kind: "presence" }>): boolean {
  if (subscriber.admin || notice.admin) return true;
  return notice.companyIds.some((id) => subscriber.companyIds.includes(id));
}
