import { Command } from "commander";
import { examples } from "../lib/command.js";
import type { CliContext } from "../lib/context.js";
import { formatFields } from "../lib/output.js";

export function whoamiCommand(context: CliContext): Command {
  return new Command("whoami")
    .description("Show who the saved (or ADSTUDIO_KEY) secret key signs in as")
    .option("--json", "print {url, user, keySource} as JSON on stdout")
    .addHelpText(
      "after",
      examples(
        ["adstudio whoami", "user, role and studio"],
        ["adstudio whoami --json | jq -r .user.uuid", "your user id"],
      ),
    )
    .action(async (options: { json?: boolean }) => {
      const credentials = await context.credentials();
      const { user } = await (await context.api()).auth.me();
      const keySource = credentials.source.key === "env" ? "ADSTUDIO_KEY" : credentials.file;
      if (options.json) return context.out.json({ url: credentials.url, user, keySource });
      context.out.data(
        formatFields([
          ["User", user.username],
          ["Name", user.data.displayName],
          ["Email", user.data.email],
          ["Role", user.role.roleName],
          ["ID", user.uuid],
          ["Studio", credentials.url],
          ["Key from", keySource],
        ]),
      );
    });
}
