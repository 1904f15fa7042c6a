import { secretKeyOf } from "@adstudio/api-client";
import { Command } from "commander";
import { examples } from "../../lib/command.js";
import type { CliContext } from "../../lib/context.js";

export function keyShowCommand(context: CliContext): Command {
  return new Command("show")
    .description("Print your secret key, as the server has it")
    .option("--json", "print {result: {x-secret-key}} as JSON on stdout")
    .addHelpText(
      "after",
      examples(
        ["adstudio key show", "the key alone on stdout"],
        ["adstudio key show --json", "the API's answer"],
      ),
    )
    .action(async (options: { json?: boolean }) => {
      const api = await context.api();
      const answer = await api.secretKey.get();
      if (options.json) context.out.json(answer);
      else context.out.data(secretKeyOf(answer));
    });
}
