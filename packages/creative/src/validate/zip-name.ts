/** The longest name of an HTML5 zip an ad server takes (CREATIVE-STANDARDS: "zip file name ≤ 50 characters"). */
export const MAX_ZIP_NAME_LENGTH = 50;

/** A file-name-safe form of a name: letters, digits, `_` and `-`; `fallback` when nothing is left. */
export function fileNameSlug(name: string, fallback = "ad"): string {
  return (
    name
      .replace(/[^A-Za-z0-9_-]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, MAX_ZIP_NAME_LENGTH) || fallback
  );
}

/**
 * `{slug}{suffix}`, short enough that it names a zip of at most 50 characters with `.zip`: the slug is
 * shortened to fit, never the suffix (the size that tells the creatives of one ad apart), so the zips the
 * studio writes pass `adstudio validate`.
 */
export function zipBaseName(slug: string, suffix: string): string {
  const room = MAX_ZIP_NAME_LENGTH - ".zip".length - suffix.length;
  const cut = slug.slice(0, Math.max(room, 1)).replace(/[-_]+$/, "") || slug.slice(0, 1);
  return `${cut}${suffix}`;
}
