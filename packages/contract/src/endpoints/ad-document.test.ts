import { validateInput } from "@adstudio/core";
import { DOCUMENT_VERSION, MIGRATION_IDS } from "@adstudio/creative/document";
import { DOCUMENT_FIXTURES, documentFixtures } from "@adstudio/creative/document/fixtures";
import { describe, expect, it } from "vitest";
import { AdCreateSchema, AdUpdateSchema } from "./ads";
import { RichTemplateUpdateSchema } from "./rich-templates";

// validateInput is what the API's body validation runs (http/validate.ts).
const current = { ...DOCUMENT_FIXTURES[DOCUMENT_VERSION], migrations: MIGRATION_IDS };

describe("AdDocumentInputSchema: the bodies that carry a document", () => {
  it.each(documentFixtures())("brings a version %i document to the current version", (_version, document) => {
    const bodies = [
      [AdCreateSchema, { name: "Coffee", type: "mini", document }],
      [AdUpdateSchema, { revision: 1, document }],
      [RichTemplateUpdateSchema, { revision: 1, document }],
    ] as const;
    for (const [schema, body] of bodies) {
      const result = validateInput(schema, structuredClone(body));
      expect(result.success && result.output.document).toEqual(current);
    }
  });

  it("answers a broken version 1 document's issue at its path under document", () => {
    const document = structuredClone(DOCUMENT_FIXTURES[1]);
    const child = document.pages[0]?.layers[1]?.children?.[0];
    if (child) child.id = "cup";
    expect(validateInput(AdCreateSchema, { name: "Coffee", type: "mini", document })).toEqual({
      success: false,
      message: 'Two layers are called "cup"; layer ids must be unique.',
      errors: {
        "document.pages.0.layers.1.children.0.id": 'Two layers are called "cup"; layer ids must be unique.',
      },
    });
  });

  it("answers schema issues of the upgraded document, and a document that is not an object, under document", () => {
    const document = {
      ...structuredClone(DOCUMENT_FIXTURES[1]),
      clickTags: { clickTag: "http://x.example/" },
    };
    const result = validateInput(AdUpdateSchema, { revision: 1, document });
    expect(!result.success && result.errors).toEqual({
      "document.exits.clickTag.url": "Use a full https:// address.",
    });
    const text = validateInput(AdUpdateSchema, { revision: 1, document: "coffee" });
    expect(!text.success && text.errors).toEqual({ document: "An ad document is a JSON object." });
  });

  it("refuses a document from a newer Adstudio at its version", () => {
    const result = validateInput(AdUpdateSchema, { revision: 1, document: { ...current, version: 99 } });
    expect(!result.success && Object.keys(result.errors)).toEqual(["document.version"]);
  });
});
