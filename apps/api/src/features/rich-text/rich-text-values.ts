import { isPlainObject } from "@adstudio/core";
import type { FieldEntry, FormValues } from "@adstudio/form-engine";
import { richTextHtml } from "./rich-text-html.js";

/**
 * `values` with every rich-text field of the template (top level and inside array rows) turned into
 * sanitised HTML by {@link richTextHtml}; other values and non-text rich-text values (which validation
 * rejects) are left as they are. Used on every save and every read of a template's values.
 */
export function withRichTextHtml(entries: readonly FieldEntry[], values: FormValues): FormValues {
  const out: FormValues = { ...values };
  for (const entry of entries) {
    const name = entry.field.name;
    const value = out[name];
    if (entry.field.kind === "richText" && typeof value === "string") {
      out[name] = richTextHtml(value);
    } else if (entry.field.kind === "array" && Array.isArray(value) && hasRichText(entry.children)) {
      out[name] = value.map((row) => (isPlainObject(row) ? withRichTextHtml(entry.children, row) : row));
    }
  }
  return out;
}

function hasRichText(entries: readonly FieldEntry[]): boolean {
  return entries.some((entry) => entry.field.kind === "richText" || hasRichText(entry.children));
}
