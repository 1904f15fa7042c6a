import { createHmac, randomUUID } from "node:crypto";
import { CHAT_MAX_STREAMS_PER_USER, type ChatStatus, isAdmin, shownChatStatus } from "@adstudio/core";
import type { Context } from "hono";
import { streamSSE } from "hono/streaming";
import { errors, jwtVerify, SignJWT } from "jose";
import type { AppDeps, AppEnv, AuthContext } from "../../app-env.js";
import { forbidden, HttpError, unauthorized } from "../../http/errors.js";
import { isUuid } from "../../http/record-id.js";
import { findLiveSession, findUserById } from "../auth/index.js";
import type { ChatSubscriber } from "./hub.js";
import { announceClockChanges, announcePresence } from "./presence.js";
import * as repo from "./repo.js";
import { messageEventFor } from "./service.js";

/** A ticket opens a stream within this many seconds; the stream itself lives as long as the session. */
export const STREAM_TICKET_SECONDS = 60;
const TICKET_AUDIENCE = "adstudio-chat-stream";
export const INVALID_TICKET = "Invalid or expired stream ticket";
export const TOO_MANY_STREAMS = "Too many open chat panels: close one and try again.";

/**
 * Tickets are signed with a key derived from the JWT key, and carry the session as `tsid` (not `sid`),
 * so a ticket can never pass as an access token, and an access token never as a ticket.
 */
function ticketKey(deps: AppDeps): Uint8Array {
  return createHmac("sha256", deps.jwtKey).update("chat-stream-ticket").digest();
}

/** `POST /api/chat/stream-ticket`: people only (a secret key has no session for the stream to follow). */
export async function createStreamTicket(deps: AppDeps, auth: AuthContext) {
  if (!auth.sessionId) throw forbidden("The chat stream needs a signed-in session, not a secret key.");
  const now = Math.floor(deps.clock().getTime() / 1000);
  const ticket = await new SignJWT({ tsid: auth.sessionId })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setJti(randomUUID())
    .setSubject(auth.user.id)
    .setAudience(TICKET_AUDIENCE)
    .setIssuedAt(now)
    .setExpirationTime(now + STREAM_TICKET_SECONDS)
    .sign(ticketKey(deps));
  return { ticket, expiresIn: STREAM_TICKET_SECONDS };
}

interface TicketClaims {
  userId: string;
  sessionId: string;
  ticketId: string;
  expiresAt: Date;
}

async function verifyTicket(deps: AppDeps, ticket: string): Promise<TicketClaims> {
  try {
    const { payload } = await jwtVerify(ticket, ticketKey(deps), {
      algorithms: ["HS256"],
      audience: TICKET_AUDIENCE,
      requiredClaims: ["exp"],
      currentDate: deps.clock(),
    });
    const { sub, tsid, jti, exp } = payload;
    if (typeof sub !== "string" || typeof tsid !== "string" || typeof exp !== "number")
      throw unauthorized(INVALID_TICKET);
    if (typeof jti !== "string" || !isUuid(jti)) throw unauthorized(INVALID_TICKET);
    return { userId: sub, sessionId: tsid, ticketId: jti, expiresAt: new Date(exp * 1000) };
  } catch (error) {
    if (error instanceof errors.JOSEError || error instanceof Error) throw unauthorized(INVALID_TICKET);
    throw error;
  }
}

/**
 * `GET /api/chat/stream?ticket=…`: the caller's Server-Sent Events. The ticket's session must still be
 * live and its user active. Events: `message` (a message to or from the user, from any API process),
 * `presence` (a contact's shown status changed: they chose another, opened the chat, or went idle or
 * away from it); a comment line every heartbeat.
 */
export async function openStream(c: Context<AppEnv>, ticket: string): Promise<Response> {
  const deps = c.var.deps;
  const claims = await verifyTicket(deps, ticket);
  const { db } = deps.database;
  const session = await findLiveSession(db, claims.sessionId);
  const user = session?.userId === claims.userId ? await findUserById(db, claims.userId) : undefined;
  if (!user?.active) throw unauthorized(INVALID_TICKET);
  // Each stream holds a connection: a runaway script or tab storm must not hold them all. The slot is
  // taken before the next await, so streams opened at once cannot all pass the count.
  const release = deps.chat.reserve(user.id, CHAT_MAX_STREAMS_PER_USER);
  if (!release) {
    throw new HttpError(429, TOO_MANY_STREAMS, undefined, { retryAfter: 30 }, { "Retry-After": "30" });
  }
  try {
    return await respond(c, claims, user, release);
  } catch (error) {
    release();
    throw error;
  }
}

/** The stream for a claimed slot; the slot passes to the subscription once the stream is live. */
async function respond(
  c: Context<AppEnv>,
  claims: TicketClaims,
  user: NonNullable<Awaited<ReturnType<typeof findUserById>>>,
  release: () => void,
): Promise<Response> {
  const deps = c.var.deps;
  const { db } = deps.database;
  if (!(await repo.claimStreamTicket(db, claims.ticketId, claims.expiresAt, deps.clock())))
    throw unauthorized(INVALID_TICKET);
  const admin = isAdmin({ role: { roleName: user.roleName, moduleRoles: user.moduleRoles } });
  const now = deps.clock();
  await repo.touchSeen(db, [user.id], now);
  // Contacts' panels refresh the statuses: whoever opens the chat is present now (unless invisible).
  const presence = await repo.findPerson(db, user.id);
  const status = shownChatStatus(
    {
      chosen: (presence?.chosen ?? "online") as ChatStatus,
      lastActiveAt: presence?.lastActiveAt ?? null,
      lastSeenAt: now,
    },
    now,
  );
  await announcePresence(deps, { id: user.id, companyIds: user.companyIds, admin }, status);
  // Proxies (nginx) must not buffer the stream.
  c.header("X-Accel-Buffering", "no");
  return streamSSE(c, async (stream) => {
    let finish: () => void = () => {};
    const finished = new Promise<void>((resolve) => {
      finish = resolve;
    });
    let markClosed: () => void = () => {};
    const closed = new Promise<void>((resolve) => {
      markClosed = resolve;
    });
    const subscriber: ChatSubscriber = {
      userId: user.id,
      sessionId: claims.sessionId,
      companyIds: user.companyIds,
      admin,
      send: (event, data) => (stream.closed ? Promise.resolve() : stream.writeSSE({ event, data })),
      ping: () => (stream.closed ? Promise.resolve() : stream.write(": ping\n\n").then(() => {})),
      end: () => {
        finish();
        return closed;
      },
    };
    stream.onAbort(finish);
    let unsubscribe: () => void;
    try {
      unsubscribe = await deps.chat.subscribe(subscriber, chatHubHooks(deps));
    } finally {
      release();
    }
    try {
      // The browser reconnects after this many ms when the stream drops (with a new ticket, see the panel).
      await stream.writeSSE({ event: "ready", data: "{}", retry: 3000 });
      await finished;
    } finally {
      unsubscribe();
      await stream.close();
      markClosed();
    }
  });
}

/** The hub's hooks over this feature's queries. */
export function chatHubHooks(deps: AppDeps) {
  return {
    async deliverMessage(subscriber: ChatSubscriber, messageId: string) {
      const event = await messageEventFor(deps, subscriber.userId, messageId);
      if (event) await subscriber.send("message", JSON.stringify(event));
    },
    async heartbeat(subscribers: ChatSubscriber[]) {
      const { db } = deps.database;
      const now = deps.clock();
      await repo.touchSeen(db, [...new Set(subscribers.map((s) => s.userId))], now);
      // Idle users turning away or offline (and back) are pushed by whichever process claims them first.
      await announceClockChanges(deps).catch((err) => {
        deps.logger.error({ err }, "chat presence round failed");
      });
      // Session expiry is wall-clock time, like the sign-in check.
      return repo.liveSessionIds(db, [...new Set(subscribers.map((s) => s.sessionId))], new Date());
    },
  };
}
