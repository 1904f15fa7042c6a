import { Command } from "commander";
import { examples } from "../../lib/command.js";
import type { CliContext } from "../../lib/context.js";
import { usageError } from "../../lib/exit-codes.js";
import { printApproval } from "./approval.js";

export function adApproveCommand(context: CliContext): Command {
  return (
    new Command("approve")
      .description(
        "Approve the version in review, or with --changes request changes to it; whoever requested the review is told (approveAds)",
      )
      .argument("<id>", "the ad's _id")
      .option("--changes", "request changes instead of approving")
      .option("--note <text>", "a plain-text note (at most 500 characters)")
      // Not --version: the program's own --version (the CLI's) would answer it.
      .option("--review-version <n>", "the review version decided on (default: the one in review)")
      .option("--json", "print {approval} as JSON on stdout")
      .addHelpText(
        "after",
        examples(
          ["adstudio ad approve 9a1c… --note 'Good to go'", "approve the version in review"],
          ["adstudio ad approve 9a1c… --changes --note 'Darker background'", "send it back"],
        ),
      )
      .action(
        async (
          id: string,
          options: { changes?: boolean; note?: string; reviewVersion?: string; json?: boolean },
        ) => {
          let version = options.reviewVersion === undefined ? undefined : Number(options.reviewVersion);
          if (version !== undefined && !(Number.isInteger(version) && version >= 1))
            throw usageError(
              `--review-version must be a whole number from 1, not '${options.reviewVersion}'.`,
            );
          const api = await context.api();
          // Without --review-version, the current one: the server still refuses it unless it is in review.
          version ??= (await api.adApproval.get(id)).approval.version;
          const { approval } = await api.adApproval.decide(id, {
            version,
            decision: options.changes ? "request_changes" : "approve",
            ...(options.note !== undefined ? { note: options.note } : {}),
          });
          if (options.json) return context.out.json({ approval });
          context.out.info(
            options.changes ? `Changes requested to version ${version}.` : `Version ${version} approved.`,
          );
          printApproval(context, approval);
        },
      )
  );
}
