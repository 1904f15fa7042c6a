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

/**
 * What {@link upgradeDocument} answers: the current document and the ids of the migrations it ran on
 * this input (empty when the input was current already), or why it could not.
 */
export type UpgradeResult =
  | { ok: true; document: AdDocument; applied: string[] }
  | { ok: false; issues: MigrateIssue[] };

type StepResult = { ok: true; document: unknown } | { ok: false; issues: MigrateIssue[] };

const fail = (code: MigrateIssue["code"], path: string, message: string) => ({
  ok: false as const,
  issues: [{ code, severity: "error" as const, path, message }],
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
): { ok: true; layers: Record<string, unknown> } | { ok: false; issues: MigrateIssue[] } {
  const layers: Record<string, unknown> = {};
  const walk = (
    list: V1Layer[],
    page: string,
    parent: string | null,
    path: string,
  ): { ok: false; issues: MigrateIssue[] } | undefined => {
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
    if (failed) return failed;
  }
  return { ok: true, layers };
}

/** Version 1 → 2: flat layers, `{url, label}` exits, and a stage built from the old background. */
function v1ToV2(input: unknown): StepResult {
  const parsed = v.safeParse(V1DocumentSchema, input);
  if (!parsed.success) {
    const first = parsed.issues[0];
    const path = first ? (v.getDotPath(first) ?? "") : "";
    return fail("shape", path, `This version 1 document is malformed at ${path || "its root"}.`);
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

/**
 * Every migration, oldest first: its id (stored in the document's `migrations` once it has run) and the
 * version it brings a document from, to the next one. Add one with a fixture of the version it reads.
 */
export const MIGRATIONS = [
  { id: "v1-to-v2-layer-records", from: 1, run: v1ToV2 },
] as const satisfies readonly {
  id: string;
  from: number;
  run: (document: unknown) => StepResult;
}[];

/** The ids of every migration this Adstudio knows: what a current document's `migrations` lists. */
export const MIGRATION_IDS: readonly string[] = MIGRATIONS.map((migration) => migration.id);

/** A `migrations` list names only migrations this code knows; another comes from a newer Adstudio. */
function unknownMigration(listed: unknown): MigrateIssue[] | undefined {
  if (listed === undefined) return undefined;
  if (!Array.isArray(listed) || listed.some((id) => typeof id !== "string")) {
    return fail("shape", "migrations", "migrations lists the ids of the migrations applied, as text.").issues;
  }
  const index = listed.findIndex((id) => !MIGRATION_IDS.includes(id));
  if (index < 0) return undefined;
  return fail(
    "version",
    `migrations.${index}`,
    `The document was saved by a newer Adstudio (migration "${listed[index]}" is unknown here); update Adstudio to open it.`,
  ).issues;
}

/**
 * Whether a document is current already: its version is `DOCUMENT_VERSION` and it lists every migration.
 * A cheap test for stored documents, which were checked when they were written: only older ones need
 * {@link upgradeDocument} on read.
 */
export function isCurrentDocument(document: { version: unknown; migrations?: unknown }): boolean {
  const listed = document.migrations;
  return (
    document.version === DOCUMENT_VERSION &&
    Array.isArray(listed) &&
    listed.length === MIGRATION_IDS.length &&
    MIGRATION_IDS.every((id, index) => listed[index] === id)
  );
}

/**
 * Any saved document, of any version this code knows, brought to `DOCUMENT_VERSION`, its `migrations`
 * listing every migration, and checked with the schema. Every way a document comes in (API bodies,
 * stored rows, `adstudio validate`, imports, the editor's load) goes through this, so an old document
 * keeps working and a document from a newer Adstudio is refused plainly instead of being half read.
 * Issues name the field's path in the input (a version 1 layer by its `pages.0.layers.…` path) or, for
 * the schema's checks, in the current version.
 */
export function upgradeDocument(input: unknown): UpgradeResult {
  if (typeof input !== "object" || input === null || Array.isArray(input)) {
    return fail("shape", "", "An ad document is a JSON object.");
  }
  const { version, migrations } = input as { version?: unknown; migrations?: unknown };
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
  const unknown = unknownMigration(migrations);
  if (unknown) return { ok: false, issues: unknown };
  let document: unknown = input;
  const applied: string[] = [];
  for (const migration of MIGRATIONS) {
    if (migration.from < version) continue;
    const next = migration.run(document);
    if (!next.ok) return next;
    document = next.document;
    applied.push(migration.id);
  }
  const parsed = v.safeParse(AdDocumentSchema, { ...(document as object), migrations: [...MIGRATION_IDS] });
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
  return { ok: true, document: parsed.output, applied };
}
