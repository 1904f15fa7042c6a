import { Command } from "commander";
import { examples } from "../../lib/command.js";
import type { CliContext } from "../../lib/context.js";
import { usageError } from "../../lib/exit-codes.js";
import { checkedQrBody } from "./create.js";
import { printQrLink } from "./show.js";

export function qrUpdateCommand(context: CliContext): Command {
  return new Command("update")
    .description("Change a QR link's name, type or target (the code and scan count stay)")
    .argument("<id>", "the link's name or _id")
    .option("-n, --name <name>", "new name")
    .option("-t, --type <type>", "url or text")
    .option("--target <value>", "new URL or text")
    .option("--json", "print {qrLink} as JSON on stdout")
    .addHelpText(
      "after",
      examples(
        [
          "adstudio qr update spring-sale --target https://shop.example/summer",
          "point a printed code elsewhere",
        ],
        ["adstudio qr update spring-sale --name summer-sale", "rename it"],
      ),
    )
    .action(
      async (id: string, options: { name?: string; type?: string; target?: string; json?: boolean }) => {
        if (options.name === undefined && options.type === undefined && options.target === undefined) {
          throw usageError("nothing to change: give --name, --type or --target");
        }
        const api = await context.api();
        const { qrLink: current } = await api.qr.get(id);
        const body = checkedQrBody({
          id: options.name ?? current.id,
          type: options.type ?? current.type,
          targetUrl: options.target ?? current.targetUrl,
        });
        const { qrLink } = await api.qr.update(current._id, body);
        context.out.success(`Updated QR link '${qrLink.id}'.`);
        printQrLink(context, api, qrLink, !!options.json);
      },
    );
}
