import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { ROOT } from "./server";

/** vast-client's browser build (an ES module), from the creative package that tests toVast with it. */
export function vastClientBundle(): Buffer {
  const require = createRequire(path.join(ROOT, "packages/creative/package.json"));
  const pkg = require.resolve("@dailymotion/vast-client/package.json");
  const { browser } = JSON.parse(readFileSync(pkg, "utf8")) as { browser: string };
  return readFileSync(path.join(path.dirname(pkg), browser));
}
