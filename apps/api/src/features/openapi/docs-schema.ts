import { escapeHtml as escapeText } from "@adstudio/core";
import type { OpenApiDocument } from "./document.js";

// HTML pieces of the reference page that describe JSON Schemas (fields, types, rules).

export type Json = Record<string, unknown>;

/** Any value as escaped HTML text (schema keywords can be numbers or booleans). */
export const escapeHtml = (value: unknown): string => escapeText(String(value));

/** `code` spans for the document's backticks; everything else escaped. */
export function text(value: unknown): string {
  return escapeHtml(value ?? "").replace(/`([^`]+)`/g, "<code>$1</code>");
}

export function asObject(value: unknown): Json | undefined {
  return value && typeof value === "object" && !Array.isArray(value) ? (value as Json) : undefined;
}

/** The name of a `#/components/<kind>/<name>` reference, if the value is one. */
export function refName(value: unknown): string | undefined {
  const ref = asObject(value)?.$ref;
  return typeof ref === "string" ? ref.split("/").at(-1) : undefined;
}

/** A schema with its reference to `components.schemas` followed. */
export function resolveSchema(doc: OpenApiDocument, schema: unknown): Json | undefined {
  const name = refName(schema);
  return name === undefined ? asObject(schema) : asObject((doc.components.schemas as Json)[name]);
}

/** Where a named schema is described on the page. */
export const schemaAnchor = (name: string) => `schema-${name}`;

/**
 * A short type in HTML: `string`, `string | null`, `"url" | "text"`, `QrLinkRecord[]` (linked to the
 * schema's description), `map of integer`.
 */
export function typeHtml(schema: Json | undefined): string {
  if (!schema) return "any";
  const name = refName(schema);
  if (name !== undefined) return `<a href="#${escapeHtml(schemaAnchor(name))}">${escapeHtml(name)}</a>`;
  if (Array.isArray(schema.enum)) return escapeHtml(schema.enum.map((v) => JSON.stringify(v)).join(" | "));
  if ("const" in schema) return escapeHtml(JSON.stringify(schema.const));
  const union = (schema.anyOf ?? schema.oneOf) as unknown[] | undefined;
  if (Array.isArray(union)) return union.map((s) => typeHtml(asObject(s))).join(" | ");
  if (Array.isArray(schema.type)) return escapeHtml(schema.type.join(" | "));
  if (schema.type === "array") return `${typeHtml(asObject(schema.items))}[]`;
  const values = asObject(schema.additionalProperties);
  if (schema.type === "object" && values && !schema.properties) return `map of ${typeHtml(values)}`;
  return typeof schema.type === "string" ? escapeHtml(schema.type) : "any";
}

function rules(schema: Json): string {
  const parts: string[] = [];
  const add = (key: string, label: string) => {
    if (schema[key] !== undefined) parts.push(`${label} ${JSON.stringify(schema[key])}`);
  };
  add("minLength", "min length");
  add("maxLength", "max length");
  add("minItems", "min items");
  add("maxItems", "max items");
  add("minimum", "≥");
  add("maximum", "≤");
  add("format", "format");
  add("pattern", "pattern");
  add("default", "default");
  if (typeof schema.description === "string") parts.push(schema.description);
  return parts.join("; ");
}

function properties(schema: Json): Array<{ field: string; property: Json; required: boolean }> {
  const required = new Set(Array.isArray(schema.required) ? schema.required : []);
  return Object.entries(asObject(schema.properties) ?? {}).map(([field, value]) => ({
    field,
    property: asObject(value) ?? {},
    required: required.has(field),
  }));
}

/** A table of an object schema's fields (name, type, required, rules); "" when it has none. */
export function fieldsTable(schema: Json): string {
  const rows = properties(schema).map(
    ({ field, property, required }) =>
      `<tr><td><code>${escapeHtml(field)}</code></td><td>${typeHtml(property)}</td><td>${
        required ? "yes" : ""
      }</td><td>${text(rules(property))}</td></tr>`,
  );
  return rows.length
    ? `<table><thead><tr><th>Field</th><th>Type</th><th>Required</th><th>Rules</th></tr></thead><tbody>${rows.join("")}</tbody></table>`
    : "";
}

/** An answer's body in one line: its schema's name, then `field: type` per field (`?` if optional). */
export function fieldsInline(doc: OpenApiDocument, schema: unknown): string {
  const resolved = resolveSchema(doc, schema) ?? {};
  const fields = properties(resolved).map(
    ({ field, property, required }) =>
      `<code>${escapeHtml(field)}${required ? "" : "?"}</code>: ${typeHtml(property)}`,
  );
  const name = refName(schema);
  const head = name !== undefined ? typeHtml(asObject(schema)) : fields.length ? "" : typeHtml(resolved);
  return [head, fields.length ? `{${fields.join(", ")}}` : ""].filter(Boolean).join(" ");
}
