import { Command } from "commander";
import { examples } from "../../lib/command.js";
import type { CliContext } from "../../lib/context.js";
import { printApproval } from "./approval.js";

export function adReviewCommand(context: CliContext): Command {
  return new Command("review")
    .description(
      "Request review: the ad as saved now becomes its next review version, and the company's approvers are told (updateAds)",
    )
    .argument("<id>", "the ad's _id")
    .option("--note <text>", "a plain-text note for the approvers (at most 500 characters)")
    .option("--json", "print {approval} as JSON on stdout")
    .addHelpText(
      "after",
      examples([
        "adstudio ad review 9a1c… --note 'Bigger logo, as asked'",
        "send the saved draft for review",
      ]),
    )
    .action(async (id: string, options: { note?: string; json?: boolean }) => {
      const api = await context.api();
      // The saved draft as it is now: a save in between answers 409, like a publish.
      const { ad } = await api.ads.get(id);
      const { approval } = await api.adApproval.requestReview(ad._id, ad.revision, {
        ...(options.note !== undefined ? { note: options.note } : {}),
      });
      if (options.json) return context.out.json({ approval });
      context.out.info(`Version ${approval.version} of ${ad.name} sent for review.`);
      printApproval(context, approval);
    });
}
