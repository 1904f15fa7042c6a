import { pictureSources } from "@adstudio/core";
import type { ReactNode } from "react";

/**
 * A cover or thumbnail as `<picture>`: AVIF and WebP sources (resized copies the server stores), then
 * the `<img>` that `children` draws from the fallback address. Any other picture (a logo, a data URL)
 * is just that `<img>`. `display: contents` keeps the `<img>` the box its parent lays out.
 */
export function Picture({ src, children }: { src: string; children: (fallback: string) => ReactNode }) {
  const sources = pictureSources(src);
  if (!sources) return children(src);
  return (
    <picture style={{ display: "contents" }}>
      <source type="image/avif" srcSet={sources.avif} />
      <source type="image/webp" srcSet={sources.webp} />
      {children(sources.fallback)}
    </picture>
  );
}
