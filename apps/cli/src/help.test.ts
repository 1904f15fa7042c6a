import { Readable } from "node:stream";
import type { Command } from "commander";
import { describe, expect, it } from "vitest";
import { createContext } from "./lib/context.js";
import { buildProgram } from "./program.js";
import { cli } from "./test-support/run-cli.js";

/** Every command a user can run (`qr import`, `ad get` …): the leaves of the tree. */
function leaves(command: Command, path: string[] = []): string[][] {
  if (command.commands.length === 0) return [path];
  return command.commands.flatMap((child) => leaves(child, [...path, child.name()]));
}

const context = createContext({
  stdout: { write: () => true },
  stderr: { write: () => true },
  stdin: Readable.from([""]),
  env: {},
  cwd: process.cwd(),
});
const commands = leaves(buildProgram(context));

describe("--help", () => {
  it("covers the whole command tree", () => {
    expect(commands.map((path) => path.join(" "))).toEqual(
      expect.arrayContaining(["ad get", "ad import", "qr import", "company import", "validate", "login"]),
    );
  });

  it.each(commands.map((path) => [path.join(" "), path]))(
    "`adstudio %s --help` ends with an example of the command itself",
    async (name, path) => {
      const help = await cli([...(path as string[]), "--help"]);
      expect(help.code).toBe(0);
      expect(help.stdout).toContain("Examples:");
      expect(help.stdout).toContain(`$ adstudio ${name}`);
    },
  );
});
