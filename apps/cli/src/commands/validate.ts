import { readdir, stat } from "node:fs/promises";
import path from "node:path";
import {
  type ValidateOptions as CheckOptions,
  type Issue,
  isProfile,
  PROFILES,
  type ValidateInput,
  validate,
  validateZipSet,
} from "@adstudio/creative/validate";
import { Command } from "commander";
import { examples } from "../lib/command.js";
import type { CliContext } from "../lib/context.js";
import { EXIT, usageError } from "../lib/exit-codes.js";
import { readFileBytes, unreadableFile } from "../lib/files.js";
import { type CreativeRunner, DEFAULT_CHROMIUM, runInput, startRunner } from "../lib/run-creative/index.js";

const OUTPUT_FORMATS = ["text", "github"] as const;
/** Folders are read whole; past this many files the validator's own 40-file rule has long fired. */
const MAX_FOLDER_FILES = 1000;
/** What `--run` fills the clickTag with when no macro is given: an ad server's click URL, as GAM's expands. */
const DEFAULT_CLICK_MACRO = "https://adserver.example/click?u=";

interface ValidateOptions {
  profile: string;
  json?: boolean;
  format: string;
  size?: string;
  origin?: string;
  run?: boolean;
  clickMacro: string;
}

/** A file's bytes; one that cannot be read exits 2, as in every command that reads files. */
const readBytes = async (file: string) => new Uint8Array(await readFileBytes(file));

/** Reads what a path holds as the validator's input: a folder, a zip, a VAST file or a document. */
async function inputOf(file: string): Promise<ValidateInput> {
  const info = await stat(file).catch((error: unknown) => {
    throw unreadableFile(file, error);
  });
  if (info.isDirectory()) return { kind: "files", files: await readFolder(file) };
  const bytes = await readBytes(file);
  const name = path.basename(file);
  if (name.toLowerCase().endsWith(".zip")) return { kind: "zip", bytes, name };
  const text = new TextDecoder().decode(bytes);
  if (name.toLowerCase().endsWith(".xml")) return { kind: "vast", xml: text };
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch {
    // Reported like any other finding: the file is broken, not the command line.
    return { kind: "document", document: Symbol.for("not-json") };
  }
  // `adstudio ad get --json` writes {ad: {document}}; accept it as it is.
  const wrapped = document as { ad?: { document?: unknown } } | null;
  return { kind: "document", document: wrapped?.ad?.document ?? document };
}

async function readFolder(root: string): Promise<Record<string, Uint8Array>> {
  const files: Record<string, Uint8Array> = {};
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch((error: unknown) => {
    throw unreadableFile(root, error);
  });
  for (const entry of entries.slice(0, MAX_FOLDER_FILES)) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    files[path.relative(root, full).split(path.sep).join("/")] = await readBytes(full);
  }
  return files;
}

function describeIssue(file: string, found: Issue): string {
  const where = found.path ? `${file} › ${found.path}` : file;
  return `${found.severity === "error" ? "error" : "warning"}  ${where}: ${found.message} (${found.code})`;
}

/** GitHub workflow commands: each issue becomes an annotation on the file. */
function githubAnnotation(file: string, found: Issue): string {
  const escapeData = (text: string) => text.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
  const property = (text: string) => escapeData(text).replace(/:/g, "%3A").replace(/,/g, "%2C");
  const message = found.path ? `${found.path}: ${found.message}` : found.message;
  return `::${found.severity} file=${property(file)},title=${property(found.code)}::${escapeData(message)}`;
}

export function validateCommand(context: CliContext): Command {
  return new Command("validate")
    .description("Check ad documents, HTML5 zips, creative folders and VAST files offline (no server needed)")
    .argument(
      "<paths...>",
      "documents (.json), zips (.zip, or a zip of one zip per size, checked zip by zip), VAST (.xml) or folders",
    )
    .option("--profile <profile>", `the rules to apply: ${PROFILES.join(", ")}`, "iab")
    .option("--size <WxH>", "the size the creatives must declare in their ad.size meta (300x250)")
    .option(
      "--origin <url>",
      "where the studio publishes (https://studio.example): a video ad document's VAST tag is checked as published there",
    )
    .option(
      "--run",
      "also open each HTML5 creative in headless Chromium and check what it does: hosts, weights, animation, CPU",
    )
    .option(
      "--click-macro <url>",
      "with --run: the ad server's click URL given as ?clickTag=",
      DEFAULT_CLICK_MACRO,
    )
    .option("--format <format>", "text, or github for workflow annotations", "text")
    .option("--json", "print {results: [{file, issues}]} as JSON on stdout")
    .addHelpText(
      "after",
      examples(
        ["adstudio validate banner.zip --profile google-ads", "before uploading to Google Ads"],
        ["adstudio validate creatives/*.zip --format github", "in a CI workflow"],
        ["adstudio validate ad.json --json", "an ad document, as JSON"],
        [
          "adstudio validate banner.zip --profile google-ads --run",
          "run it in Chromium too (needs apt's chromium)",
        ],
      ),
    )
    .action(async (paths: string[], options: ValidateOptions) => {
      if (!isProfile(options.profile)) {
        throw usageError(`Unknown profile '${options.profile}': use ${PROFILES.join(", ")}.`);
      }
      if (!(OUTPUT_FORMATS as readonly string[]).includes(options.format)) {
        throw usageError(`Unknown format '${options.format}': use text or github.`);
      }
      if (options.size !== undefined && !/^\d{2,4}x\d{2,4}$/.test(options.size)) {
        throw usageError("--size must look like 300x250.");
      }
      if (options.origin !== undefined && !/^https?:\/\/[^\s/?#]+$/i.test(options.origin)) {
        throw usageError("--origin must look like https://studio.example.");
      }
      if (!/^https?:\/\/[^\s]+$/i.test(options.clickMacro)) {
        throw usageError("--click-macro must be an address such as https://adserver.example/click?u=.");
      }
      const profile = options.profile;
      // Only --run starts a browser; the static checks never need one.
      const runner: CreativeRunner | null = options.run
        ? await startRunner(context.io.env.ADSTUDIO_CHROMIUM || DEFAULT_CHROMIUM)
        : null;
      const results: { file: string; issues: Issue[] }[] = [];
      const checks: CheckOptions = {
        profile,
        ...(options.size ? { size: options.size } : {}),
        ...(options.origin ? { origin: options.origin } : {}),
      };
      try {
        for (const file of paths) results.push(...(await check(file)));
      } finally {
        await runner?.close();
      }
      /** A path's results: one, or for a zip of one zip per size one per zip (`all.zip › roast-sz300x250.zip`). */
      async function check(file: string): Promise<{ file: string; issues: Issue[] }[]> {
        const input = await inputOf(path.resolve(context.io.cwd, file));
        const set = input.kind === "zip" ? validateZipSet(input.bytes, checks) : null;
        if (set) {
          const members = [];
          for (const { name, bytes, size, issues } of set) {
            const member = `${file} › ${name}`;
            members.push({
              file: member,
              issues: await ran(member, { kind: "zip", bytes, name }, issues, size),
            });
          }
          return members;
        }
        const issues =
          input.kind === "document" && typeof input.document === "symbol"
            ? [{ code: "json", severity: "error" as const, path: "", message: "The file is not valid JSON." }]
            : validate(input, checks);
        return [{ file, issues: await ran(file, input, issues, options.size) }];
      }
      /** The static issues, and with --run what the creative did when opened. */
      async function ran(file: string, input: ValidateInput, issues: Issue[], size: string | undefined) {
        if (!runner) return issues;
        const found = await runInput(input, runner, {
          profile,
          clickMacro: options.clickMacro,
          ...(size ? { size } : {}),
        });
        if (found === null)
          context.out.info(`${file}: not an HTML5 creative, so not run (static checks only).`);
        return [...issues, ...(found ?? [])];
      }
      const errorCount = results.reduce(
        (n, r) => n + r.issues.filter((i) => i.severity === "error").length,
        0,
      );
      if (options.json) context.out.json({ results });
      else {
        for (const { file, issues } of results) {
          for (const found of issues) {
            context.out.data(
              options.format === "github" ? githubAnnotation(file, found) : describeIssue(file, found),
            );
          }
          if (options.format !== "github" && issues.length === 0) context.out.info(`ok  ${file}`);
        }
        const total = results.reduce((n, r) => n + r.issues.length, 0);
        context.out.info(
          `${results.length} checked, ${errorCount} errors, ${total - errorCount} warnings (${profile})`,
        );
      }
      context.exitCode = errorCount > 0 ? EXIT.error : EXIT.ok;
    });
}
