/** What a preview link carries (spec studio §7 'Showcase and ads', §2 'Preview page'). */
export interface PreviewLinkInput {
  /** Address of the creative document. */
  url: string;
  /** A size with or without the `sz` prefix; the link carries it without (`300x250`, `responsive`). */
  size: string;
  type: string;
  /** Teaser sizes, in order; the link carries them comma-joined as given. */
  teasers?: readonly string[];
  name?: string;
  /** The owner, whose logo the preview's top bar shows. */
  uid?: string;
}

/**
 * `/preview?url=…&size=…&type=…[&teasers=…][&name=…][&uid=…]`, prefixed with `origin` when one is given
 * (the embed links to the studio it was loaded from). Values are URL-encoded; empty optional ones are
 * left out.
 */
export function previewLink(input: PreviewLinkInput, origin = ""): string {
  // core has no DOM or Node types, so no URLSearchParams: encode by hand (same result for these values).
  const params: [string, string | undefined][] = [
    ["url", input.url],
    ["size", input.size.startsWith("sz") ? input.size.slice(2) : input.size],
    ["type", input.type],
    ["teasers", input.teasers?.join(",")],
    ["name", input.name],
    ["uid", input.uid],
  ];
  const query = params
    .filter(([, value]) => value)
    .map(([key, value = ""]) => `${key}=${encodeURIComponent(value)}`)
    .join("&");
  return `${origin.replace(/\/+$/, "")}/preview?${query}`;
}

/** The parts of a published ad its preview link is made of (an ad list row, a showcase card). */
export interface PreviewableAd {
  /** The latest version's address; empty before the first publish. */
  location: string;
  teaser: Readonly<Record<string, unknown>>;
  type: string;
  name: string;
  createdBy?: string | null | undefined;
}

/**
 * The preview link of a published ad (spec studio §7): its latest version, opening on its first size
 * with every size in the top bar. Null before the first publish: a draft has nothing hosted to show.
 * The studio's lists and cards and the server-drawn showcase page all link through this one function.
 */
export function adPreviewLink(ad: PreviewableAd, origin = ""): string | null {
  const sizes = Object.keys(ad.teaser);
  const first = sizes[0];
  if (!ad.location || !first) return null;
  return previewLink(
    {
      url: ad.location,
      size: first,
      type: ad.type,
      teasers: sizes,
      name: ad.name,
      ...(ad.createdBy ? { uid: ad.createdBy } : {}),
    },
    origin,
  );
}
