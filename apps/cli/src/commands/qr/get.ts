import { Command } from "commander";
import { examples } from "../../lib/command.js";
import type { CliContext } from "../../lib/context.js";
import { printQrLink } from "./show.js";

export function qrGetCommand(context: CliContext): Command {
  return new Command("get")
    .description("Show one QR link")
    .argument("<id>", "the link's name or _id")
    .option("--json", "print {qrLink} as JSON on stdout")
    .addHelpText(
      "after",
      examples(
        ["adstudio qr get spring-sale", "name, target, scans, scan URL"],
        ["adstudio qr get spring-sale --json", "as JSON"],
      ),
    )
    .action(async (id: string, options: { json?: boolean }) => {
      const api = await context.api();
      const { qrLink } = await api.qr.get(id);
      printQrLink(context, api, qrLink, !!options.json);
    });
}
