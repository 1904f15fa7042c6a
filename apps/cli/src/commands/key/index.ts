import { Command } from "commander";
import { examples } from "../../lib/command.js";
import type { CliContext } from "../../lib/context.js";
import { keyRotateCommand } from "./rotate.js";
import { keyShowCommand } from "./show.js";

/** `adstudio key …`: the secret key the CLI signs in with (permission secretKey). */
export function keyCommand(context: CliContext): Command {
  return new Command("key")
    .description("Your secret key: show, rotate")
    .addCommand(keyShowCommand(context))
    .addCommand(keyRotateCommand(context))
    .addHelpText("after", examples(["adstudio key show", "print it"], ["adstudio key rotate", "replace it"]));
}
