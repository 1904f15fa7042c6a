// Size budget of the publisher script: fails (exit 1) when dist/embed.js is over 5 KB gzipped.
// Run after `node scripts/build.mjs`; `npm test` in this package runs both.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

export const BUDGET_BYTES = 5 * 1024;
const FILE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../dist/embed.js");

/** @param {Uint8Array | string} code */
export function gzipSize(code) {
  return gzipSync(code, { level: 9 }).byteLength;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  let code;
  try {
    code = await readFile(FILE);
  } catch {
    console.error(`size: ${FILE} is missing; run node scripts/build.mjs first`);
    process.exit(1);
  }
  const gz = gzipSize(code);
  const ok = gz <= BUDGET_BYTES;
  console.log(
    `size: embed.js ${code.byteLength} B minified, ${gz} B gzip (budget ${BUDGET_BYTES} B) ${ok ? "ok" : "OVER BUDGET"}`,
  );
  console.log(`size: ${ok ? 1 : 0} passed, ${ok ? 0 : 1} failed`);
  process.exit(ok ? 0 : 1);
}
