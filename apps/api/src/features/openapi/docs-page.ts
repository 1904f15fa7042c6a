import {
  asObject,
  escapeHtml,
  fieldsInline,
  fieldsTable,
  type Json,
  refName,
  resolveSchema,
  schemaAnchor,
  text,
  typeHtml,
} from "./docs-schema.js";
import type { OpenApiDocument } from "./document.js";

const METHODS = ["get", "post", "put", "delete"] as const;

function bodyFields(doc: OpenApiDocument, operation: Json): string {
  const requestBody = asObject(operation.requestBody);
  if (!requestBody) return "";
  const media = asObject(requestBody.content) ?? {};
  const multipart = asObject(media["multipart/form-data"]);
  if (multipart) {
    return `<div class="body"><p><strong>Request body</strong> <code>multipart/form-data</code> — ${text(
      requestBody.description,
    )}</p></div>`;
  }
  const content = asObject(media["application/json"]);
  const name = refName(content?.schema) ?? "body";
  const schema = resolveSchema(doc, content?.schema) ?? {};
  const notes = [requestBody.description, schema.description].filter((n) => typeof n === "string");
  return `<div class="body"><p><strong>Request body</strong> <code>${escapeHtml(name)}</code>${
    requestBody.required ? "" : " (optional)"
  }${notes.map((n) => ` — ${text(n)}`).join("")}</p>${fieldsTable(schema)}</div>`;
}

/** What one answer holds: its JSON fields, its content types, or nothing (204). */
function responseBody(doc: OpenApiDocument, response: Json): string {
  const content = asObject(response.content) ?? {};
  return Object.entries(content)
    .map(([type, media]) =>
      type === "application/json"
        ? fieldsInline(doc, asObject(media)?.schema)
        : `<code>${escapeHtml(type)}</code>`,
    )
    .join(" or ");
}

function responses(doc: OpenApiDocument, operation: Json): string {
  const rows = Object.entries(asObject(operation.responses) ?? {}).map(([status, value]) => {
    const shared = refName(value);
    const response =
      (shared !== undefined ? asObject((doc.components.responses as Json)[shared]) : asObject(value)) ?? {};
    return `<tr><td>${escapeHtml(status)}</td><td>${text(response.description)}</td><td>${responseBody(doc, response)}</td></tr>`;
  });
  return `<div class="responses"><p><strong>Responses</strong></p><table><thead><tr><th>Status</th><th>Description</th><th>Body</th></tr></thead><tbody>${rows.join("")}</tbody></table></div>`;
}

/** Every named schema with its fields, so the types in the tables above can link to them. */
function schemasSection(doc: OpenApiDocument): string {
  const schemas = Object.entries(doc.components.schemas as Json).sort(([a], [b]) => a.localeCompare(b));
  const parts = schemas.map(([name, value]) => {
    const schema = asObject(value) ?? {};
    const table = fieldsTable(schema);
    return `<section class="schema" id="${escapeHtml(schemaAnchor(name))}"><h3><code>${escapeHtml(name)}</code></h3>${
      typeof schema.description === "string" ? `<p>${text(schema.description)}</p>` : ""
    }${table || `<p>${fieldsInline(doc, schema)}</p>`}</section>`;
  });
  return `<h2 id="schemas">Schemas</h2>\n${parts.join("\n")}`;
}

function parameters(operation: Json): string {
  const list = Array.isArray(operation.parameters) ? operation.parameters.map(asObject) : [];
  const query = list.filter((p): p is Json => p?.in === "query");
  if (!query.length) return "";
  return `<p class="params"><strong>Query</strong> ${query
    .map(
      (p) =>
        `<code>${escapeHtml(p.name)}</code>${p.required ? "*" : ""} (${parameterType(p)}) ${text(p.description)}`,
    )
    .join(" · ")}</p>`;
}

/** A parameter's type; one sent as JSON (`content: application/json`, such as `sort`) says so. */
function parameterType(parameter: Json): string {
  const json = asObject(asObject(parameter.content)?.["application/json"]);
  return json ? `JSON ${typeHtml(asObject(json.schema))}` : typeHtml(asObject(parameter.schema));
}

/** The description's paragraphs, with its `**bold**` lead-ins ("**Auth** Public."). */
function paragraphs(description: unknown): string {
  if (typeof description !== "string") return "";
  return description
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${text(paragraph).replace(/\*\*([^*]+)\*\*/g, "<strong>$1</strong>")}</p>`)
    .join("\n");
}

function operationHtml(doc: OpenApiDocument, method: string, path: string, operation: Json): string {
  const id = escapeHtml(operation.operationId ?? `${method}-${path}`);
  return `<section class="op" id="${id}">
<h3><span class="method ${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h3>
<p>${text(operation.summary)}</p>
${paragraphs(operation.description)}
${parameters(operation)}${bodyFields(doc, operation)}${responses(doc, operation)}
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
<nav>${doc.tags.map((t) => `<a href="#tag-${escapeHtml(t.name)}">${escapeHtml(t.name)}</a>`).join("")}<a href="#schemas">schemas</a></nav>
${sections.join("\n")}
${schemasSection(doc)}
</body>
</html>
`;
}
