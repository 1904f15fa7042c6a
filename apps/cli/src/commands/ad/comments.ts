import type { AdComment, AdCommentInput } from "@adstudio/api-client";
import { Command } from "commander";
import { examples } from "../../lib/command.js";
import type { CliContext } from "../../lib/context.js";
import { usageError } from "../../lib/exit-codes.js";

interface CommentsOptions {
  version?: string;
  add?: string;
  reply?: string;
  size?: string;
  page?: string;
  x?: string;
  y?: string;
  layer?: string;
  resolve?: string;
  reopen?: string;
  json?: boolean;
}

const percent = (fraction: number | null) => (fraction === null ? "?" : `${Math.round(fraction * 100)}%`);
const when = (iso: string) => iso.slice(0, 16).replace("T", " ");

/** Where a thread points, as a person reads it: `sz300x250 at 50%, 25%`, `layer headline`. */
export function pinText(comment: AdComment): string {
  const pin = comment.pin;
  if (!pin) return "";
  const parts = [];
  if (pin.size) parts.push(`${pin.size} at ${percent(pin.x)}, ${percent(pin.y)}`);
  if (pin.page) parts.push(`page ${pin.page}`);
  if (pin.layer) parts.push(`layer ${pin.layer}`);
  return parts.join(", ");
}

/** The threads as text: each thread's state, id, pin, author and time, its body indented, then its replies. */
export function commentsText(comments: AdComment[]): string {
  const lines: string[] = [];
  const indent = (text: string, by: string) => text.split("\n").map((line) => `${by}${line}`);
  // A reviewer of a share link has no account: say so beside the name they typed.
  const author = (c: AdComment) => `${c.author.name}${c.author.kind === "reviewer" ? " (reviewer)" : ""}`;
  for (const c of comments) {
    if (c.parent === null) {
      if (lines.length > 0) lines.push("");
      const state = c.resolved ? `resolved by ${c.resolvedBy} on version ${c.resolvedVersion}` : "open";
      lines.push(`${c._id}  [${state}]  ${pinText(c)}`);
      lines.push(`  ${author(c)} · ${when(c.createdAt)}`);
      lines.push(...indent(c.body, "  "));
    } else {
      lines.push(`  ↳ ${c._id}  ${author(c)} · ${when(c.createdAt)}`);
      lines.push(...indent(c.body, "    "));
    }
  }
  return lines.join("\n");
}

function fraction(name: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const number = Number(value);
  if (value.trim() === "" || !Number.isFinite(number))
    throw usageError(`--${name} is a fraction of the size from 0 to 1, such as 0.5.`);
  return number;
}

function versionOf(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value)) throw usageError("--version is a review version number: 0, 1, 2 …");
  return Number(value);
}

/** What `--add` sends: a reply with `--reply`, otherwise a thread pinned by `--size --x --y` and/or `--layer`. */
function inputOf(options: CommentsOptions): AdCommentInput {
  const input: AdCommentInput = { body: options.add ?? "" };
  if (options.reply !== undefined) input.parent = options.reply;
  if (options.size !== undefined) input.size = options.size;
  if (options.page !== undefined) input.page = options.page;
  const x = fraction("x", options.x);
  const y = fraction("y", options.y);
  if (x !== undefined) input.x = x;
  if (y !== undefined) input.y = y;
  if (options.layer !== undefined) input.layer = options.layer;
  return input;
}

export function adCommentsCommand(context: CliContext): Command {
  return new Command("comments")
    .description(
      "List the comments on an ad's review version (default: the current one), add a pinned comment or a reply, resolve or reopen a thread",
    )
    .argument("<id>", "the ad's _id")
    .option("--version <n>", "the review version to list (0: the draft before the first review request)")
    .option("--add <text>", "add a comment (plain text) on the current version")
    .option("--size <size>", "with --add: the size the comment is pinned to, such as sz300x250")
    .option("--x <fraction>", "with --add --size: where across the size, 0 (left) to 1 (right)")
    .option("--y <fraction>", "with --add --size: where down the size, 0 (top) to 1 (bottom)")
    .option("--page <page>", "with --add --size: the page id")
    .option("--layer <layer>", "with --add: the layer id the comment is about")
    .option("--reply <commentId>", "with --add: reply to this thread instead of pinning a new one")
    .option("--resolve <commentId>", "resolve this thread on the current version")
    .option("--reopen <commentId>", "reopen this resolved thread")
    .option("--json", "print the answer as JSON on stdout")
    .addHelpText(
      "after",
      examples(
        ["adstudio ad comments 9a1c…", "the current version's threads"],
        ['adstudio ad comments 9a1c… --add "Bigger logo" --size sz300x250 --x 0.5 --y 0.25', "pin a comment"],
        ['adstudio ad comments 9a1c… --add "Done" --reply 3c5e…', "reply to a thread"],
        ["adstudio ad comments 9a1c… --resolve 3c5e…", "resolve a thread"],
      ),
    )
    .action(async (id: string, options: CommentsOptions) => {
      const actions = [options.add, options.resolve, options.reopen].filter((a) => a !== undefined);
      if (actions.length > 1) throw usageError("Use one of --add, --resolve and --reopen at a time.");
      const version = versionOf(options.version);
      if (options.add === undefined) {
        for (const name of ["size", "x", "y", "page", "layer", "reply"] as const)
          if (options[name] !== undefined) throw usageError(`--${name} goes with --add.`);
      }
      const api = await context.api();
      if (options.add !== undefined) {
        const { comment } = await api.adComments.add(id, inputOf(options));
        if (options.json) return context.out.json({ comment });
        context.out.success(`Comment ${comment._id} added on version ${comment.version}.`);
        return;
      }
      const toggled = options.resolve ?? options.reopen;
      if (toggled !== undefined) {
        const { comment } = await api.adComments.resolve(toggled, options.resolve !== undefined);
        if (options.json) return context.out.json({ comment });
        context.out.success(
          comment.resolved
            ? `Resolved on version ${comment.resolvedVersion}: ${comment._id}.`
            : `Reopened: ${comment._id}.`,
        );
        return;
      }
      const answer = await api.adComments.list(id, version);
      if (options.json) return context.out.json(answer);
      const threads = answer.comments.filter((c) => c.parent === null);
      const open = threads.filter((c) => !c.resolved).length;
      context.out.info(
        `Version ${answer.version} (current: ${answer.currentVersion}): ${open} open, ${threads.length - open} resolved.`,
      );
      if (answer.comments.length > 0) context.out.data(commentsText(answer.comments));
    });
}
