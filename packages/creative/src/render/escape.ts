import { escapeHtml } from "@adstudio/core";

// One HTML escaper for the server pages and the creatives.
export { escapeHtml };

/** ` name="url"` for an address the document resolved, or nothing when there is none. */
export const urlAttribute = (name: "src" | "poster", url: string | null | undefined): string =>
  url ? ` ${name}="${escapeHtml(url)}"` : "";

/**
 * JSON for a `<script>` element: `<` is written as `\u003c` so no text can close the element (`</script>`)
 * or open a comment, and the line separators JavaScript rejects in strings are escaped too.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}

/** A finite number for CSS (a document that skipped validation must not write `NaN` or `Infinity`). */
export function num(value: number | undefined, fallback = 0): number {
  return typeof value === "number" && Number.isFinite(value) ? Math.round(value * 1000) / 1000 : fallback;
}

const COLOUR = /^(#[0-9a-fA-F]{3,8}|transparent|rgba?\([0-9., %]+\))$/;

/** A colour the schema allows, or null: CSS values are checked again because CSS cannot be escaped. */
export function colour(value: string | undefined): string | null {
  return value !== undefined && COLOUR.test(value) ? value : null;
}

const FONT_NAME = /^[A-Za-z0-9 -]{1,60}$/;
const GENERIC_FONTS = new Set(["serif", "sans-serif", "monospace", "cursive", "system-ui"]);

/** A system font name as a quoted CSS family with a fallback stack; anything else gets the system stack. */
export function fontFamily(name: string): string {
  const stack = "system-ui,-apple-system,'Segoe UI',Roboto,sans-serif";
  if (GENERIC_FONTS.has(name)) return name;
  return FONT_NAME.test(name) ? `'${name}',${stack}` : stack;
}
