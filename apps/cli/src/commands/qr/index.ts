import { Command } from "commander";
import { examples } from "../../lib/command.js";
import type { CliContext } from "../../lib/context.js";
import { qrCreateCommand } from "./create.js";
import { qrDeleteCommand } from "./delete.js";
import { qrExportCommand } from "./export.js";
import { qrGetCommand } from "./get.js";
import { qrImportCommand } from "./import.js";
import { qrListCommand } from "./list.js";
import { qrUpdateCommand } from "./update.js";

/** `adstudio qr …`: QR links (needs the menu-collection permissions, as in the studio). */
export function qrCommand(context: CliContext): Command {
  return new Command("qr")
    .description("QR links with scan counts: list, get, create, update, delete, export, import")
    .addCommand(qrListCommand(context))
    .addCommand(qrGetCommand(context))
    .addCommand(qrCreateCommand(context))
    .addCommand(qrUpdateCommand(context))
    .addCommand(qrDeleteCommand(context))
    .addCommand(qrExportCommand(context))
    .addCommand(qrImportCommand(context))
    .addHelpText(
      "after",
      examples(
        ["adstudio qr list --search sale", "find links"],
        ["adstudio qr import links.csv --dry-run", "check a file"],
      ),
    );
}
