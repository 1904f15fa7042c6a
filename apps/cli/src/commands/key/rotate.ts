import { createInterface } from "node:readline/promises";
import { secretKeyOf } from "@adstudio/api-client";
import { Command } from "commander";
import { examples } from "../../lib/command.js";
import { saveConfig } from "../../lib/config.js";
import type { CliContext } from "../../lib/context.js";
import { CliError, usageError } from "../../lib/exit-codes.js";

async function confirmed(context: CliContext, question: string): Promise<boolean> {
  const prompt = createInterface({
    input: context.io.stdin,
    output: context.io.stderr as NodeJS.WritableStream,
  });
  try {
    return /^y(es)?$/i.test((await prompt.question(`${question} [y/N] `)).trim());
  } finally {
    prompt.close();
  }
}

export function keyRotateCommand(context: CliContext): Command {
  return new Command("rotate")
    .description("Generate a new secret key; the old one stops working at once")
    .option("--user <id>", "another user's id (admins only), e.g. to provision or revoke a CI account's key")
    .option("-y, --yes", "do not ask for confirmation (needed when stdin is not a terminal)")
    .option("--json", "print {result: {x-secret-key}} as JSON on stdout")
    .addHelpText(
      "after",
      examples(
        ["adstudio key rotate", "asks, rotates, saves the new key for the next commands"],
        ["adstudio key rotate --yes --json", "in scripts"],
        ["adstudio key rotate --user 7f1c… --yes", "an admin replacing someone else's key"],
      ),
    )
    .action(async (options: { user?: string; yes?: boolean; json?: boolean }) => {
      const credentials = await context.credentials();
      const api = await context.api();
      const me = (await api.auth.me()).user;
      const own = options.user === undefined || options.user.toLowerCase() === me.uuid;
      if (!options.yes) {
        if (!context.io.stdin.isTTY)
          throw usageError("rotating replaces the key at once: pass --yes to confirm");
        const whose = own ? "your" : `user ${options.user}'s`;
        if (
          !(await confirmed(
            context,
            `Generate a new secret key? ${whose} current key stops working at once.`,
          ))
        ) {
          throw new CliError("Cancelled; the key is unchanged.");
        }
      }
      const answer = await api.secretKey.generate(own ? undefined : options.user);
      const key = secretKeyOf(answer);
      if (own && credentials.source.key === "config") {
        await saveConfig(context.io.env, { url: credentials.url, key });
        context.out.success(`Rotated your secret key; the new one is saved in ${credentials.file}.`);
      } else if (own) {
        context.out.success("Rotated your secret key.");
        context.out.warn("ADSTUDIO_KEY still holds the old key, which no longer works: update it.");
      } else {
        context.out.success(`Rotated the secret key of user ${options.user}; their old key no longer works.`);
      }
      if (options.json) context.out.json(answer);
      else context.out.data(key);
    });
}
