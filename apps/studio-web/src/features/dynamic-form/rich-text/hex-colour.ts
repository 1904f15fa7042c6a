const RGB = /rgba?\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*(?:,\s*[\d.]+\s*)?\)/gi;

const hex = (channel: string) => Math.min(255, Number(channel)).toString(16).padStart(2, "0");

/**
 * The editor's HTML with every `rgb()` colour written as hex with a leading `#` (spec shell §5, and the
 * only colour form the server keeps). Chromium serialises a colour set as `#c92a2a` as
 * `rgb(201, 42, 42)` in the editor's HTML.
 */
export function withHexColours(html: string): string {
  // Only inside style attributes: a text that reads "rgb(1, 2, 3)" stays as typed (quotes in text are
  // written as &quot;, so a text cannot look like an attribute).
  return html.replace(
    /style="([^"]*)"/g,
    (_attribute, css: string) =>
      `style="${css.replace(RGB, (_match, r: string, g: string, b: string) => `#${hex(r)}${hex(g)}${hex(b)}`)}"`,
  );
}
