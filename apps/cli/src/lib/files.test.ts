import { mkdir } from "node:fs/promises";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { tempDir } from "../test-support/accounts.js";
import { cli } from "../test-support/run-cli.js";

let dir: string;

beforeAll(async () => {
  dir = await tempDir("files");
  await mkdir(path.join(dir, "a-folder.csv"));
});

// Signed in to a server that is never reached: a file that cannot be read stops the command first.
const run = (...args: string[]) =>
  cli(args, {
    cwd: dir,
    env: { ADSTUDIO_URL: "http://127.0.0.1:9", ADSTUDIO_KEY: `adsk_${"0".repeat(43)}` },
  });

const commands = [
  ["qr", "import", "missing.csv"],
  ["company", "import", "missing.csv"],
  ["ad", "import", "missing.json"],
  ["validate", "missing.xml"],
];

describe("an input file that cannot be read", () => {
  it.each(commands.map((args) => [args.join(" "), args]))(
    "`adstudio %s` exits 2 (usage) and names the file",
    async (_, args) => {
      const result = await run(...args);
      expect(result.code).toBe(2);
      expect(result.stdout).toBe("");
      const shown = args[0] === "validate" ? path.join(dir, "missing.xml") : args.at(-1);
      expect(result.stderr).toBe(`error: Cannot read ${shown}: no such file or folder.\n`);
    },
  );

  it.each(commands.slice(0, 3).map((args) => [args.slice(0, 2).join(" "), args.slice(0, 2)]))(
    "`adstudio %s <a folder>` exits 2 too, saying it is a folder",
    async (_, args) => {
      const result = await run(...args, "a-folder.csv");
      expect(result.code).toBe(2);
      expect(result.stderr).toBe("error: Cannot read a-folder.csv: it is a folder.\n");
    },
  );
});
