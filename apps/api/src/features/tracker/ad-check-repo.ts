import type pg from "pg";

/** What a beacon is checked against at the ad's level; re-read every few seconds (it changes). */
export interface BeaconAd {
  companyId: string;
  /** Published at least once and not back to a draft. */
  published: boolean;
  isTemplate: boolean;
  format: string;
  /** The version a beacon without `v` came from (published before beacons named their version). */
  latestVersion: number | null;
}

/** A published version: immutable once written. */
export interface BeaconVersion {
  sizes: string[];
  /** The document it was published from; null for versions published before documents were kept. */
  document: unknown;
}

/** An ad's tracker-relevant columns, or null for an unknown id. */
export async function beaconAd(pool: pg.Pool, adId: string): Promise<BeaconAd | null> {
  const { rows } = await pool.query<{
    company_id: string;
    status: string;
    is_template: boolean;
    type: string;
    latest_version: number | null;
  }>({
    name: "tracker-beacon-ad",
    text: "select company_id, status, is_template, type, latest_version from ads where id = $1",
    values: [adId],
  });
  const row = rows[0];
  if (!row) return null;
  return {
    companyId: row.company_id,
    published: row.status === "published" && row.latest_version !== null,
    isTemplate: row.is_template,
    format: row.type,
    latestVersion: row.latest_version,
  };
}

/** One published version of an ad, or null when the ad has no such version. */
export async function beaconVersion(
  pool: pg.Pool,
  adId: string,
  version: number,
): Promise<BeaconVersion | null> {
  const { rows } = await pool.query<{ sizes: string[]; document: unknown }>({
    name: "tracker-beacon-version",
    text: "select sizes, document from ad_versions where ad_id = $1 and version = $2",
    values: [adId, version],
  });
  const row = rows[0];
  return row ? { sizes: row.sizes, document: row.document } : null;
}
