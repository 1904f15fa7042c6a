import { Command } from "commander";
import { examples } from "../lib/command.js";
import { configFile, removeConfig } from "../lib/config.js";
import type { CliContext } from "../lib/context.js";

export function logoutCommand(context: CliContext): Command {
  return new Command("logout")
    .description("Forget the saved sign-in (the key itself stays valid; rotate it to revoke it)")
    .addHelpText("after", examples(["adstudio logout", "remove the saved config"]))
    .action(async () => {
      const file = configFile(context.io.env);
      if (await removeConfig(context.io.env)) context.out.success(`Removed ${file}.`);
      else context.out.info("Not signed in; nothing to remove.");
    });
}
