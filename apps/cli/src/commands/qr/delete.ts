import { Command } from "commander";
import { examples } from "../../lib/command.js";
import type { CliContext } from "../../lib/context.js";

export function qrDeleteCommand(context: CliContext): Command {
  return new Command("delete")
    .alias("rm")
    .description("Delete QR links and their scan history (printed codes stop working)")
    .argument("<ids...>", "names or _ids")
    .option("--json", "print {deleted: [...]} as JSON on stdout")
    .addHelpText(
      "after",
      examples(["adstudio qr delete spring-sale", "one link"], ["adstudio qr delete a b c", "several"]),
    )
    .action(async (ids: string[], options: { json?: boolean }) => {
      const api = await context.api();
      const deleted: string[] = [];
      for (const id of ids) {
        await api.qr.delete(id);
        deleted.push(id);
        context.out.success(`Deleted QR link '${id}'.`);
      }
      if (options.json) context.out.json({ deleted });
    });
}
