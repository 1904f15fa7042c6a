import * as v from "valibot";
import { type AdDocument, AdDocumentSchema, DOCUMENT_VERSION } from "./document";

/**
 * Version 1, the first draft of the format (kept so that documents saved by it still open):
 * - every page held its layers as a nested array, and a container layer held its own in `children`;
 * - exits were plain addresses by name: `clickTags: {clickTag: "https://…", clickTag2: "https://…"}`;
 * - there was no `stage`: the ad's background colour was the top-level `background`.
 * Everything else (format, name, baseSize, teaser, features, assets, and a layer's content, props,
 * overrides, animations, actions, hidden and locked) already had its version 2 shape.
 *
 * Version 2 keeps layers as records keyed by id with a parent and an order key (a move rewrites two
 * fields, never an array), names exits `{url, label}`, and gathers format-wide settings in `stage`.
 */
const V1LayerSchema: v.GenericSchema<V1Layer> = v.looseObject({
  id: v.string(),
  children: v.optional(v.array(v.lazy(() => V1LayerSchema))),
});
interface V1Layer {
  id: string;
  children?: V1Layer[];
  [field: string]: unknown;
}

const V1DocumentSchema = v.looseObject({
  version: v.literal(1),
  background: v.optional(v.string()),
  pages: v.array(v.looseObject({ id: v.string(), layers: v.optional(v.array(V1LayerSchema)) })),
  clickTags: v.optional(v.record(v.string(), v.string())),
});
export type DocumentV1 = v.InferOutput<typeof V1DocumentSchema>;

/** A reason a document could not be brought to the current version; `path` names the field. */
export interface MigrateIssue {
  code: "version" | "shape" | "schema";
  severity: "error";
  path: string;
  message: string;
}

export type MigrateResult = { ok: true; document: AdDocument } | { ok: false; issues: MigrateIssue[] };

const fail = (code: MigrateIssue["code"], path: string, message: string): MigrateResult => ({
  ok: false,
  issues: [{ code, severity: "error", path, message }],
});

/** What a version 1 document's white background was when it gave none. */
const V1_DEFAULT_BACKGROUND = "#ffffff";

/**
 * Order keys for the n-th sibling: "a00", "a01" … "a0z", "a10" …, which sort as plain strings in the
 * order the siblings had in their array (digits sort before lower-case letters).
 */
const orderKey = (index: number) => `a${index.toString(36).padStart(2, "0")}`;

/** A nested layer array flattened to records with page, parent and order; ids must be unique. */
function flattenLayers(
  doc: DocumentV1,
): { ok: true; layers: Record<string, unknown> } | { ok: false; result: MigrateResult } {
  const layers: Record<string, unknown> = {};
  const walk = (
    list: V1Layer[],
    page: string,
    parent: string | null,
    path: string,
  ): MigrateResult | undefined => {
    for (const [index, layer] of list.entries()) {
      const here = `${path}.${index}`;
      if (Object.hasOwn(layers, layer.id)) {
        return fail("shape", `${here}.id`, `Two layers are called "${layer.id}"; layer ids must be unique.`);
      }
      const { children, ...fields } = layer;
      const content = fields.content as { kind?: unknown } | undefined;
      if (children && children.length > 0 && content?.kind !== "container") {
        return fail("shape", `${here}.children`, "Only a container layer can hold other layers.");
      }
      layers[layer.id] = { ...fields, page, parent, order: orderKey(index) };
      const failed = walk(children ?? [], page, layer.id, `${here}.children`);
      if (failed) return failed;
    }
    return undefined;
  };
  for (const [index, page] of doc.pages.entries()) {
    const failed = walk(page.layers ?? [], page.id, null, `pages.${index}.layers`);
    if (failed) return { ok: false, result: failed };
  }
  return { ok: true, layers };
}

/** Version 1 → 2: flat layers, `{url, label}` exits, and a stage built from the old background. */
function v1ToV2(input: unknown): { ok: true; document: unknown } | { ok: false; result: MigrateResult } {
  const parsed = v.safeParse(V1DocumentSchema, input);
  if (!parsed.success) {
    const first = parsed.issues[0];
    const path = first ? (v.getDotPath(first) ?? "") : "";
    return {
      ok: false,
      result: fail("shape", path, `This version 1 document is malformed at ${path || "its root"}.`),
    };
  }
  const doc = parsed.output;
  const flat = flattenLayers(doc);
  if (!flat.ok) return flat;
  const { background, clickTags, pages, ...rest } = doc;
  const exits = Object.fromEntries(
    Object.entries(clickTags ?? {}).map(([name, url]) => [name, { url, label: name }]),
  );
  return {
    ok: true,
    document: {
      ...rest,
      version: 2,
      stage: { background: background ?? V1_DEFAULT_BACKGROUND },
      pages: pages.map(({ layers: _nested, ...page }) => page),
      layers: flat.layers,
      exits,
    },
  };
}

/** Each step brings a document from the version it is keyed by to the next one. */
const STEPS: Record<number, typeof v1ToV2> = { 1: v1ToV2 };

/**
 * Any saved document, of any version this code knows, brought to `DOCUMENT_VERSION` and checked with the
 * schema. Opening, importing and validating go through this, so an old document keeps working and a
 * document from a newer Adstudio is refused plainly instead of being half read.
 */
export function migrate(input: unknown): MigrateResult {
  if (typeof input !== "object" || input === null || Array.isArray(input)) {
    return fail("shape", "", "An ad document is a JSON object.");
  }
  const version = (input as { version?: unknown }).version;
  if (typeof version !== "number" || !Number.isInteger(version) || version < 1) {
    return fail("version", "version", "The document has no version; ad documents carry a version number.");
  }
  if (version > DOCUMENT_VERSION) {
    return fail(
      "version",
      "version",
      `The document is version ${version}, newer than this Adstudio reads (version ${DOCUMENT_VERSION}); update Adstudio to open it.`,
    );
  }
  let document: unknown = input;
  for (let from = version; from < DOCUMENT_VERSION; from++) {
    const step = STEPS[from];
    if (!step) return fail("version", "version", `No migration from version ${from} exists.`);
    const next = step(document);
    if (!next.ok) return next.result;
    document = next.document;
  }
  const parsed = v.safeParse(AdDocumentSchema, document);
  if (!parsed.success) {
    return {
      ok: false,
      issues: parsed.issues.map((issue) => ({
        code: "schema",
        severity: "error",
        path: v.getDotPath(issue) ?? "",
        message: issue.message,
      })),
    };
  }
  return { ok: true, document: parsed.output };
}
