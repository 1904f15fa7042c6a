// Writes docs/images/formats/<type>.webp, the formats chapter's picture of each of the 21 formats, from the
// screenshots the formats end-to-end test takes of each demo ad in its preview mock-up
// (e2e/tests/formats.spec.ts → e2e/test-results/formats/<type>.png). Shrunk to 640 px wide WebP so the 21
// stay small in the repository. Run after a build, when the preview or a sample changes:
//
//   pnpm docs:screenshots            # runs the formats e2e, then converts
//   pnpm docs:screenshots --no-run   # converts the screenshots of the last run
import { spawnSync } from "node:child_process";
import { mkdir, readdir, stat } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const SHOTS = path.join(repo, "e2e/test-results/formats");
const OUT = path.join(repo, "docs/images/formats");
const WIDTH = 640;
// sharp is the API's own dependency (covers, thumbnails); borrowed from there rather than installed twice.
const sharp = createRequire(path.join(repo, "apps/api/package.json"))("sharp");

if (!process.argv.includes("--no-run")) {
  const run = spawnSync("npx", ["playwright", "test", "tests/formats.spec.ts", "--workers=1"], {
    cwd: path.join(repo, "e2e"),
    stdio: "inherit",
  });
  if (run.status !== 0) process.exit(run.status ?? 1);
}

const files = (await readdir(SHOTS)).filter((name) => name.endsWith(".png")).sort();
if (files.length === 0) throw new Error(`No screenshots in ${SHOTS}: run the formats e2e first.`);
await mkdir(OUT, { recursive: true });
let total = 0;
for (const file of files) {
  const out = path.join(OUT, file.replace(/\.png$/, ".webp"));
  await sharp(path.join(SHOTS, file)).resize({ width: WIDTH }).webp({ quality: 70, effort: 6 }).toFile(out);
  total += (await stat(out)).size;
}
console.error(
  `format-screenshots: wrote ${files.length} pictures to docs/images/formats (${Math.round(total / 1024)} KB)`,
);
