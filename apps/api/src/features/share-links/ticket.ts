import { createHmac, timingSafeEqual } from "node:crypto";
import { REVIEW_FRAME_TICKET_SECONDS } from "@adstudio/contract";
import type { AppDeps } from "../../app-env.js";

/** What a frame ticket opens: one size of one version through one link, until `exp` (seconds). */
export interface FrameTicket {
  link: string;
  version: number;
  size: string;
  exp: number;
}

/**
 * Frame tickets are signed with a key derived from the server's JWT key (never the key itself), so a
 * ticket is no access token and an access token no ticket. An iframe cannot send the review headers,
 * so the frame address carries this short-lived ticket instead of the link's token.
 */
function ticketKey(deps: AppDeps): Buffer {
  return createHmac("sha256", deps.jwtKey).update("review-frame-ticket").digest();
}

const sign = (deps: AppDeps, payload: string) =>
  createHmac("sha256", ticketKey(deps)).update(payload).digest("base64url");

/** A ticket for `link`/`version`/`size`, valid for REVIEW_FRAME_TICKET_SECONDS from the clock's now. */
export function issueFrameTicket(deps: AppDeps, claims: Omit<FrameTicket, "exp">): string {
  const exp = Math.floor(deps.clock().getTime() / 1000) + REVIEW_FRAME_TICKET_SECONDS;
  const payload = Buffer.from(JSON.stringify({ ...claims, exp })).toString("base64url");
  return `${payload}.${sign(deps, payload)}`;
}

/** The ticket's claims when its signature is the server's and it has not expired; else null. */
export function readFrameTicket(deps: AppDeps, ticket: string | undefined): FrameTicket | null {
  if (!ticket || ticket.length > 1000) return null;
  const [payload, signature, extra] = ticket.split(".");
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(deps, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
  } catch {
    return null;
  }
  if (!isTicket(claims)) return null;
  return claims.exp * 1000 > deps.clock().getTime() ? claims : null;
}

function isTicket(value: unknown): value is FrameTicket {
  if (typeof value !== "object" || value === null) return false;
  const t = value as Record<string, unknown>;
  return (
    typeof t.link === "string" &&
    typeof t.size === "string" &&
    Number.isInteger(t.version) &&
    Number.isInteger(t.exp)
  );
}
