import { Command } from "commander";
import { examples } from "../../lib/command.js";
import type { CliContext } from "../../lib/context.js";
import { adApprovalCommand } from "./approval.js";
import { adApproveCommand } from "./approve.js";
import { adCommentsCommand } from "./comments.js";
import { adExportCommand } from "./export.js";
import { adListCommand } from "./list.js";
import { adCreateCommand, adGetCommand, adImportCommand, adPublishCommand } from "./one.js";
import { adReviewCommand } from "./review.js";
import { adShareCommand } from "./share.js";
import { adTagsCommand } from "./tags.js";
import { adVersionsCommand } from "./versions.js";

/** `adstudio ad …`: ads (readAds, createAds, updateAds; export needs downloadHtml). */
export function adCommand(context: CliContext): Command {
  return new Command("ad")
    .description(
      "Ads: list, get, create, import a document, publish (with notes), list versions, export the package for ad servers (CM360, GAM) or a size as a zip (HTML5, or PNG + JPEG for image-generator), print ad tags, request review, approve or request changes, show the approval trail, comment on a review version, share a review link",
    )
    .addCommand(adListCommand(context))
    .addCommand(adGetCommand(context))
    .addCommand(adCreateCommand(context))
    .addCommand(adImportCommand(context))
    .addCommand(adPublishCommand(context))
    .addCommand(adVersionsCommand(context))
    .addCommand(adExportCommand(context))
    .addCommand(adTagsCommand(context))
    .addCommand(adReviewCommand(context))
    .addCommand(adApproveCommand(context))
    .addCommand(adApprovalCommand(context))
    .addCommand(adCommentsCommand(context))
    .addCommand(adShareCommand(context))
    .addHelpText(
      "after",
      examples(
        ["adstudio ad list --type vast", "video ads"],
        ["adstudio ad publish <id> && adstudio ad export <id> --size sz300x250", "publish, then a zip"],
        ["adstudio ad publish <id> --notes 'New headline' && adstudio ad versions <id>", "the history"],
        ["adstudio ad tags <id> --size 300x250 --server gam --type iframe", "a tag for Google Ad Manager"],
        ["adstudio ad review <id> && adstudio ad approve <id> --note 'Good to go'", "review, then approve"],
        ['adstudio ad comments <id> --add "Bigger logo" --size sz300x250 --x 0.5 --y 0.25', "pin a comment"],
        [
          "adstudio ad share <id> --mode comment --password '…'",
          "a review link for people without an account",
        ],
        [
          "adstudio ad export <id> --server cm360 --out spring-cm360.zip",
          "the package for CM360 batch upload",
        ],
      ),
    );
}
