// Size budget of the publisher script: fails (exit 1) when what the server sends for embed.js to a browser
// with `Accept-Encoding: br, gzip` (dist/embed.js.br, else .gz, else the raw file; a copy older than the
// script is ignored, as the server does) is over 5 KB. Run after `node scripts/build.mjs`; `npm test` in
// this package runs both.
import { stat } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";

const BUDGET_BYTES = 5 * 1024;
const FILE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../dist/embed.js");

/** The bytes the server would send for `Accept-Encoding: br, gzip`, and their coding. */
export async function sentBytes(file = FILE) {
  const raw = await stat(file);
  for (const [coding, suffix] of [
    ["br", ".br"],
    ["gzip", ".gz"],
  ]) {
    const copy = await stat(file + suffix).catch(() => null);
    if (copy?.isFile() && copy.mtimeMs >= raw.mtimeMs) return { bytes: copy.size, coding, raw: raw.size };
  }
  return { bytes: raw.size, coding: "raw", raw: raw.size };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const file = process.argv[2] ? path.resolve(process.argv[2]) : FILE;
  const sent = await sentBytes(file).catch(() => null);
  if (!sent) {
    console.error(`size: ${file} is missing; run node scripts/build.mjs first`);
    process.exit(1);
  }
  const ok = sent.bytes <= BUDGET_BYTES;
  console.log(
    `size: embed.js ${sent.raw} B minified, ${sent.bytes} B sent (${sent.coding}, for Accept-Encoding: br, gzip) (budget ${BUDGET_BYTES} B) ${ok ? "ok" : "OVER BUDGET"}`,
  );
  console.log(`size: ${ok ? 1 : 0} passed, ${ok ? 0 : 1} failed`);
  process.exit(ok ? 0 : 1);
}
