import { createHash } from "node:crypto";
import { once } from "node:events";
import { createWriteStream } from "node:fs";
import path from "node:path";
import type pg from "pg";
import { DATABASE_FOLDER, type Manifest } from "./manifest.js";

/** Rows fetched from the cursor at a time: bounded memory whatever the table's size. */
const FETCH_ROWS = 2000;

type TableEntry = Manifest["tables"][number];

/**
 * The tables holding the studio's data: every plain table (and tracker day partition) of `public`.
 * Partitioned parents hold no rows of their own; drizzle's bookkeeping is rebuilt by the migrations.
 */
export async function dataTables(client: pg.Client): Promise<{ name: string; columns: string[] }[]> {
  const { rows } = await client.query<{ name: string; columns: string[] }>(
    `select quote_ident(n.nspname) || '.' || quote_ident(c.relname) as name,
            array_agg(quote_ident(a.attname) order by a.attnum) as columns
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
      where n.nspname = 'public' and c.relkind = 'r'
      group by 1 order by 1`,
  );
  return rows;
}

/** What the open snapshot holds besides table rows: migrations, run-time partitions, sequences. */
export async function snapshotShape(client: pg.Client) {
  const migrations = await client.query<{ hash: string }>(
    "select hash from drizzle.__drizzle_migrations order by created_at, id",
  );
  const partitions = await client.query<{ name: string; parent: string; bound: string }>(
    `select quote_ident(n.nspname) || '.' || quote_ident(c.relname) as name,
            quote_ident(pn.nspname) || '.' || quote_ident(p.relname) as parent,
            pg_get_expr(c.relpartbound, c.oid) as bound
       from pg_inherits i
       join pg_class c on c.oid = i.inhrelid join pg_namespace n on n.oid = c.relnamespace
       join pg_class p on p.oid = i.inhparent join pg_namespace pn on pn.oid = p.relnamespace
      where n.nspname = 'public' and c.relispartition and c.relkind in ('r', 'p') order by 1`,
  );
  // Sequences are not transactional: this reads their current value, at or past the snapshot's, which
  // is the safe side (a restored studio never hands out an id a restored row already has).
  const sequences = await client.query<{ name: string; value: string | null }>(
    `select quote_ident(schemaname) || '.' || quote_ident(sequencename) as name, last_value::text as value
       from pg_sequences where schemaname = 'public' order by 1`,
  );
  return {
    migrations: migrations.rows.map((row) => row.hash),
    partitions: partitions.rows,
    sequences: sequences.rows,
  };
}

/**
 * Writes the rows of `table` as seen by the client's open transaction to `<dir>/database/<name>.ndjson`,
 * one JSON array of column texts (PostgreSQL's own text form, so every type comes back exactly) per row.
 */
export async function dumpTable(
  client: pg.Client,
  table: { name: string; columns: string[] },
  dir: string,
): Promise<TableEntry> {
  const file = `${DATABASE_FOLDER}/${table.name.replaceAll('"', "")}.ndjson`;
  const out = createWriteStream(path.join(dir, file), { flags: "wx" });
  const hash = createHash("sha256");
  const write = async (text: string) => {
    hash.update(text);
    if (!out.write(text)) await once(out, "drain");
  };
  let rows = 0;
  const select = table.columns.map((column) => `${column}::text`).join(", ");
  await client.query(`declare dump_rows no scroll cursor for select ${select} from only ${table.name}`);
  try {
    for (;;) {
      const batch = await client.query<string[]>({
        text: `fetch ${FETCH_ROWS} from dump_rows`,
        rowMode: "array",
      });
      if (batch.rows.length === 0) break;
      await write(batch.rows.map((row) => `${JSON.stringify(row)}\n`).join(""));
      rows += batch.rows.length;
    }
  } finally {
    // After a failed fetch the transaction is aborted and refuses this too; the first error is the one to tell.
    await client.query("close dump_rows").catch(() => undefined);
    out.end();
    await once(out, "close");
  }
  return { name: table.name, columns: table.columns, rows, file, sha256: hash.digest("hex") };
}
