import { pictureSources } from "@adstudio/core";
import type { ReactNode } from "react";

/**
 * A cover or thumbnail as `<picture>`: AVIF and WebP sources (resized copies the server stores), then
 * the `<img>` that `children` draws from the fallback address. Given `sizes` (how wide the picture is
 * shown, as in HTML), every source offers each stored width (`srcset` with `w` descriptors) and `children`
 * gets the fallback's `srcSet` too, so the browser loads the smallest one sharp enough for the screen;
 * without it each source is the one default width. Any other picture (a logo, a data URL) is just that
 * `<img>`. `display: contents` keeps the `<img>` the box its parent lays out.
 */
export function Picture({
  src,
  sizes,
  children,
}: {
  src: string;
  sizes?: string;
  children: (fallback: string, responsive?: { srcSet: string; sizes: string }) => ReactNode;
}) {
  const sources = pictureSources(src);
  if (!sources) return children(src);
  return (
    <picture style={{ display: "contents" }}>
      <source type="image/avif" srcSet={sizes ? sources.avifSet : sources.avif} sizes={sizes} />
      <source type="image/webp" srcSet={sizes ? sources.webpSet : sources.webp} sizes={sizes} />
      {children(sources.fallback, sizes ? { srcSet: sources.fallbackSet, sizes } : undefined)}
    </picture>
  );
}
