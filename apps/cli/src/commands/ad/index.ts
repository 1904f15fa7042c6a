import { Command } from "commander";
import { examples } from "../../lib/command.js";
import type { CliContext } from "../../lib/context.js";
import { adListCommand } from "./list.js";
import { adCreateCommand, adExportCommand, adGetCommand, adImportCommand, adPublishCommand } from "./one.js";

/** `adstudio ad …`: ads (readAds, createAds, updateAds; export needs downloadHtml). */
export function adCommand(context: CliContext): Command {
  return new Command("ad")
    .description(
      "Ads: list, get, create, import a document, publish, export a size as a zip (HTML5, or PNG + JPEG for image-generator)",
    )
    .addCommand(adListCommand(context))
    .addCommand(adGetCommand(context))
    .addCommand(adCreateCommand(context))
    .addCommand(adImportCommand(context))
    .addCommand(adPublishCommand(context))
    .addCommand(adExportCommand(context))
    .addHelpText(
      "after",
      examples(
        ["adstudio ad list --type vast", "video ads"],
        ["adstudio ad publish <id> && adstudio ad export <id> --size sz300x250", "publish, then a zip"],
      ),
    );
}
