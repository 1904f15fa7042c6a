import type { QrLinkBody } from "@adstudio/api-client";
import { QrLinkSchema, validateInput } from "@adstudio/core";
import { Command } from "commander";
import { examples } from "../../lib/command.js";
import type { CliContext } from "../../lib/context.js";
import { CliError } from "../../lib/exit-codes.js";
import { printQrLink } from "./show.js";

/** Checks a QR body with core's schema, so a bad one fails with the spec's message before any request. */
export function checkedQrBody(input: unknown): QrLinkBody {
  const result = validateInput(QrLinkSchema, input);
  if (!result.success) throw new CliError(result.message);
  return result.output;
}

export function qrCreateCommand(context: CliContext): Command {
  return new Command("create")
    .description("Create a QR link (its scan code is fixed at creation)")
    .option("-n, --name <name>", "unique name: letters A-Z and a-z, digits, - and _")
    .option("-t, --type <type>", "url (redirects) or text (shows the text)", "url")
    .option("--target <value>", "the http(s) URL to redirect to, or the text to show")
    .option("--json", "print {qrLink} as JSON on stdout")
    .addHelpText(
      "after",
      examples(
        ["adstudio qr create --name spring-sale --target https://shop.example/spring", "a redirecting link"],
        ["adstudio qr create --name wifi --type text --target 'WIFI:S:guest;;'", "a text link"],
      ),
    )
    .action(async (options: { name?: string; type: string; target?: string; json?: boolean }) => {
      const body = checkedQrBody({ id: options.name, type: options.type, targetUrl: options.target });
      const api = await context.api();
      const { qrLink } = await api.qr.create(body);
      context.out.success(`Created QR link '${qrLink.id}': ${qrLink.scanUrl}`);
      printQrLink(context, api, qrLink, !!options.json);
    });
}
