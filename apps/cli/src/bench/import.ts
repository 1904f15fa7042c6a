/**
 * `pnpm bench:import`: the batch import path (the CLI's `import`, POST /api/…/bulk in batches of 1000,
 * one transaction each) against the one-request-per-row path (POST /api/…/create for each row), for
 * QR links and companies, on a real API server and PostgreSQL started here. Prints time and rows/s of
 * both and their ratio (target: batch ≥ 20× single).
 *
 *   pnpm bench:import [--rows 10000] [--single-rows 10000]
 */
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { parseArgs } from "node:util";
import { createApiClient } from "@adstudio/api-client";
import { CompanySchema, QrLinkSchema, validateInput } from "@adstudio/core";
import { toCsv } from "../lib/csv.js";
import { fetchEveryPage } from "../lib/paging.js";
import { companyKind } from "../lib/records/company.js";
import { qrKind } from "../lib/records/qr.js";
import { runCli } from "../program.js";
import { startApiServer } from "../test-support/api-server.js";

const TARGET_RATIO = 20;
const { values: flags } = parseArgs({
  options: {
    rows: { type: "string", default: "10000" },
    "single-rows": { type: "string", default: "10000" },
  },
});
const ROWS = Number(flags.rows);
const SINGLE_ROWS = Number(flags["single-rows"]);

const qrRow = (prefix: string, i: number) => [
  `${prefix}-${i}`,
  i % 5 === 0 ? "text" : "url",
  `https://shop.example/${prefix}/${i}`,
];
const companyRow = (prefix: string, i: number) => [
  `Company ${prefix} ${i}`,
  `${prefix}-${i}`,
  `${prefix}${i}.example,ads.${prefix}${i}.example`,
  `${i} Market Street`,
  "IN",
  "Mumbai",
  "Maharashtra",
  "400001",
  "+912212345678",
  "+919876543210",
  `Contact ${i}`,
  `contact${i}@${prefix}.example`,
  "",
  "",
  i % 7 === 0 ? "false" : "true",
];

interface Measured {
  rows: number;
  seconds: number;
  requests: number;
}
const rate = (m: Measured) => m.rows / m.seconds;
const fmt = (m: Measured) =>
  `${String(m.rows).padStart(6)} rows in ${m.seconds.toFixed(2).padStart(6)} s = ${rate(m).toFixed(0).padStart(6)} rows/s (${m.requests} requests)`;

async function main() {
  process.stderr.write("Starting the API server on a fresh embedded PostgreSQL…\n");
  const server = await startApiServer({ logLevel: "warn" });
  const dir = await mkdtemp(path.join(tmpdir(), "adstudio-bench-import-"));
  try {
    const login = await createApiClient({ baseURL: server.url }).auth.login({
      email: "superadmin",
      password: server.adminPassword,
    });
    const token = login.token;
    const key = (await createApiClient({ baseURL: server.url, getToken: () => token }).secretKey.get())
      .result["x-secret-key"];
    const api = createApiClient({ baseURL: server.url, secretKey: key });
    const env = { ...process.env, ADSTUDIO_URL: server.url, ADSTUDIO_KEY: key, NO_COLOR: "1" };
    const quiet = { write: () => true };
    const io = { stdout: quiet, stderr: quiet, stdin: Readable.from([]), env, cwd: dir };

    let failed = false;
    for (const kind of [
      {
        name: "QR links",
        cli: "qr",
        columns: qrKind.exportColumns.slice(0, 3),
        row: qrRow,
        schema: QrLinkSchema,
        create: (body: never) => api.qr.create(body),
      },
      {
        name: "companies",
        cli: "company",
        columns: companyKind.importColumns,
        row: companyRow,
        schema: CompanySchema,
        create: (body: never) => api.companies.create(body),
      },
    ] as const) {
      // Batch path: the CLI's import of a CSV file, end to end (parse, validate, POST …/bulk).
      const file = path.join(dir, `${kind.cli}.csv`);
      await writeFile(
        file,
        toCsv(
          kind.columns,
          Array.from({ length: ROWS }, (_, i) => kind.row("batch", i)),
        ),
      );
      let started = performance.now();
      const code = await runCli([kind.cli, "import", file], io);
      const batch: Measured = {
        rows: ROWS,
        seconds: (performance.now() - started) / 1000,
        requests: Math.ceil(ROWS / 1000),
      };
      if (code !== 0) throw new Error(`${kind.cli} import exited ${code}`);
      started = performance.now();
      await runCli([kind.cli, "import", file], io);
      const again: Measured = {
        rows: ROWS,
        seconds: (performance.now() - started) / 1000,
        requests: Math.ceil(ROWS / 1000),
      };

      // Single path: the same rows' fields, validated the same way, one POST …/create per row.
      const header = kind.columns;
      started = performance.now();
      for (let i = 0; i < SINGLE_ROWS; i++) {
        const fields = Object.fromEntries(
          header.map((column, c) => [column, kind.row("single", i)[c] ?? ""]),
        );
        const value = kind.cli === "qr" ? qrKind.fromCsv(fields) : companyKind.fromCsv(fields);
        const result = validateInput(kind.schema, value);
        if (!result.success) throw new Error(result.message);
        await kind.create(result.output as never);
      }
      const single: Measured = {
        rows: SINGLE_ROWS,
        seconds: (performance.now() - started) / 1000,
        requests: SINGLE_ROWS,
      };

      // Counted by reading every page: past 10 000 rows a list's total is only an estimate.
      const stored = kind.cli === "qr" ? qrKind : companyKind;
      const total = (await fetchEveryPage<unknown>((page, limit) => stored.fetchPage(api, page, limit), 1000))
        .length;
      if (total !== ROWS + SINGLE_ROWS)
        throw new Error(`expected ${ROWS + SINGLE_ROWS} ${kind.name}, found ${total}`);
      const ratio = rate(batch) / rate(single);
      const verdict = ratio >= TARGET_RATIO ? "ok" : "BELOW TARGET";
      if (ratio < TARGET_RATIO) failed = true;
      const lines: Array<[string, Measured]> = [
        [`batch: adstudio ${kind.cli} import (POST /api/${kind.cli}/bulk)`, batch],
        ["batch re-run: every row unchanged", again],
        [`single: POST /api/${kind.cli}/create per row`, single],
      ];
      const width = Math.max(...lines.map(([label]) => label.length));
      process.stdout.write(
        [
          `Import of ${kind.name}`,
          ...lines.map(([label, measured]) => `  ${label.padEnd(width)}  ${fmt(measured)}`),
          `  ratio batch / single: ${ratio.toFixed(1)}× (target ≥ ${TARGET_RATIO}×) ${verdict}`,
          "",
        ].join("\n"),
      );
    }
    process.exitCode = failed ? 1 : 0;
  } finally {
    await server.stop();
    await rm(dir, { recursive: true, force: true });
  }
}

await main();
