import { Marked } from "marked";
import { sanitiseRichText } from "./sanitise.js";

// Our own instance: GitHub-flavoured markdown (tables, ~~strike~~) as the old studio field wrote it, and
// single line breaks kept as the old reader showed them.
const markdown = new Marked({ gfm: true, breaks: true, async: false });

/**
 * Whether a stored rich-text value is already HTML. The editor always writes a block element first
 * (`<p>`, `<h2>`, `<ul>`, `<table>`), so HTML starts with `<` and ends with `>`; the markdown the studio
 * stored before (issue 18) starts with text, `#`, `-`, `|` or `**`.
 */
export function isHtml(value: string): boolean {
  const trimmed = value.trim();
  return /^<[a-z!]/i.test(trimmed) && trimmed.endsWith(">");
}

/**
 * A rich-text value as the sanitised HTML the studio shows and edits. Markdown stored before the editor
 * became HTML is converted here, when it is read (and on its next save), rather than by a migration: the
 * conversion needs `marked`, which SQL cannot run, and values that never change keep their original text.
 * An empty value stays empty so that "required" still sees it as empty.
 */
export function richTextHtml(value: string): string {
  if (value.trim() === "") return "";
  const html = isHtml(value) ? value : (markdown.parse(value) as string);
  return sanitiseRichText(html).trim();
}
