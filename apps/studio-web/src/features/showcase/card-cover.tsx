import type { ShowcaseAd } from "@adstudio/api-client";
import { SHOWCASE_COVER_SIZES } from "@adstudio/core";
import { useState } from "react";
import { Picture } from "../../lib/picture";
import { safeImageUrl } from "../../lib/safe-image-url";
import { DEFAULT_LOGO_URL } from "../preview/links";
import classes from "./showcase.module.css";

/**
 * The card's picture: the cover, else the first frame drawn at publishing, else the company's logo, else
 * the product's watermark; a picture that fails to load falls to the next (spec studio §8).
 */
/** `eager`: a card of the first row, whose picture is the page's largest paint: never lazy. */
export function CardCover({
  ad,
  preview,
  eager,
}: {
  ad: ShowcaseAd;
  preview?: string | null;
  eager?: boolean;
}) {
  const candidates = [preview, ad.coverImage?.location, ad.thumbnail, ad.company.logo]
    .map((url) => safeImageUrl(url))
    .filter((url): url is string => url !== null);
  const [failed, setFailed] = useState<string[]>([]);
  const src = candidates.find((url) => !failed.includes(url));
  const fromAd = src !== undefined && src !== safeImageUrl(ad.company.logo);
  return (
    <Picture src={src ?? DEFAULT_LOGO_URL} sizes={SHOWCASE_COVER_SIZES}>
      {(fallback, responsive) => (
        <img
          className={classes.cover}
          src={fallback}
          srcSet={responsive?.srcSet}
          sizes={responsive?.sizes}
          alt=""
          loading={eager ? "eager" : "lazy"}
          fetchPriority={eager ? "high" : "auto"}
          data-fallback={!fromAd || undefined}
          data-testid="card-cover"
          onError={() => src && setFailed((list) => [...list, src])}
        />
      )}
    </Picture>
  );
}
