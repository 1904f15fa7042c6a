import { createReadStream } from "node:fs";
import path from "node:path";
import { createInterface } from "node:readline";
import type pg from "pg";
import { BackupError, type Manifest } from "./manifest.js";
import { dataTables } from "./snapshot-dump.js";

/** A quoted-or-plain `schema.name` as the backup wrote it (quote_ident), nothing else. */
const QUALIFIED_NAME = /^("[^"]+"|[a-z_][a-z0-9_$]*)\.("[^"]+"|[a-z_][a-z0-9_$]*)$/;
const IDENTIFIER = /^("[^"]+"|[a-z_][a-z0-9_$]*)$/;
/** Bind parameters per INSERT stay well under PostgreSQL's 65,535. */
const PARAMETERS_PER_INSERT = 30_000;

function checked(name: string, pattern = QUALIFIED_NAME): string {
  if (!pattern.test(name)) throw new BackupError(`the backup names an unexpected database object: ${name}`);
  return name;
}

/**
 * Replaces the rows of every table of a migrated database with the backup's, in one transaction: a
 * failure leaves the database as it was. Foreign keys are dropped for the load and added again after
 * (which checks every row), user triggers are off while rows go in (the backup holds what they would
 * derive), sequences are set, and each table's count must equal the manifest's before the commit.
 */
export async function loadTables(
  client: pg.Client,
  dir: string,
  manifest: Manifest,
  progress: (line: string) => void,
): Promise<void> {
  await client.query("begin");
  try {
    await client.query("set local statement_timeout = 0");
    for (const partition of manifest.partitions) {
      if (!/^(FOR VALUES |DEFAULT$)/.test(partition.bound))
        throw new BackupError(`the backup names an unexpected partition bound: ${partition.bound}`);
      await client.query(
        `create table if not exists ${checked(partition.name)} partition of ${checked(partition.parent)} ${partition.bound}`,
      );
    }
    const target = new Map((await dataTables(client)).map((table) => [table.name, table.columns]));
    for (const table of manifest.tables) {
      const columns = target.get(table.name);
      const missing = table.columns.filter((column) => !columns?.includes(column));
      if (!columns || missing.length > 0)
        throw new BackupError(
          `the database has no ${table.name}${columns ? ` (${missing.join(", ")})` : ""}`,
        );
    }

    const { rows: foreignKeys } = await client.query<{ tab: string; name: string; def: string }>(
      `select conrelid::regclass::text as tab, quote_ident(conname) as name, pg_get_constraintdef(oid) as def
         from pg_constraint where contype = 'f' and connamespace = 'public'::regnamespace`,
    );
    for (const fk of foreignKeys) await client.query(`alter table ${fk.tab} drop constraint ${fk.name}`);
    const { rows: triggered } = await client.query<{ tab: string }>(
      `select distinct tgrelid::regclass::text as tab from pg_trigger t join pg_class c on c.oid = t.tgrelid
        where not t.tgisinternal and c.relnamespace = 'public'::regnamespace`,
    );
    for (const { tab } of triggered) await client.query(`alter table ${tab} disable trigger user`);

    // What the migrations seeded (or a --force target held) goes: the backup's rows replace it all.
    await client.query(`truncate ${[...target.keys()].join(", ")}`);
    for (const table of manifest.tables) {
      await insertRows(client, path.join(dir, table.file), table);
      if (table.rows > 0) progress(`  ${table.name}: ${table.rows} rows`);
    }

    for (const fk of foreignKeys)
      await client.query(`alter table ${fk.tab} add constraint ${fk.name} ${fk.def}`);
    for (const { tab } of triggered) await client.query(`alter table ${tab} enable trigger user`);
    for (const sequence of manifest.sequences) {
      const name = checked(sequence.name);
      if (sequence.value === null) await client.query(`alter sequence ${name} restart`);
      else await client.query("select setval($1::regclass, $2::bigint, true)", [name, sequence.value]);
    }
    for (const table of manifest.tables) {
      const { rows } = await client.query<{ n: string }>(
        `select count(*)::text as n from only ${table.name}`,
      );
      if (Number(rows[0]?.n) !== table.rows)
        throw new BackupError(
          `${table.name} has ${rows[0]?.n} rows after loading; the backup holds ${table.rows}`,
        );
    }
    await client.query("commit");
  } catch (error) {
    await client.query("rollback").catch(() => undefined);
    throw error;
  }
}

/** Reads a table's `.ndjson` and inserts its rows in batches, each value as PostgreSQL's text form. */
async function insertRows(client: pg.Client, file: string, table: Manifest["tables"][number]): Promise<void> {
  const name = checked(table.name);
  const columns = table.columns.map((column) => checked(column, IDENTIFIER));
  const perBatch = Math.max(1, Math.min(500, Math.floor(PARAMETERS_PER_INSERT / columns.length)));
  let batch: unknown[][] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    const values: unknown[] = [];
    const tuples = batch.map((row) => {
      const start = values.length;
      values.push(...row);
      return `(${row.map((_, i) => `$${start + i + 1}`).join(", ")})`;
    });
    // OVERRIDING SYSTEM VALUE: identity columns keep the backup's ids.
    await client.query(
      `insert into ${name} (${columns.join(", ")}) overriding system value values ${tuples.join(", ")}`,
      values,
    );
    batch = [];
  };
  for await (const line of createInterface({
    input: createReadStream(file),
    crlfDelay: Number.POSITIVE_INFINITY,
  })) {
    if (line === "") continue;
    const row = JSON.parse(line) as unknown[];
    if (!Array.isArray(row) || row.length !== columns.length)
      throw new BackupError(`${path.basename(file)} holds a row that does not match its columns`);
    batch.push(row);
    if (batch.length >= perBatch) await flush();
  }
  await flush();
}
