import { isSecretKeyFormat, SECRET_KEY_PREFIX } from "@adstudio/core";
import { Command } from "commander";
import { examples } from "../lib/command.js";
import { normalizeUrl, saveConfig } from "../lib/config.js";
import { apiFor, type CliContext } from "../lib/context.js";
import { CliError, EXIT, usageError } from "../lib/exit-codes.js";
import { readInput } from "../lib/files.js";

export function loginCommand(context: CliContext): Command {
  return new Command("login")
    .description("Check a secret key against a studio and save both for the next commands")
    .option("--url <url>", "the studio's address (default: $ADSTUDIO_URL)")
    .option("--key <key>", "your secret key from the studio's Secret Key page (default: $ADSTUDIO_KEY)")
    .option("--key-stdin", "read the key from stdin, keeping it out of the shell history")
    .option("--json", "print {url, user, file} as JSON on stdout")
    .addHelpText(
      "after",
      `\nThe sign-in is saved to $ADSTUDIO_CONFIG_DIR/config.json (default: $XDG_CONFIG_HOME/adstudio or\n~/.config/adstudio), readable by you only. ADSTUDIO_URL and ADSTUDIO_KEY, when set, win over it.\n${examples(
        ["adstudio login --url https://studio.example.com --key adsk_…", "sign in"],
        [
          "pass show adstudio | adstudio login --url https://studio.example.com --key-stdin",
          "key from stdin",
        ],
      )}`,
    )
    .action(async (options: { url?: string; key?: string; keyStdin?: boolean; json?: boolean }) => {
      const { env } = context.io;
      const rawUrl = options.url ?? env.ADSTUDIO_URL;
      if (!rawUrl)
        throw usageError("give the studio's address: --url https://studio.example.com (or ADSTUDIO_URL)");
      const url = normalizeUrl(rawUrl);
      const key = (
        options.keyStdin ? await readInput(context.io, "-") : (options.key ?? env.ADSTUDIO_KEY ?? "")
      ).trim();
      if (!key) throw usageError("give your secret key: --key adsk_…, --key-stdin, or ADSTUDIO_KEY");
      if (!isSecretKeyFormat(key)) {
        throw new CliError(
          `That is not an Adstudio secret key (they start with ${SECRET_KEY_PREFIX}); copy yours from the studio's Secret Key page.`,
          EXIT.auth,
        );
      }
      const { user } = await apiFor({ url, key }).auth.me();
      const file = await saveConfig(env, { url, key });
      context.out.success(
        `Signed in to ${url} as ${user.username} (${user.role.roleName}); saved to ${file}.`,
      );
      if (options.json) context.out.json({ url, user, file });
    });
}
