import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { STATIC_FONT_FAMILY } from "@adstudio/creative/static";
import type { Font } from "satori";

/**
 * Inter from @fontsource/inter. Satori reads WOFF and TTF but not WOFF2, so the `.woff` files are used.
 * The latin-ext subset carries the accented letters (Turkish, Polish …) the latin one lacks; satori
 * falls back across every font it is given for a glyph the first does not have.
 */
const FONT_FILES = [400, 700].flatMap((weight) =>
  ["latin", "latin-ext"].map((subset) => ({ weight, file: `inter-${subset}-${weight}-normal.woff` })),
);

let fonts: Promise<Font[]> | undefined;

/** The fonts, read from the package once per process (about 120 KB) and shared by every call. */
export function loadFonts(): Promise<Font[]> {
  fonts ??= (async () => {
    const require = createRequire(import.meta.url);
    return Promise.all(
      FONT_FILES.map(async ({ weight, file }) => ({
        name: STATIC_FONT_FAMILY,
        weight: weight as Font["weight"],
        style: "normal" as const,
        data: await readFile(require.resolve(`@fontsource/inter/files/${file}`)),
      })),
    );
  })();
  // A failed read is not cached: the next call tries again.
  fonts.catch(() => {
    fonts = undefined;
  });
  return fonts;
}
