import { blankDocument } from "@adstudio/creative";
import type pg from "pg";
import { hashPassword } from "../features/auth/index.js";

/**
 * Ads and users for `bench:lists`, written with SQL (`insert … select … from generate_series`) through the
 * bench's own pool: neither has a bulk endpoint, and a million `POST /api/ads` would take hours. The rows
 * are what the app itself writes (an ad's document is a blank one of its format, a user's password hash
 * is argon2id), carrying issue 34's data shapes with the same search words as lists-seed.ts:
 * - "spring" spread (one row in five), "bloom" in every searched column of one row in five, "winter" in
 *   every row of the last fifth of the list's default order, and zero-padded row numbers for the rare
 *   `99999` (19 of a million).
 */

type Pool = Pick<pg.Pool, "query">;

/** Rows inserted per statement: each statement's progress is printed. */
const CHUNK = 50_000;
/** Ad formats the seeded ads take in turn, so sorting by type has ties to break; each has its own blank. */
const AD_TYPES = ["rich-media", "mini", "story", "vast"] as const;
/** Seeded companies the ads and users belong to (a million ads in a hundred companies). */
const OWNING_COMPANIES = 100;

const fmt = (n: number) => Math.round(n).toLocaleString("en-US");

/** `lpad(n, 7)`: row numbers zero-padded as lists-seed.ts pads them, in SQL. */
const numberSql = (rows: number) => `lpad(n::text, ${Math.max(7, String(rows).length)}, '0')`;
/** Whether row n is in the last fifth (`winter`), in SQL. */
const lastFifthSql = (rows: number) => `(n > ${rows - Math.floor(rows / 5)})`;

async function owningCompanies(pool: Pool): Promise<string[]> {
  const { rows } = await pool.query<{ id: string }>(
    "select id::text as id from companies order by id limit $1",
    [OWNING_COMPANIES],
  );
  if (rows.length === 0) throw new Error("seed the companies before the ads and users");
  return rows.map((row) => row.id);
}

/** Runs `insert` for rows first…last in chunks, printing progress, then VACUUM ANALYZE as autovacuum would. */
async function inChunks(
  pool: Pool,
  table: string,
  rows: number,
  log: (line: string) => void,
  insert: (first: number, last: number) => Promise<unknown>,
) {
  const started = performance.now();
  for (let first = 1; first <= rows; first += CHUNK) {
    await insert(first, Math.min(rows, first + CHUNK - 1));
    const done = Math.min(rows, first + CHUNK - 1);
    const seconds = (performance.now() - started) / 1000;
    log(`  ${table}: ${fmt(done)} / ${fmt(rows)} rows, ${fmt(done / seconds)} rows/s`);
  }
  // A table this size would be vacuumed and analysed by autovacuum within a minute of the load; doing it
  // now times the lists as they answer from then on, not in that first minute.
  await pool.query(`vacuum analyze ${table}`);
  log(
    `  ${table}: ${fmt(rows)} rows in ${((performance.now() - started) / 1000).toFixed(1)} s (with vacuum)`,
  );
}

/**
 * Ad `n` (drafts, never templates), named like QR link `n`: "Poster <n>", one in ten "Spring poster <n>"
 * and one in ten "Poster <n> spring sale"; one in five "Poster <n> bloom" (the ad list searches only the
 * name, so "both columns" is the name alone); the last fifth "Winter …". Row n was created n seconds
 * before the seeding, so the default order (newest first) ends with the winter fifth; `updatedAt` is
 * scrambled (between the creation and the seeding) so that order spreads it.
 */
export async function seedAds(pool: Pool, rows: number, log: (line: string) => void) {
  const companies = await owningCompanies(pool);
  const documents = AD_TYPES.map((type) => JSON.stringify(blankDocument(type, "Bench")));
  const number = numberSql(rows);
  await inChunks(pool, "ads", rows, log, (first, last) =>
    pool.query(
      `insert into ads (company_id, name, type, document, created_at, updated_at)
       select ($3::text[])[n % ${companies.length} + 1],
              case when ${lastFifthSql(rows)} then 'Winter ' else '' end ||
              case when n % 10 in (1, 3) then 'Poster ' || ${number} || ' bloom'
                   when n % 10 = 0 then 'Spring poster ' || ${number}
                   when n % 10 = 5 then 'Poster ' || ${number} || ' spring sale'
                   else 'Poster ' || ${number} end,
              ($4::text[])[n % ${AD_TYPES.length} + 1],
              ($5::text[])[n % ${AD_TYPES.length} + 1]::json,
              $6::timestamptz - n * interval '1 second',
              $6::timestamptz - n * interval '1 second' + ((n::bigint * 7919) % 1000003 % n) * interval '1 second'
       from generate_series($1::int, $2::int) as n`,
      [first, last, companies, AD_TYPES, documents, new Date()],
    ),
  );
}

/**
 * User `n`: username "user<n>" and email "user<n>@example.com", display name "User <n>"; one in ten has
 * "spring" in the username and email, another one in ten in the display name; one in five "bloom" in all
 * three; the last fifth's display names start "Winter " (last in the default order, by display name, and
 * their numbers last by username and email). Roles and the owning company vary; one in seven is disabled.
 * Row n was created n seconds after the first, so newest first starts with the winter fifth.
 */
export async function seedUsers(pool: Pool, rows: number, log: (line: string) => void) {
  const companies = await owningCompanies(pool);
  const roles = (await pool.query<{ id: string }>("select id from roles order by role_name")).rows.map(
    (row) => row.id,
  );
  // One hash for every seeded user: argon2id takes tens of milliseconds by design.
  const passwordHash = await hashPassword(`bench-${Math.random()}`);
  const number = numberSql(rows);
  const login = `'user' || ${number} || case when n % 10 = 5 then '.spring' else '' end ||
    case when n % 10 in (1, 3) then '.bloom' else '' end`;
  await inChunks(pool, "users", rows, log, (first, last) =>
    pool.query(
      `insert into users (username, email, display_name, password_hash, role_id, company_ids, active,
                          created_at, updated_at)
       select login, login || '@example.com',
              case when ${lastFifthSql(rows)} then 'Winter ' else '' end || 'User ' || ${number} ||
              case when n % 10 = 0 then ' Spring' else '' end ||
              case when n % 10 in (1, 3) then ' Bloom' else '' end,
              $5, ($4::uuid[])[n % ${roles.length} + 1], array[($3::text[])[n % ${companies.length} + 1]],
              n % 7 <> 0, $6::timestamptz + n * interval '1 second', $6::timestamptz + n * interval '1 second'
       from generate_series($1::int, $2::int) as n, lateral (select ${login} as login) as l`,
      [first, last, companies, roles, passwordHash, new Date(Date.now() - rows * 1000)],
    ),
  );
}

/**
 * The ids of `count` random rows of `table` (ads: not templates), from a block sample: a few blocks,
 * not the table, are read.
 */
export async function randomRowIds(pool: Pool, table: "ads" | "users", rows: number, count: number) {
  const percent = Math.min(100, (100 * count * 100) / rows);
  const where = table === "ads" ? "where is_template = false" : "";
  const { rows: found } = await pool.query<{ id: string }>(
    `select id from (select id from ${table} tablesample system (${percent.toFixed(4)}) ${where}) as sampled
     order by random() limit $1`,
    [count],
  );
  return found.map((row) => row.id);
}
