// `pnpm docs:generate`: rewrites the generated regions of docs/ (configuration table, formats table, the
// `adstudio` and `adstudio-admin` references) from the code.
// Commit the result; `npm test` fails while the committed chapters differ from what this writes.
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { chapters, REPO } from "./generate.js";

for (const { file, committed, generated } of await chapters()) {
  if (committed === generated) {
    console.error(`docs:generate: ${file} is up to date`);
    continue;
  }
  await writeFile(path.join(REPO, file), generated);
  console.error(`docs:generate: wrote ${file}`);
}
