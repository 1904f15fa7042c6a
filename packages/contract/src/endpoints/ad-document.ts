import { AdDocumentSchema, DOCUMENT_VERSION, upgradeDocument } from "@adstudio/creative/document";
import * as v from "valibot";
import { named } from "../names";

export const AD_DOCUMENT_OBJECT_MESSAGE = "An ad document is a JSON object.";

/** The ad document as answers give it and as it is stored: always the current version. */
export const AdDocumentBodySchema = named("AdDocument", AdDocumentSchema);

/** `pages.0.layers.1.id` as valibot's path, so the 400's `errors` name the field under `document.…`. */
function pathItems(input: unknown, dotPath: string): [v.IssuePathItem, ...v.IssuePathItem[]] | undefined {
  const keys = dotPath === "" ? [] : dotPath.split(".").map((key) => (/^\d+$/.test(key) ? Number(key) : key));
  const items = keys.map(
    (key): v.IssuePathItem => ({ type: "unknown", origin: "value", input, key, value: undefined }),
  );
  const [first, ...rest] = items;
  return first ? [first, ...rest] : undefined;
}

/**
 * An ad document as clients send it (create, import, save): any version this server reads. It is
 * brought to the current version by creative's `upgradeDocument`, the same step every other way in
 * takes (stored rows, `adstudio validate`, the editor's load), so handlers only ever see a current
 * document, and a bad one answers 400 with the field's path in what was sent (`document.pages.0.…`).
 */
export const AdDocumentInputSchema = named(
  "AdDocumentInput",
  v.pipe(
    v.looseObject({}, AD_DOCUMENT_OBJECT_MESSAGE),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const upgraded = upgradeDocument(dataset.value);
      if (upgraded.ok) return upgraded.document;
      for (const found of upgraded.issues) {
        const path = pathItems(dataset.value, found.path);
        addIssue({ message: found.message, ...(path ? { path } : {}) });
      }
      return NEVER;
    }),
    v.metadata({
      description: `An ad document of any version this server reads (1 to ${DOCUMENT_VERSION}). It is brought to the current version (AdDocument, with \`migrations\` listing every migration applied) before it is checked and stored; answers always hold the current version. A document naming a migration this server does not know comes from a newer Adstudio and answers 400.`,
      anyOf: [
        { $ref: "#/$defs/AdDocument" },
        {
          type: "object",
          description:
            "Version 1: each page's `layers` nested (containers hold `children`), exits as `clickTags: {name: url}`, the stage's colour as `background`.",
          properties: { version: { const: 1 } },
          required: ["version", "pages"],
        },
      ],
    }),
  ),
);
