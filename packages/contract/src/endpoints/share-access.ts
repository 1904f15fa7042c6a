/**
 * Issue 31: how a reviewer without an account reaches an ad through a share link. The link's address is
 * `{studio}/review/{token}`; the review page sends the token (and a password, when the link has one) in
 * these headers, never in an API address, so tokens stay out of access logs and Referer headers.
 */
export const REVIEW_TOKEN_HEADER = "x-review-token";
export const REVIEW_PASSWORD_HEADER = "x-review-password";

/** 404: no link has this token (or none was sent). */
export const SHARE_LINK_UNKNOWN_MESSAGE = "This review link does not exist. Ask for a new one.";
/** 410: past its expiry. */
export const SHARE_LINK_EXPIRED_MESSAGE = "This review link has expired. Ask for a new one.";
/** 410: revoked by someone in the studio. */
export const SHARE_LINK_REVOKED_MESSAGE = "This review link was revoked. Ask for a new one.";
/** 401: the link has a password and none was sent. */
export const SHARE_LINK_PASSWORD_MESSAGE = "This review link needs a password.";
/** 401: the password sent is not the link's. */
export const SHARE_LINK_WRONG_PASSWORD_MESSAGE = "Wrong password for this review link.";
/** 429, with the whole minutes to wait. */
export const shareLinkThrottledMessage = (minutes: string) =>
  `Too many attempts to open review links. Try again in ${minutes}.`;

/** What a link lets its reviewers do. */
export const SHARE_LINK_MODES = ["view", "comment"] as const;
export type ShareLinkMode = (typeof SHARE_LINK_MODES)[number];
