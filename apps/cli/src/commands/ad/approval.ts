import type { AdApproval } from "@adstudio/api-client";
import { Command } from "commander";
import { examples } from "../../lib/command.js";
import type { CliContext } from "../../lib/context.js";
import { formatTable } from "../../lib/output.js";

const STATE_WORDS: Record<AdApproval["state"], string> = {
  draft: "draft",
  in_review: "in review",
  changes_requested: "changes requested",
  approved: "approved",
  published: "published",
};

/** `State: in review · version 2 · approval required`: one line saying where the ad stands. */
export function approvalLine(approval: AdApproval): string {
  return [
    `State: ${STATE_WORDS[approval.state]}`,
    approval.version > 0 ? `version ${approval.version}` : "no version sent for review yet",
    ...(approval.approvedVersion !== null ? [`approved version ${approval.approvedVersion}`] : []),
    approval.approvalRequired ? "approval required to publish" : "approval optional",
  ].join(" · ");
}

/** `2027-02-13 15:10 UTC`, as `ad versions` prints times. */
const when = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

/** The audit trail as table rows, newest first; notes on one line. */
export function trailRows(approval: AdApproval): string[][] {
  return approval.events.map((event) => [
    when(event.createdAt),
    event.action,
    event.version === null ? "-" : String(event.version),
    event.actor.name,
    (event.note ?? "").replace(/\s*\n\s*/g, " "),
  ]);
}

export function printApproval(context: CliContext, approval: AdApproval): void {
  context.out.info(approvalLine(approval));
  if (approval.events.length > 0)
    context.out.data(formatTable(["WHEN", "ACTION", "VERSION", "BY", "NOTE"], trailRows(approval)));
}

export function adApprovalCommand(context: CliContext): Command {
  return new Command("approval")
    .description(
      "Show an ad's approval state and its audit trail (who, when, which version, note), newest first",
    )
    .argument("<id>", "the ad's _id")
    .option("--json", "print {approval} as JSON on stdout")
    .addHelpText(
      "after",
      examples(["adstudio ad approval 9a1c…", "where the ad stands, and how it got there"]),
    )
    .action(async (id: string, options: { json?: boolean }) => {
      const api = await context.api();
      const { approval } = await api.adApproval.get(id);
      if (options.json) return context.out.json({ approval });
      printApproval(context, approval);
    });
}
