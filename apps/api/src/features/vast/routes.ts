import { Hono } from "hono";
import type { AppEnv } from "../../app-env.js";
import { badRequest } from "../../http/errors.js";
import { requireAuth, requirePermission } from "../auth/middleware.js";
import { isVastEvent, VAST_EVENTS, vastEventLog } from "./event-log.js";

/** A creative's name as it appears in its VAST URLs: a sample folder or a published creative id. */
const CREATIVE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;
const CREATIVE_MESSAGE = "creative must be a creative name (letters, digits, '.', '_', '-').";
const EVENT_MESSAGE = `event must be one of: ${VAST_EVENTS.join(", ")}.`;

function creativeParam(value: string | undefined, required: boolean): string | undefined {
  if (value === undefined && !required) return undefined;
  if (!value || !CREATIVE_NAME.test(value))
    throw badRequest(CREATIVE_MESSAGE, { creative: CREATIVE_MESSAGE });
  return value;
}

/**
 * VAST tracking (spec studio §2: in-stream/vast previews play in the TV mock-up). Players fire these
 * from wherever the ad runs, so tracking is public, uncached and readable cross-origin; reading the
 * log back needs the analytics permission.
 */
export const vastRoutes = new Hono<AppEnv>()
  // GET /api/vast/track?creative=…&event=…[&code=…] – a tracking pixel: records the event, 204.
  // Hono answers HEAD with this handler too: link checkers and prefetchers send HEAD, players never do.
  .get("/track", (c) => {
    const creative = creativeParam(c.req.query("creative"), true) as string;
    const event = c.req.query("event");
    if (!isVastEvent(event)) throw badRequest(EVENT_MESSAGE, { event: EVENT_MESSAGE });
    const code = c.req.query("code");
    const entry = {
      creative,
      event,
      at: new Date().toISOString(),
      ...(event === "error" && code && /^\d{1,4}$/.test(code) ? { code } : {}),
    };
    if (c.req.method !== "HEAD") {
      vastEventLog(c.var.deps).record(entry);
      c.var.log.info({ vast: entry }, "vast event");
    }
    c.header("Cache-Control", "no-store");
    c.header("Cross-Origin-Resource-Policy", "cross-origin");
    c.header("Access-Control-Allow-Origin", "*");
    return c.body(null, 204);
  })
  // GET /api/vast/events[?creative=…] – recent events of this server → {events, counts, total}
  .get("/events", requireAuth, requirePermission("readAnalytics"), (c) => {
    const creative = creativeParam(c.req.query("creative"), false);
    const events = vastEventLog(c.var.deps).list(creative);
    const counts: Record<string, number> = {};
    for (const e of events) counts[e.event] = (counts[e.event] ?? 0) + 1;
    c.header("Cache-Control", "no-store");
    return c.json({ events, counts, total: events.length });
  });
