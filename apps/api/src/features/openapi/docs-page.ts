import type { OpenApiDocument } from "./document.js";

type Json = Record<string, unknown>;

const METHODS = ["get", "post", "put", "delete"] as const;

function escapeHtml(value: unknown): string {
  return String(value)
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

/** `code` spans for the document's backticks; everything else escaped. */
function text(value: unknown): string {
  return escapeHtml(value ?? "").replace(/`([^`]+)`/g, "<code>$1</code>");
}

function asObject(value: unknown): Json | undefined {
  return value && typeof value === "object" && !Array.isArray(value) ? (value as Json) : undefined;
}

function resolve(doc: OpenApiDocument, schema: unknown): Json | undefined {
  const object = asObject(schema);
  const ref = typeof object?.$ref === "string" ? object.$ref : undefined;
  if (!ref) return object;
  return asObject((doc.components.schemas as Json)[ref.replace("#/components/schemas/", "")]);
}

/** A short type: `string`, `string | null`, `"url" | "text"`, `string[]`, `object`. */
export function typeLabel(schema: Json | undefined): string {
  if (!schema) return "any";
  if (Array.isArray(schema.enum)) return schema.enum.map((v) => JSON.stringify(v)).join(" | ");
  if ("const" in schema) return JSON.stringify(schema.const);
  const union = (schema.anyOf ?? schema.oneOf) as unknown[] | undefined;
  if (Array.isArray(union)) return union.map((s) => typeLabel(asObject(s))).join(" | ");
  if (Array.isArray(schema.type)) return schema.type.join(" | ");
  if (schema.type === "array") return `${typeLabel(asObject(schema.items))}[]`;
  return typeof schema.type === "string" ? schema.type : "any";
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

function bodyFields(doc: OpenApiDocument, operation: Json): string {
  const requestBody = asObject(operation.requestBody);
  if (!requestBody) return "";
  const content = asObject(asObject(requestBody.content)?.["application/json"]);
  const ref = asObject(content?.schema)?.$ref;
  const name = typeof ref === "string" ? ref.split("/").pop() : "body";
  const schema = resolve(doc, content?.schema) ?? {};
  const properties = asObject(schema.properties) ?? {};
  const required = new Set(Array.isArray(schema.required) ? schema.required : []);
  const notes = [requestBody.description, schema.description].filter((n) => typeof n === "string");
  const rows = Object.entries(properties).map(([field, value]) => {
    const property = asObject(value) ?? {};
    return `<tr><td><code>${escapeHtml(field)}</code></td><td>${escapeHtml(typeLabel(property))}</td><td>${
      required.has(field) ? "yes" : ""
    }</td><td>${text(rules(property))}</td></tr>`;
  });
  return `<div class="body"><p><strong>Request body</strong> <code>${escapeHtml(name)}</code>${
    requestBody.required ? "" : " (optional)"
  }${notes.map((n) => ` — ${text(n)}`).join("")}</p>${
    rows.length
      ? `<table><thead><tr><th>Field</th><th>Type</th><th>Required</th><th>Rules</th></tr></thead><tbody>${rows.join("")}</tbody></table>`
      : ""
  }</div>`;
}

function parameters(operation: Json): string {
  const list = Array.isArray(operation.parameters) ? operation.parameters.map(asObject) : [];
  const query = list.filter((p): p is Json => p?.in === "query");
  if (!query.length) return "";
  return `<p class="params"><strong>Query</strong> ${query
    .map((p) => `<code>${escapeHtml(p.name)}</code>${p.required ? "*" : ""} ${text(p.description)}`)
    .join(" · ")}</p>`;
}

function operationHtml(doc: OpenApiDocument, method: string, path: string, operation: Json): string {
  const id = escapeHtml(operation.operationId ?? `${method}-${path}`);
  return `<section class="op" id="${id}">
<h3><span class="method ${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h3>
<p>${text(operation.summary)}</p>
<p class="auth"><strong>Auth</strong> ${text(operation.description)}</p>
${parameters(operation)}${bodyFields(doc, operation)}
</section>`;
}

const STYLE = `
body{font:15px/1.5 system-ui,sans-serif;margin:0 auto;max-width:1000px;padding:1rem 1.5rem;color:#1b1f24}
h1{margin-bottom:.25rem}h2{border-bottom:1px solid #d0d7de;margin-top:2rem;padding-bottom:.25rem}
h3{font-size:1rem;margin:.25rem 0}.op{border:1px solid #d0d7de;border-radius:6px;margin:.75rem 0;padding:.5rem .75rem}
.op p{margin:.25rem 0}.method{border-radius:4px;color:#fff;font-size:.8rem;padding:.1rem .4rem}
.get{background:#1f6feb}.post{background:#1a7f37}.put{background:#9a6700}.delete{background:#cf222e}
code{background:#f6f8fa;border-radius:3px;padding:0 .2rem}table{border-collapse:collapse;font-size:.9rem;margin:.25rem 0;width:100%}
td,th{border:1px solid #d0d7de;padding:.2rem .4rem;text-align:left;vertical-align:top}nav a{margin-right:.75rem}
`;

/** The API reference page: plain HTML (no scripts) from the OpenAPI document, grouped by tag. */
export function renderDocsPage(doc: OpenApiDocument): string {
  const sections = doc.tags.map((tag) => {
    const operations: string[] = [];
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const method of METHODS) {
        const operation = asObject(item[method]);
        const tags = operation?.tags;
        if (operation && Array.isArray(tags) && tags.includes(tag.name)) {
          operations.push(operationHtml(doc, method, path, operation));
        }
      }
    }
    return operations.length
      ? `<h2 id="tag-${escapeHtml(tag.name)}">${escapeHtml(tag.name)}</h2><p>${text(tag.description)}</p>${operations.join("\n")}`
      : "";
  });
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(doc.info.title)} ${escapeHtml(doc.info.version)} – reference</title>
<style>${STYLE}</style>
</head>
<body>
<h1>${escapeHtml(doc.info.title)} <small>${escapeHtml(doc.info.version)}</small></h1>
<p>${text(doc.info.description)}</p>
<p>Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI ${escapeHtml(doc.openapi)}).</p>
<nav>${doc.tags.map((t) => `<a href="#tag-${escapeHtml(t.name)}">${escapeHtml(t.name)}</a>`).join("")}</nav>
${sections.join("\n")}
</body>
</html>
`;
}
