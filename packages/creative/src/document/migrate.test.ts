import { describe, expect, it } from "vitest";
import { DOCUMENT_VERSION } from "./document";
import { DOCUMENT_FIXTURES } from "./fixtures";
import v1Coffee from "./fixtures/v1-mini-coffee.json";
import v2Coffee from "./fixtures/v2-mini-coffee.json";
import { isCurrentDocument, MIGRATION_IDS, MIGRATIONS, upgradeDocument } from "./migrate";

const clone = <T>(value: T): T => structuredClone(value);

/** The version 2 fixture as stored before migration ids were kept, and as it is now: all of them listed. */
const current = { ...v2Coffee, migrations: ["v1-to-v2-layer-records"] };

describe("upgradeDocument", () => {
  it("brings the version 1 fixture to exactly the version 2 fixture, recording the migration it ran", () => {
    const result = upgradeDocument(clone(v1Coffee));
    expect(result).toEqual({ ok: true, document: current, applied: ["v1-to-v2-layer-records"] });
  });

  it("keeps a version 2 document as it is, listing the migrations it is past; none ran", () => {
    expect(upgradeDocument(clone(v2Coffee))).toEqual({ ok: true, document: current, applied: [] });
    expect(upgradeDocument(clone(current))).toEqual({ ok: true, document: current, applied: [] });
  });

  it("has one migration from each older version to the next, so every version reaches the current one", () => {
    expect(MIGRATIONS.map((m) => m.from)).toEqual(
      Array.from({ length: DOCUMENT_VERSION - 1 }, (_, index) => index + 1),
    );
    expect(new Set(MIGRATION_IDS).size).toBe(MIGRATION_IDS.length);
    // Every version has a fixture, which the API, CLI and studio tests send through their ways in.
    expect(Object.keys(DOCUMENT_FIXTURES).map(Number)).toEqual(
      Array.from({ length: DOCUMENT_VERSION }, (_, index) => index + 1),
    );
  });

  it("tells a current document (version and every migration listed) from one that needs upgrading", () => {
    expect(isCurrentDocument(current)).toBe(true);
    expect(isCurrentDocument(v2Coffee)).toBe(false);
    expect(isCurrentDocument(v1Coffee)).toBe(false);
    expect(isCurrentDocument({ ...current, migrations: [] })).toBe(false);
  });

  it("refuses a document naming a migration it does not know (a newer Adstudio's), at that entry", () => {
    const newer = { ...clone(current), migrations: ["v1-to-v2-layer-records", "v2-keyframes"] };
    expect(upgradeDocument(newer)).toEqual({
      ok: false,
      issues: [
        {
          code: "version",
          severity: "error",
          path: "migrations.1",
          message:
            'The document was saved by a newer Adstudio (migration "v2-keyframes" is unknown here); update Adstudio to open it.',
        },
      ],
    });
  });

  it("refuses migrations that are not a list of ids", () => {
    const result = upgradeDocument({ ...clone(current), migrations: "v1-to-v2-layer-records" });
    expect(!result.ok && result.issues[0]).toMatchObject({ code: "shape", path: "migrations" });
  });

  it("keeps issues of a version 2 document at their field's path", () => {
    const doc = clone(v2Coffee);
    doc.exits.clickTag.url = "http://www.example.com/";
    const result = upgradeDocument(doc);
    expect(!result.ok && result.issues).toEqual([
      {
        code: "schema",
        severity: "error",
        path: "exits.clickTag.url",
        message: "Use a full https:// address.",
      },
    ]);
  });

  it("version 1: a container's children get the container as parent, in their array order", () => {
    const result = upgradeDocument(clone(v1Coffee));
    if (!result.ok) throw new Error(JSON.stringify(result.issues));
    const { headline, cta, panel } = result.document.layers;
    expect([panel?.parent, headline?.parent, cta?.parent]).toEqual([null, "panel", "panel"]);
    expect(headline?.order.localeCompare(cta?.order ?? "")).toBeLessThan(0);
  });

  it("version 1 without a background gets a white stage", () => {
    const { background: _dropped, ...rest } = clone(v1Coffee);
    const result = upgradeDocument(rest);
    expect(result.ok && result.document.stage).toEqual({ background: "#ffffff" });
  });

  it("refuses a document from a newer Adstudio, saying which versions it reads", () => {
    expect(upgradeDocument({ ...clone(v2Coffee), version: 3 })).toEqual({
      ok: false,
      issues: [
        {
          code: "version",
          severity: "error",
          path: "version",
          message:
            "The document is version 3, newer than this Adstudio reads (version 2); update Adstudio to open it.",
        },
      ],
    });
  });

  it.each([
    ["no version", { name: "x" }],
    ["a text version", { version: "2" }],
    ["version 0", { version: 0 }],
    ["version 1.5", { version: 1.5 }],
  ])("refuses %s", (_label, input) => {
    const result = upgradeDocument(input);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.issues[0]?.path).toBe("version");
  });

  it.each([null, "doc", 42, []])("refuses %j: not an object", (input) => {
    expect(upgradeDocument(input)).toEqual({
      ok: false,
      issues: [{ code: "shape", severity: "error", path: "", message: "An ad document is a JSON object." }],
    });
  });

  it("version 1: two layers with one id are refused with the second one's path", () => {
    const doc = clone(v1Coffee);
    const panel = doc.pages[0]?.layers[1];
    const child = panel?.children?.[0];
    if (child) child.id = "cup";
    const result = upgradeDocument(doc);
    expect(!result.ok && result.issues[0]).toMatchObject({
      path: "pages.0.layers.1.children.0.id",
      message: 'Two layers are called "cup"; layer ids must be unique.',
    });
  });

  it("version 1: children under a layer that is not a container are refused", () => {
    const doc = clone(v1Coffee) as unknown as {
      pages: { layers: { children?: unknown[] }[] }[];
    };
    const cup = doc.pages[0]?.layers[0];
    if (cup) cup.children = [{ id: "stray" }];
    const result = upgradeDocument(doc);
    expect(!result.ok && result.issues[0]).toMatchObject({
      path: "pages.0.layers.0.children",
      message: "Only a container layer can hold other layers.",
    });
  });

  it("version 1: an http exit fails the version 2 schema at the exit's url", () => {
    const doc = clone(v1Coffee);
    doc.clickTags.clickTag2 = "http://www.example.com/order";
    const result = upgradeDocument(doc);
    expect(!result.ok && result.issues).toContainEqual({
      code: "schema",
      severity: "error",
      path: "exits.clickTag2.url",
      message: "Use a full https:// address.",
    });
  });

  it("version 1 with pages that are not a list is refused at pages", () => {
    const result = upgradeDocument({ ...clone(v1Coffee), pages: "page1" });
    expect(!result.ok && result.issues[0]).toMatchObject({ code: "shape", path: "pages" });
  });
});
