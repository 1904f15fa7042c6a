import type { AdSummary } from "@adstudio/api-client";
import { previewLink } from "@adstudio/core";

/**
 * The preview link of a published ad (spec studio §7): its latest version, opening on its first size
 * with every size in the top bar. Null before the first publish: a draft has nothing hosted to show.
 */
export function adPreviewLink(
  ad: Pick<AdSummary, "location" | "teaser" | "type" | "name" | "createdBy">,
  origin = "",
): string | null {
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
