import type { AdTag } from "@adstudio/api-client";
import { AD_SERVERS, AD_TAG_TYPES, type AdServer, type AdTagType } from "@adstudio/contract";
import { Command } from "commander";
import { examples } from "../../lib/command.js";
import type { CliContext } from "../../lib/context.js";
import { usageError } from "../../lib/exit-codes.js";

const isServer = (value: string): value is AdServer => (AD_SERVERS as readonly string[]).includes(value);
const isType = (value: string): value is AdTagType => (AD_TAG_TYPES as readonly string[]).includes(value);

/**
 * The tags as text: one tag alone as it is (so `> tag.html` or a pipe gets exactly what to paste), several
 * each after an HTML comment naming its server, size and type (still valid HTML as a whole).
 */
export function tagsText(tags: AdTag[]): string {
  if (tags.length === 1) return tags[0]?.code ?? "";
  return tags.map((t) => `<!-- ${t.server} · ${t.size} · ${t.type} -->\n${t.code}`).join("\n\n");
}

export function adTagsCommand(context: CliContext): Command {
  return new Command("tags")
    .description(
      "Print the published ad's tags for ad servers: a JavaScript and an iframe tag per size (and MRAID for in-app formats), with the server's click and cache-buster macros",
    )
    .argument("<id>", "the ad's _id")
    .option("-s, --size <size>", "one size, such as 300x250 or sz300x250 (default: every size)")
    .option("--server <server>", `one ad server: ${AD_SERVERS.join(", ")} (default: every one)`)
    .option("--type <type>", `one kind of tag: ${AD_TAG_TYPES.join(", ")} (default: every one)`)
    .option("--json", "print {version, sizes, macros, tags} as JSON on stdout")
    .addHelpText(
      "after",
      examples(
        ["adstudio ad tags 9a1c… --size 300x250 --server gam --type js > tag.html", "one tag to paste"],
        ["adstudio ad tags 9a1c… --server xandr", "every size's tags for Xandr"],
      ),
    )
    .action(
      async (id: string, options: { size?: string; server?: string; type?: string; json?: boolean }) => {
        if (options.server !== undefined && !isServer(options.server))
          throw usageError(`Unknown ad server '${options.server}': use ${AD_SERVERS.join(", ")}.`);
        if (options.type !== undefined && !isType(options.type))
          throw usageError(`Unknown tag type '${options.type}': use ${AD_TAG_TYPES.join(", ")}.`);
        const api = await context.api();
        const answer = await api.ads.tags(id, {
          ...(options.size ? { size: options.size } : {}),
          ...(options.server ? { server: options.server } : {}),
          ...(options.type ? { type: options.type } : {}),
        });
        if (options.json) return context.out.json(answer);
        if (answer.tags.length === 0)
          return context.out.info(
            "No tag of that type for this ad: MRAID is only offered for in-app formats.",
          );
        context.out.info(`Tags of version ${answer.version} (live traffic).`);
        context.out.data(tagsText(answer.tags));
      },
    );
}
