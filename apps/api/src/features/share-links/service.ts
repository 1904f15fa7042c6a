import { randomBytes } from "node:crypto";
import {
  type Review,
  SHARE_LINK_DEFAULT_DAYS,
  SHARE_LINK_NOT_FOUND,
  type ShareLink,
  type ShareLinkCreateInput,
  type ShareLinkMode,
} from "@adstudio/contract";
import { parseSizeKey } from "@adstudio/core";
import type { AppDeps, AuthContext } from "../../app-env.js";
import { notFound } from "../../http/errors.js";
import { absoluteUrl } from "../../http/public-url.js";
import { recordId } from "../../http/record-id.js";
import { reviewSnapshot } from "../ad-approval/index.js";
import { findAd, visibleAd, withCurrentDocument } from "../ads/index.js";
import { hashPassword } from "../auth/index.js";
import { type ShareAccess, shareTokenHash } from "./access.js";
import * as repo from "./repo.js";
import { issueFrameTicket } from "./ticket.js";

const DAY_MS = 24 * 60 * 60_000;

/** A link as the studio sees it: never its token's hash nor its password's. */
export function toShareLink(row: repo.ShareLinkWithCreator): ShareLink {
  return {
    _id: row.id,
    adId: row.adId,
    mode: row.mode === "comment" ? "comment" : "view",
    expiresAt: row.expiresAt.toISOString(),
    hasPassword: row.passwordHash !== null,
    createdBy: row.createdBy && row.creatorName ? { _id: row.createdBy, name: row.creatorName } : null,
    createdAt: row.createdAt.toISOString(),
    revokedAt: row.revokedAt?.toISOString() ?? null,
    views: row.views,
    lastViewedAt: row.lastViewedAt?.toISOString() ?? null,
  };
}

/**
 * Makes a link to one of the caller's ads. The token (32 random bytes, base64url) leaves the server only
 * in this answer's `url`; the database keeps its SHA-256, and the password's argon2 hash.
 */
export async function createShareLink(
  deps: AppDeps,
  auth: AuthContext,
  adId: string,
  input: ShareLinkCreateInput,
  origin: string,
): Promise<{ link: ShareLink; url: string }> {
  const ad = await visibleAd(deps, auth, adId);
  const token = randomBytes(32).toString("base64url");
  const now = deps.clock();
  const days = input.expiresInDays ?? SHARE_LINK_DEFAULT_DAYS;
  const row = await repo.insertLink(deps.database.db, {
    adId: ad.id,
    tokenHash: shareTokenHash(token),
    mode: input.mode,
    passwordHash: input.password ? await hashPassword(input.password) : null,
    expiresAt: new Date(now.getTime() + days * DAY_MS),
    createdBy: auth.user.id,
    createdAt: now,
  });
  if (!row) throw new Error("The share link was not stored");
  return {
    link: toShareLink({ ...row, creatorName: auth.user.displayName }),
    url: `${origin}/review/${token}`,
  };
}

/** The ad's links that still open, newest first. */
export async function listShareLinks(deps: AppDeps, auth: AuthContext, adId: string) {
  const ad = await visibleAd(deps, auth, adId);
  const rows = await repo.listActive(deps.database.db, ad.id, deps.clock());
  return { links: rows.map(toShareLink) };
}

/** Revokes a link of one of the caller's ads (again: no change); another company's link is not found. */
export async function revokeShareLink(deps: AppDeps, auth: AuthContext, linkId: string) {
  const db = deps.database.db;
  const found = await repo.findLink(db, recordId(linkId, SHARE_LINK_NOT_FOUND));
  if (!found) throw notFound(SHARE_LINK_NOT_FOUND);
  // The link's ad must be the caller's: otherwise it answers exactly like a missing link.
  await visibleAd(deps, auth, found.adId, SHARE_LINK_NOT_FOUND);
  await repo.revokeLink(db, found.id, deps.clock());
  const link = await repo.findLink(db, found.id);
  if (!link) throw notFound(SHARE_LINK_NOT_FOUND);
  return { link: toShareLink(link) };
}

/**
 * The design a link shows: the ad's current review version's snapshot, or its saved draft (version 0)
 * before anyone requested a review. Reached only by the link's own ad id, never an id from the request.
 */
export async function reviewDesign(deps: AppDeps, adId: string, version?: number) {
  const db = deps.database.db;
  const ad = await findAd(db, adId, null);
  if (!ad) return undefined;
  const snapshot =
    version === undefined
      ? await repo.currentReviewVersion(db, adId)
      : version > 0
        ? await reviewSnapshot(db, adId, version)
        : undefined;
  if (version !== undefined && version > 0 && !snapshot) return undefined;
  const document = snapshot ? withCurrentDocument({ document: snapshot.document }).document : undefined;
  const current = withCurrentDocument(ad);
  return { ad: current, version: snapshot?.version ?? 0, document: document ?? current.document };
}

/** `GET /api/review`: what the opened link shows, with a frame ticket per size; counts one view. */
export async function openReview(deps: AppDeps, access: ShareAccess, origin: string): Promise<Review> {
  const design = await reviewDesign(deps, access.adId);
  if (!design) throw notFound(SHARE_LINK_NOT_FOUND);
  const { ad, version, document } = design;
  await repo.countView(deps.database.db, access.link.id, deps.clock());
  const mode: ShareLinkMode = access.mode;
  return {
    ad: { _id: ad.id, name: ad.name, type: ad.type as Review["ad"]["type"] },
    company: { name: ad.companyName, logo: absoluteUrl(origin, ad.companyLogo) },
    link: { _id: access.link.id, mode, expiresAt: access.link.expiresAt.toISOString() },
    version,
    draft: version === 0,
    sizes: Object.keys(document.teaser).map((size) => {
      const parsed = parseSizeKey(size);
      const ticket = issueFrameTicket(deps, { link: access.link.id, version, size });
      return {
        size,
        width: parsed?.width ?? null,
        height: parsed?.height ?? null,
        frame: `${origin}/api/review/frame?ticket=${encodeURIComponent(ticket)}`,
      };
    }),
  };
}
