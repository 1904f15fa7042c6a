import {
  AD_COMMENT_MENTION_MESSAGE,
  AD_COMMENT_NESTED_MESSAGE,
  AD_COMMENT_NOT_FOUND_MESSAGE,
  AD_COMMENT_PARENT_MESSAGE,
  AD_COMMENT_PIN_MESSAGE,
  AD_COMMENT_POINT_MESSAGE,
  AD_COMMENT_REPLY_PIN_MESSAGE,
  AD_COMMENT_RESOLVE_REPLY_MESSAGE,
  AD_COMMENT_SIZE_MESSAGE,
  AD_COMMENT_VERSION_MESSAGE,
  type AdComment,
  type AdCommentInput,
  type AdCommentPerson,
  type AdCommentsResponse,
} from "@adstudio/contract";
import { isAdminRoleName, parseSizeKey, ROLE_GROUPS } from "@adstudio/core";
import type { AdDocument } from "@adstudio/creative";
import type { AppDeps } from "../../app-env.js";
import { badRequest, notFound } from "../../http/errors.js";
import { isUuid } from "../../http/record-id.js";
import { currentReviewVersion, reviewSnapshot } from "../ad-approval/index.js";
import { sendNotice } from "../chat/index.js";
import * as repo from "./repo.js";

/** The ad a comment is about, already checked as visible to whoever comments (a user or a share link). */
export interface CommentedAd {
  id: string;
  name: string;
  companyId: string;
  document: AdDocument;
}

/** Who writes: a studio user, or a reviewer of a share link (named by what they typed). */
export type CommentAuthor =
  | { kind: "user"; id: string; name: string }
  | { kind: "reviewer"; shareLinkId: string; name: string; email: string | null };

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function toComment(row: repo.CommentRow, names: Map<string, string>): AdComment {
  const pinned = row.parentId === null && (row.size !== null || row.layer !== null);
  return {
    _id: row.id,
    version: row.version,
    parent: row.parentId,
    pin: pinned ? { size: row.size, page: row.page, x: row.x, y: row.y, layer: row.layer } : null,
    body: row.body,
    author: {
      kind: row.shareLinkId !== null || row.authorId === null ? "reviewer" : "user",
      _id: row.authorId,
      name: row.authorName,
    },
    mentions: row.mentions.flatMap((id) => {
      const name = names.get(id);
      return name === undefined ? [] : [{ _id: id, name }];
    }),
    resolved: row.resolvedAt !== null,
    resolvedBy: row.resolvedBy,
    resolvedAt: iso(row.resolvedAt),
    resolvedVersion: row.resolvedVersion,
    createdAt: row.createdAt.toISOString(),
  };
}

async function toComments(deps: AppDeps, rows: repo.CommentRow[]): Promise<AdComment[]> {
  const names = await repo.namesOf(deps.database.db, [...new Set(rows.flatMap((r) => r.mentions))]);
  return rows.map((row) => toComment(row, names));
}

/** Threads oldest first, each followed by its replies oldest first (rows come oldest first). */
function threaded(rows: repo.CommentRow[]): repo.CommentRow[] {
  const replies = new Map<string, repo.CommentRow[]>();
  for (const row of rows) {
    if (row.parentId === null) continue;
    replies.set(row.parentId, [...(replies.get(row.parentId) ?? []), row]);
  }
  return rows
    .filter((r) => r.parentId === null)
    .flatMap((thread) => [thread, ...(replies.get(thread.id) ?? [])]);
}

/**
 * The comments version `version` shows (default: the ad's current version): threads made up to it that
 * are open or were resolved on it or later, each followed by its replies made up to it.
 */
export async function listComments(
  deps: AppDeps,
  ad: CommentedAd,
  version?: number,
): Promise<AdCommentsResponse> {
  const db = deps.database.db;
  const current = await currentReviewVersion(db, ad.id);
  const shown = version ?? current;
  if (shown > current) throw badRequest(AD_COMMENT_VERSION_MESSAGE, { version: AD_COMMENT_VERSION_MESSAGE });
  const rows = threaded(await repo.commentsOfVersion(db, ad.id, shown));
  return { version: shown, currentVersion: current, comments: await toComments(deps, rows) };
}

/** The sizes a pin may name: the current version's (what reviewers see) and the draft's (what the editor shows). */
async function sizesOf(deps: AppDeps, ad: CommentedAd, version: number): Promise<Set<string>> {
  const snapshot =
    version > 0 ? ((await reviewSnapshot(deps.database.db, ad.id, version))?.document ?? null) : null;
  return new Set([...Object.keys(ad.document.teaser ?? {}), ...Object.keys(snapshot?.teaser ?? {})]);
}

const field = (name: string, message: string) => badRequest(message, { [name]: message });

/** Where a new thread points; a reply must not point anywhere. */
async function pinOf(deps: AppDeps, ad: CommentedAd, input: AdCommentInput, version: number) {
  const pinned = [input.size, input.page, input.x, input.y, input.layer].some((v) => v !== undefined);
  if (input.parent !== undefined) {
    if (pinned) throw field("parent", AD_COMMENT_REPLY_PIN_MESSAGE);
    return { size: null, page: null, x: null, y: null, layer: null };
  }
  if (input.size === undefined && input.layer === undefined) throw field("size", AD_COMMENT_PIN_MESSAGE);
  if (input.size !== undefined) {
    const key = parseSizeKey(input.size)?.key ?? input.size;
    if (!(await sizesOf(deps, ad, version)).has(key)) throw field("size", AD_COMMENT_SIZE_MESSAGE);
    if (input.x === undefined) throw field("x", AD_COMMENT_POINT_MESSAGE);
    if (input.y === undefined) throw field("y", AD_COMMENT_POINT_MESSAGE);
    return { size: key, page: input.page ?? null, x: input.x, y: input.y, layer: input.layer ?? null };
  }
  if (input.x !== undefined || input.y !== undefined) throw field("size", AD_COMMENT_PIN_MESSAGE);
  return { size: null, page: input.page ?? null, x: null, y: null, layer: input.layer ?? null };
}

/** Whether a user sees the ad: the ad's company is theirs, or they are of the admin group. */
const seesAd = (person: repo.Person, ad: CommentedAd) =>
  isAdminRoleName(person.roleName) || person.companyIds.includes(ad.companyId);

async function mentionedPeople(deps: AppDeps, ad: CommentedAd, ids: readonly string[]) {
  const wanted = [...new Set(ids.map((id) => id.toLowerCase()))];
  const found = await repo.activeUsers(deps.database.db, wanted);
  if (found.length !== wanted.length || !found.every((p) => seesAd(p, ad)))
    throw field("mentions", AD_COMMENT_MENTION_MESSAGE);
  return wanted;
}

/** The first words of a comment for a notice: one line, at most about 80 characters. */
export function firstWords(body: string, limit = 80): string {
  const line = body.replace(/\s+/g, " ").trim();
  if (line.length <= limit) return line;
  const cut = line.slice(0, limit);
  const space = cut.lastIndexOf(" ");
  return `${(space > limit / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

function sizeLabel(size: string | null): string {
  if (size === null) return "a layer";
  const parsed = parseSizeKey(size);
  return parsed?.width && parsed.height ? `${parsed.width}×${parsed.height}` : size;
}

/**
 * Adds a comment on the ad's current version: a pinned thread, or a reply to a thread's first comment.
 * Mentioned users (only a studio user mentions) get a chat message and an e-mail naming the ad, the size
 * and the comment's first words, with the address of the ad's editor.
 */
export async function addComment(
  deps: AppDeps,
  ad: CommentedAd,
  author: CommentAuthor,
  input: AdCommentInput,
  origin: string,
): Promise<AdComment> {
  const db = deps.database.db;
  const version = await currentReviewVersion(db, ad.id);
  let thread: repo.CommentRow | undefined;
  if (input.parent !== undefined) {
    thread = await repo.findComment(db, ad.id, input.parent.toLowerCase());
    if (!thread) throw field("parent", AD_COMMENT_PARENT_MESSAGE);
    if (thread.parentId !== null) throw field("parent", AD_COMMENT_NESTED_MESSAGE);
  }
  const pin = await pinOf(deps, ad, input, version);
  const mentions = input.mentions?.length
    ? author.kind === "user"
      ? await mentionedPeople(deps, ad, input.mentions)
      : // A reviewer sees no studio users, so has no one to mention.
        (() => {
          throw field("mentions", AD_COMMENT_MENTION_MESSAGE);
        })()
    : [];
  const now = deps.clock();
  const row = await repo.insertComment(db, {
    adId: ad.id,
    version,
    parentId: thread?.id ?? null,
    ...pin,
    body: input.body,
    authorId: author.kind === "user" ? author.id : null,
    authorName: author.name,
    authorEmail: author.kind === "reviewer" ? author.email : null,
    shareLinkId: author.kind === "reviewer" ? author.shareLinkId : null,
    mentions,
    createdAt: now,
    updatedAt: now,
  });
  if (author.kind === "user" && mentions.length > 0) {
    const where = sizeLabel((thread ?? row).size);
    const words = firstWords(input.body);
    const link = `${origin}/studio/pro-ad/${ad.id}`;
    const text = `${author.name} mentioned you in a comment on "${ad.name}" (${where}): "${words}" ${link}`;
    await sendNotice(deps, {
      from: author.id,
      to: mentions,
      text,
      mail: {
        subject: `${author.name} mentioned you on "${ad.name}"`,
        text: `${author.name} mentioned you in a comment on "${ad.name}" (${where}):\n\n"${words}"\n\nOpen the ad: ${link}\n`,
      },
    });
  }
  const [comment] = await toComments(deps, [row]);
  return comment as AdComment;
}

/** The ad a comment belongs to; a malformed or unknown id answers 404 like a missing comment. */
export async function adIdOfComment(deps: AppDeps, commentId: string): Promise<string> {
  if (!isUuid(commentId)) throw notFound(AD_COMMENT_NOT_FOUND_MESSAGE);
  const adId = await repo.adOfComment(deps.database.db, commentId.toLowerCase());
  if (!adId) throw notFound(AD_COMMENT_NOT_FOUND_MESSAGE);
  return adId;
}

/** Resolves a thread on the ad's current version (who and when), or reopens it. */
export async function resolveComment(
  deps: AppDeps,
  ad: CommentedAd,
  commentId: string,
  resolved: boolean,
  by: string,
): Promise<AdComment> {
  const db = deps.database.db;
  const row = await repo.findComment(db, ad.id, commentId.toLowerCase());
  if (!row) throw notFound(AD_COMMENT_NOT_FOUND_MESSAGE);
  if (row.parentId !== null) throw field("resolved", AD_COMMENT_RESOLVE_REPLY_MESSAGE);
  const now = deps.clock();
  const version = await currentReviewVersion(db, ad.id);
  const updated = await repo.setResolved(db, row.id, resolved ? { at: now, by, version } : null, now);
  const [comment] = await toComments(deps, [updated]);
  return comment as AdComment;
}

/** Who a comment on the ad may mention, by name. */
export async function mentionablePeople(deps: AppDeps, ad: CommentedAd): Promise<AdCommentPerson[]> {
  const people = await repo.peopleOf(deps.database.db, ad.companyId, ROLE_GROUPS.admin);
  return people.map((p) => ({ _id: p.id, name: p.name, username: p.username }));
}
