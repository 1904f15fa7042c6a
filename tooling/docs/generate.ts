// The parts of docs/ that are generated from the code, so they cannot drift from it: the configuration table
// (from the API's environment schema, apps/api/src/config.ts), the formats table (from the creative engine's
// format registry), the command-line reference (from the `adstudio` commander program, apps/cli/src/program.ts) and
// the operator commands' reference (from `adstudio-admin`, apps/api/src/admin/program.ts). Each lives in its chapter between
// `<!-- generated:<name> -->` and `<!-- /generated:<name> -->`; the prose around it is written by hand.
// `pnpm docs:generate` (write.ts) rewrites the regions; docs.test.ts fails `npm test` when they differ.
import { spawnSync } from "node:child_process";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { Readable } from "node:stream";
import { fileURLToPath, pathToFileURL } from "node:url";

export const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** The API's and the CLI's modules are loaded at run time (tsx, vitest): tooling compiles neither. */
const load = (relative: string) => import(pathToFileURL(path.join(REPO, relative)).href);

/** What this file needs of a valibot schema entry and of valibot's readers. */
interface Valibot {
  getDescription(schema: unknown): string | undefined;
  getMetadata(schema: unknown): Record<string, unknown>;
  getDefault(schema: unknown): unknown;
}

/** What this file needs of a commander command. */
interface Command {
  name(): string;
  commands: readonly Command[];
  outputHelp(): void;
  configureOutput(config: Record<string, unknown>): unknown;
}

const cell = (text: string) => text.replace(/\|/g, "\\|").replace(/\n/g, " ");

/** The configuration table: one row per variable of the environment schema, in the schema's order. */
export async function configurationTable(): Promise<string> {
  const [{ EnvSchema }, valibot] = (await Promise.all([
    load("apps/api/src/config.ts"),
    // valibot as the API resolves it (tooling does not depend on it).
    import(pathToFileURL(createRequire(path.join(REPO, "apps/api/package.json")).resolve("valibot")).href),
  ])) as [{ EnvSchema: { entries: Record<string, unknown> } }, Valibot];
  const rows = Object.entries(EnvSchema.entries).map(([name, schema]) => {
    const description = valibot.getDescription(schema);
    if (!description) {
      throw new Error(
        `${name} in apps/api/src/config.ts has no description: add v.description("…") to its pipe (the configuration chapter is generated from it).`,
      );
    }
    const shown = valibot.getMetadata(schema).default;
    const fallback = valibot.getDefault(schema);
    const defaultText =
      typeof shown === "string" ? shown : fallback === undefined || fallback === "" ? "—" : `\`${fallback}\``;
    return `| \`${name}\` | ${cell(defaultText)} | ${cell(description)} |`;
  });
  return ["| Variable | Default | Meaning |", "| --- | --- | --- |", ...rows].join("\n");
}

/** Commands in the order `adstudio --help` lists them, each with its path (`["qr", "import"]`). */
function walk(command: Command, trail: string[] = []): Array<{ trail: string[]; command: Command }> {
  return [{ trail, command }, ...command.commands.flatMap((child) => walk(child, [...trail, child.name()]))];
}

/** Every command's `--help` of a program, exactly as it prints it (80 columns, no colour), under a heading per command. */
function helpReference(program: Command, capture: { text: string }): string {
  const sections = walk(program).map(({ trail, command }) => {
    command.configureOutput({ getOutHelpWidth: () => 80, getOutHasColors: () => false });
    capture.text = "";
    command.outputHelp();
    const title = [program.name(), ...trail].join(" ");
    return `### \`${title}\`\n\n\`\`\`text\n${capture.text.trimEnd()}\n\`\`\``;
  });
  return sections.join("\n\n");
}

/** The command-line reference: every `adstudio` command's help, examples included. */
export async function cliReference(): Promise<string> {
  const [{ buildProgram }, { createContext }] = await Promise.all([
    load("apps/cli/src/program.ts"),
    load("apps/cli/src/lib/context.ts"),
  ]);
  const capture = { text: "" };
  const sink = {
    write: (text: string) => {
      capture.text += text;
      return true;
    },
  };
  const context = createContext({ stdout: sink, stderr: sink, stdin: Readable.from([]), env: {}, cwd: REPO });
  return helpReference(buildProgram(context) as Command, capture);
}

/**
 * The operator commands' reference: every `adstudio-admin` command's help (apps/api/src/admin/program.ts;
 * building the program reads no environment and connects to nothing).
 */
export async function adminReference(): Promise<string> {
  const { buildAdminProgram } = await load("apps/api/src/admin/program.ts");
  const program = buildAdminProgram() as Command;
  const capture = { text: "" };
  const writeOut = (text: string) => {
    capture.text += text;
  };
  for (const { command } of walk(program)) command.configureOutput({ writeOut });
  return helpReference(program, capture);
}

/** The formats table: one row per format of the creative engine's registry (what the editor and validate read). */
export async function formatsTable(): Promise<string> {
  const { formatsMarkdownTable } = await load("packages/creative/src/formats/markdown.ts");
  return (formatsMarkdownTable as () => string)();
}

export const GENERATED = {
  configuration: { file: "docs/configuration.md", make: configurationTable },
  formats: { file: "docs/formats.md", make: formatsTable },
  cli: { file: "docs/cli.md", make: cliReference },
  admin: { file: "docs/admin.md", make: adminReference },
} as const;

export type Region = keyof typeof GENERATED;

const markers = (name: string) => [`<!-- generated:${name} -->`, `<!-- /generated:${name} -->`] as const;

/** The chapter's text with its generated region replaced by `body`; throws when the markers are missing. */
export function withRegion(text: string, name: string, body: string): string {
  const [open, close] = markers(name);
  const start = text.indexOf(open);
  const end = text.indexOf(close);
  if (start < 0 || end < start) throw new Error(`no ${open} … ${close} region`);
  return `${text.slice(0, start + open.length)}\n<!-- Written by \`pnpm docs:generate\`: do not edit by hand. -->\n\n${body}\n\n${text.slice(end)}`;
}

/**
 * Markdown as the repository's formatter writes it (`biome check .` is part of `npm test` and formats Markdown
 * too: tables padded), so what the generator writes is what lint accepts, byte for byte.
 */
export function formatted(text: string, file: string): string {
  const biome = spawnSync(
    process.execPath,
    [
      createRequire(path.join(REPO, "package.json")).resolve("@biomejs/biome/bin/biome"),
      "format",
      `--stdin-file-path=${file}`,
    ],
    { cwd: REPO, input: text, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
  );
  if (biome.status !== 0) throw new Error(`biome could not format ${file}: ${biome.stderr}`);
  return biome.stdout;
}

/** Each generated chapter as committed and as the code makes it now. */
export async function chapters(): Promise<Array<{ file: string; committed: string; generated: string }>> {
  return Promise.all(
    Object.entries(GENERATED).map(async ([name, { file, make }]) => {
      const committed = await readFile(path.join(REPO, file), "utf8");
      return { file, committed, generated: formatted(withRegion(committed, name, await make()), file) };
    }),
  );
}
