const HTML_SPECIAL = /[&<>"']/;
const HTML_SPECIALS = /[&<>"']/g;
const ENTITIES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/**
 * Escapes text for HTML text and quoted attribute values alike: every page the server writes and every
 * creative the engine renders carries user input (company names, ad texts, QR texts). The fast path (one
 * test, no copy) keeps rendering cheap for the common case of plain text. Five lines are not worth a
 * dependency; this is the only copy.
 */
export function escapeHtml(value: string): string {
  return HTML_SPECIAL.test(value) ? value.replace(HTML_SPECIALS, (c) => ENTITIES[c] as string) : value;
}
