import path from "node:path";
import { isAdType } from "@adstudio/core";
import { upgradeDocument } from "@adstudio/creative/document";
import { Command } from "commander";
import { examples } from "../../lib/command.js";
import type { CliContext } from "../../lib/context.js";
import { CliError, usageError } from "../../lib/exit-codes.js";
import { readInput } from "../../lib/files.js";
import { printAd } from "./show.js";

export function adGetCommand(context: CliContext): Command {
  return new Command("get")
    .description("Show one ad (with --json, its whole document too)")
    .argument("<id>", "the ad's _id")
    .option("--json", "print {ad} as JSON on stdout")
    .addHelpText(
      "after",
      examples(
        ["adstudio ad get 9a1c…", "name, format, sizes, status and addresses"],
        ["adstudio ad get 9a1c… --json > spring.json", "the whole ad with its document, for ad import"],
      ),
    )
    .action(async (id: string, options: { json?: boolean }) => {
      const api = await context.api();
      const { ad } = await api.ads.get(id);
      printAd(context, ad, !!options.json);
    });
}

export function adCreateCommand(context: CliContext): Command {
  return new Command("create")
    .description("Create a draft ad from a format's blank document, or a copy of another ad")
    .requiredOption("-n, --name <name>", "the ad's name")
    .requiredOption("-t, --type <format>", "the format: rich-media, story, vast …")
    .option("--company <id>", "the owning company (default: your first company)")
    .option("--from <adId>", "start from this ad's document")
    .option("--json", "print {ad} as JSON on stdout")
    .addHelpText(
      "after",
      examples(["adstudio ad create --name 'Spring story' --type story", "a blank story"]),
    )
    .action(
      async (options: { name: string; type: string; company?: string; from?: string; json?: boolean }) => {
        if (!isAdType(options.type)) throw usageError(`Unknown format '${options.type}'.`);
        const api = await context.api();
        const { ad } = await api.ads.create({
          name: options.name,
          type: options.type,
          ...(options.company ? { company: options.company } : {}),
          ...(options.from ? { template: options.from } : {}),
        });
        context.out.success(`Created ad '${ad.name}' (${ad._id})`);
        printAd(context, ad, !!options.json);
      },
    );
}

export function adImportCommand(context: CliContext): Command {
  return new Command("import")
    .description(
      "Create a draft ad from a document JSON file (as `adstudio ad get --json` or the editor writes it, of any document version: it is stored as the current one)",
    )
    .argument("<file>", "the document (.json), or - for stdin; an {ad} answer is accepted too")
    .option("-n, --name <name>", "the ad's name (default: the document's)")
    .option("--company <id>", "the owning company (default: your first company)")
    .option("--json", "print {ad} as JSON on stdout")
    .addHelpText(
      "after",
      examples(
        ["adstudio ad import spring.json --name 'Spring copy'", "a new draft from a saved document"],
        ["adstudio ad get 9a1c… --json | adstudio ad import -", "copy an ad through stdin"],
      ),
    )
    .action(async (file: string, options: { name?: string; company?: string; json?: boolean }) => {
      const text = await readInput(context.io, file);
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        throw usageError(`${file} is not a JSON document.`);
      }
      const wrapped = parsed as { ad?: { document?: unknown }; format?: unknown; name?: unknown };
      const document = (wrapped.ad?.document ?? parsed) as { format?: unknown; name?: unknown };
      if (!isAdType(document.format)) throw usageError(`${file} has no ad format: is it an ad document?`);
      // Brought to the current version here, as the server and `adstudio validate` do: a document
      // that cannot be is reported field by field and never sent.
      const upgraded = upgradeDocument(document);
      if (!upgraded.ok) {
        const found = upgraded.issues.map((i) => `\n  ${i.path || "(document)"}: ${i.message}`).join("");
        throw new CliError(`${file} cannot be imported:${found}`);
      }
      const api = await context.api();
      const { ad } = await api.ads.create({
        name: options.name ?? String(document.name ?? path.basename(file, ".json")),
        type: document.format,
        document: upgraded.document,
        ...(options.company ? { company: options.company } : {}),
      });
      context.out.success(`Imported ad '${ad.name}' (${ad._id})`);
      printAd(context, ad, !!options.json);
    });
}

export function adPublishCommand(context: CliContext): Command {
  return new Command("publish")
    .description("Publish the ad as saved: an immutable version of every size")
    .argument("<id>", "the ad's _id")
    .option("--notes <text>", "what changed in this version (plain text, at most 500 characters)")
    .option("--json", "print {ad} as JSON on stdout")
    .addHelpText("after", examples(["adstudio ad publish 9a1c… --notes 'New headline'", ""]))
    .action(async (id: string, options: { notes?: string; json?: boolean }) => {
      const api = await context.api();
      const { ad: current } = await api.ads.get(id);
      const { ad } = await api.ads.publish(
        id,
        current.revision,
        options.notes !== undefined ? { notes: options.notes } : {},
      );
      context.out.success(`Published version ${ad.version}: ${ad.location}`);
      printAd(context, ad, !!options.json);
    });
}
