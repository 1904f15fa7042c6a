import type { ShareLink, ShareLinkMode } from "@adstudio/api-client";
import { SHARE_LINK_DEFAULT_DAYS, SHARE_LINK_MAX_DAYS, SHARE_LINK_MODES } from "@adstudio/contract";
import { Command } from "commander";
import { examples, wholeNumber } from "../../lib/command.js";
import type { CliContext } from "../../lib/context.js";
import { usageError } from "../../lib/exit-codes.js";
import { formatTable } from "../../lib/output.js";

const isMode = (value: string): value is ShareLinkMode =>
  (SHARE_LINK_MODES as readonly string[]).includes(value);
/** `2027-02-13 15:10 UTC`. */
const when = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

export function shareLinkRows(links: ShareLink[]): string[][] {
  return links.map((l) => [
    l._id,
    l.mode,
    when(l.expiresAt),
    l.hasPassword ? "yes" : "no",
    String(l.views),
    l.createdBy?.name ?? "-",
  ]);
}

interface ShareOptions {
  mode?: string;
  days?: number;
  password?: string;
  list?: boolean;
  revoke?: string;
  json?: boolean;
}

/** `adstudio ad share`: review links for people without an account (updateAds or approveAds). */
export function adShareCommand(context: CliContext): Command {
  return new Command("share")
    .description(
      "Make a review link to the ad for people without an account (printed once), list the active ones, or revoke one",
    )
    .argument("<id>", "the ad's _id")
    .option("--mode <mode>", `what reviewers may do: ${SHARE_LINK_MODES.join(" or ")}`, "view")
    .option(
      "--days <days>",
      `days until the link expires, 1 to ${SHARE_LINK_MAX_DAYS} (default ${SHARE_LINK_DEFAULT_DAYS})`,
      wholeNumber(1, SHARE_LINK_MAX_DAYS),
    )
    .option("--password <password>", "a password reviewers type first (8 to 128 characters)")
    .option("--list", "list the ad's active links instead")
    .option("--revoke <linkId>", "revoke one of the ad's links instead")
    .option("--json", "print the answer as JSON on stdout")
    .addHelpText(
      "after",
      examples(
        ["adstudio ad share 9a1c… --mode comment --days 7", "a link reviewers may comment through"],
        ["adstudio ad share 9a1c… --list", "the active links"],
        ["adstudio ad share 9a1c… --revoke 3c5e…", "stop a link at once"],
      ),
    )
    .action(async (id: string, options: ShareOptions) => {
      if (options.list && options.revoke) throw usageError("Use --list or --revoke, not both.");
      const api = await context.api();
      if (options.list) {
        const answer = await api.shareLinks.list(id);
        if (options.json) return context.out.json(answer);
        if (answer.links.length === 0) return context.out.info("No active review links.");
        return context.out.data(
          formatTable(["ID", "MODE", "EXPIRES", "PASSWORD", "VIEWS", "BY"], shareLinkRows(answer.links)),
        );
      }
      if (options.revoke) {
        const answer = await api.shareLinks.revoke(options.revoke);
        if (options.json) return context.out.json(answer);
        return context.out.info(`Link ${answer.link._id} is revoked: it now shows nothing of the ad.`);
      }
      const mode = options.mode ?? "view";
      if (!isMode(mode)) throw usageError(`Unknown mode '${mode}': use ${SHARE_LINK_MODES.join(" or ")}.`);
      const answer = await api.shareLinks.create(id, {
        mode,
        ...(options.days !== undefined ? { expiresInDays: options.days } : {}),
        ...(options.password !== undefined ? { password: options.password } : {}),
      });
      if (options.json) return context.out.json(answer);
      context.out.info(
        `Review link ${answer.link._id} (${answer.link.mode}, until ${when(answer.link.expiresAt)}). It is shown only once:`,
      );
      context.out.data(answer.url);
    });
}
