import * as v from "valibot";

/**
 * Ids inside a document (layers, pages, features, exits' owners) are short slugs chosen by the editor:
 * safe in HTML ids, CSS selectors and file names without escaping.
 */
export const ID_PATTERN = /^[A-Za-z][A-Za-z0-9_-]{0,39}$/;
export const IdSchema = v.pipe(
  v.string(),
  v.regex(ID_PATTERN, "Use 1 to 40 letters, digits, '-' or '_', starting with a letter."),
);

/** Assets are addressed by the SHA-256 of their bytes (lower-case hex), as the storage module keys them. */
export const ASSET_HASH_PATTERN = /^[0-9a-f]{64}$/;
export const AssetHashSchema = v.pipe(
  v.string(),
  v.regex(ASSET_HASH_PATTERN, "Use an asset's SHA-256 hash."),
);

/**
 * Exit names follow the Google Ads / IAB convention: `clickTag`, then `clickTag2`, `clickTag3` … A
 * creative reads each from a global variable of the same name, overridable by a `?clickTag=` parameter.
 */
export const EXIT_NAME_PATTERN = /^clickTag([2-9]|[1-9][0-9])?$/;
export const ExitNameSchema = v.pipe(
  v.string(),
  v.regex(EXIT_NAME_PATTERN, "Exit names are clickTag, clickTag2, clickTag3 …"),
);

/**
 * Sibling order uses fractional index keys (EDITOR-NOTES: a move rewrites one key, never renumbers the
 * siblings): compared as plain strings, "a0" < "a0V" < "a1".
 */
export const OrderKeySchema = v.pipe(v.string(), v.regex(/^[0-9A-Za-z]{1,32}$/, "Use an order key."));

/** Teaser keys of the size catalogue: `sz300x250`, or a special size (`responsive`, `vast` …). */
export const TeaserKeySchema = v.pipe(
  v.string(),
  v.regex(/^(sz\d{2,4}x\d{2,4}|responsive|mobile|in-stream|vast)$/, "Use a size such as sz300x250."),
);

export const HttpsUrlSchema = v.pipe(
  v.string(),
  v.maxLength(2048, "Use at most 2048 characters."),
  v.url("Use a full https:// address."),
  v.startsWith("https://", "Use a full https:// address."),
);
