import type { AdStats } from "@adstudio/contract";
import { can } from "@adstudio/core";
import { LRUCache } from "lru-cache";
import type { AppDeps, AuthContext } from "../../app-env.js";
import { scopeOf } from "../ads/index.js";

const DAY_MS = 86_400_000;
/** Ads whose closed days' impressions are remembered, per process (a few dozen bytes each). */
const MAX_REMEMBERED = 10_000;

/** An ad's impressions on the UTC days before `liveFrom`, which no longer change. */
interface ClosedDays {
  liveFrom: number;
  impressions: number;
}

// Per deps (one per database), so test files and servers never share what they remember.
const closedByDeps = new WeakMap<AppDeps, LRUCache<string, ClosedDays>>();

function closedDaysOf(deps: AppDeps): LRUCache<string, ClosedDays> {
  let closed = closedByDeps.get(deps);
  if (!closed) {
    // The least recently shown ad makes room.
    closed = new LRUCache({ max: MAX_REMEMBERED });
    closedByDeps.set(deps, closed);
  }
  return closed;
}

/**
 * Where the days that still grow begin: yesterday (UTC) at 00:00. The ingest stamps an event when it is
 * received and writes it within seconds, so an event of 23:59:59 may reach yesterday's rollup row after
 * midnight; the days before that are closed (rollups are never pruned).
 */
export function liveFromOf(now: Date): number {
  return Math.floor(now.getTime() / DAY_MS) * DAY_MS - DAY_MS;
}

/**
 * The live counts of one showcase page's cards, in ONE statement (no query per card):
 * - impressions: the tracker's daily rollup plus what is stored but not rolled up yet (tracker_pending,
 *   in the same snapshot, so each event counts once), all time. A year of an
 *   ad's rows (days x sizes x devices) took ~50 ms for 8 ads on the bench, so each ad's closed days are
 *   summed once and remembered; later reads (the 30 s refresh) sum yesterday's and today's rows only.
 * - scans: the tracker files a QR scan under its link (the ad is unknown to it), so an ad's scans are
 *   those of the QR links whose target names the ad: its preview link (`url=…/creatives/{id}/…`), the
 *   embed or the files (`scan_count`, which the tracker's roller bumps as it rolls their `qrScan` rows,
 *   plus those rows still pending).
 *   The showcase card's own QR code encodes the preview link directly and so is not counted.
 * Visible: published ads (anyone), plus the caller's companies' drafts with viewShowcase (My Showcase).
 */
export async function adStats(
  deps: AppDeps,
  auth: AuthContext | undefined,
  ids: readonly string[],
): Promise<{ docs: AdStats[] }> {
  const wanted = [...new Set(ids.map((id) => id.toLowerCase()))];
  // null: every company (the admin group); [] (anonymous, or no viewShowcase): published ads only.
  const scope = auth && can(auth, "viewShowcase") ? scopeOf(auth) : [];
  const liveFrom = liveFromOf(deps.clock());
  const remembered = closedDaysOf(deps);
  const known = wanted.map((id) => {
    const closed = remembered.get(id);
    return closed?.liveFrom === liveFrom ? closed : undefined;
  });
  const result = await deps.database.pool.query<{
    id: string;
    closed: number;
    open: number;
    scans: number;
  }>(
    `with wanted (id, since) as (select * from unnest($1::uuid[], $3::timestamptz[]))
    select a.id::text as id, coalesce(i.closed, 0)::float8 as closed,
      (coalesce(i.open, 0) + (select count(*) from tracker_pending p
                              where p.ad_id = w.id and p.event = 'impression'))::float8 as open,
      (coalesce(l.counted, 0) + (select count(*) from tracker_pending p
                                 where p.event = 'qrScan' and p.ad_id is null and p.detail = any(l.ids)))::float8
        as scans
    from wanted w join ads a on a.id = w.id
    left join lateral (
      select sum(d.n) filter (where d.bucket < $4) as closed, sum(d.n) filter (where d.bucket >= $4) as open
      from tracker_daily d
      where d.ad_id = w.id and d.event = 'impression' and d.bucket >= coalesce(w.since, '-infinity')
    ) i on true
    left join lateral (
      select sum(q.scan_count) as counted, array_agg(q.id::text) as ids
      from qr_links q where q.target_url ilike '%' || a.id::text || '%'
    ) l on true
    where a.is_template = false
      and ((a.status = 'published' and a.location <> '') or $2::text[] is null or a.company_id = any($2::text[]))`,
    [
      wanted,
      scope === null ? null : [...scope],
      known.map((closed) => (closed ? new Date(liveFrom) : null)),
      new Date(liveFrom),
    ],
  );
  const byId = new Map(result.rows.map((row) => [row.id, row]));
  const docs = wanted.flatMap((id, index) => {
    const row = byId.get(id);
    if (!row) return [];
    let closed = known[index];
    if (!closed) {
      closed = { liveFrom, impressions: Number(row.closed) };
      remembered.set(id, closed);
    }
    return [{ _id: id, impressions: closed.impressions + Number(row.open), scans: Number(row.scans) }];
  });
  return { docs };
}
