import type { PreviewSearch } from "./search";

/** The address path of the public preview (spec §7): the link to share works without signing in. */
export const PUBLIC_PREVIEW_PATH = "/preview";

const ORDER: (keyof PreviewSearch)[] = ["url", "size", "type", "teasers", "name", "uid", "showBrowsersBars"];

/**
 * The shareable preview link of what is on screen: the public /preview page with the query of spec §7
 * (url, size, type, teasers, name, uid) plus the browser-bar flag when it is set.
 */
export function previewLink(
  search: PreviewSearch,
  size: string,
  origin: string = globalThis.location?.origin ?? "",
): string {
  const params = new URLSearchParams();
  const withSize: PreviewSearch = { ...search, size };
  for (const key of ORDER) {
    const value = withSize[key];
    if (value !== undefined) params.set(key, String(value));
  }
  return `${origin}${PUBLIC_PREVIEW_PATH}?${params.toString()}`;
}
