import type { AdStats } from "@adstudio/contract";
import { can } from "@adstudio/core";
import type { AppDeps, AuthContext } from "../../app-env.js";
import { scopeOf } from "../ads/service.js";

/**
 * The live counts of one showcase page's cards in ONE statement (no query per card):
 * - impressions: the tracker's daily rollup, all time. Ingest bumps today's row in the same transaction
 *   as the raw event, so a card is live without reading raw events; read by (ad, day).
 * - scans: the tracker files a QR scan under its link (the ad is unknown to it), so an ad's scans are
 *   those of the QR links whose target names the ad: its preview link (`url=…/creatives/{id}/…`), the
 *   embed or the files. `scan_count` is bumped in the same transaction as the tracker's `qrScan` rows.
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
  const result = await deps.database.pool.query<{ id: string; impressions: number; scans: number }>(
    `select a.id::text as id,
      coalesce((select sum(d.n) from tracker_daily d where d.ad_id = a.id and d.event = 'impression'), 0)::float8
        as impressions,
      coalesce((select sum(q.scan_count) from qr_links q where q.target_url ilike '%' || a.id::text || '%'), 0)::float8
        as scans
    from ads a
    where a.id = any($1::uuid[]) and a.is_template = false
      and ((a.status = 'published' and a.location <> '') or $2::text[] is null or a.company_id = any($2::text[]))`,
    [wanted, scope === null ? null : [...scope]],
  );
  const byId = new Map(result.rows.map((row) => [row.id, row]));
  const docs = wanted.flatMap((id) => {
    const row = byId.get(id);
    return row ? [{ _id: id, impressions: Number(row.impressions), scans: Number(row.scans) }] : [];
  });
  return { docs };
}
