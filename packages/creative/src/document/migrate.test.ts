import { describe, expect, it } from "vitest";
import v1Coffee from "./fixtures/v1-mini-coffee.json";
import v2Coffee from "./fixtures/v2-mini-coffee.json";
import { migrate } from "./migrate";

const clone = <T>(value: T): T => structuredClone(value);

describe("migrate", () => {
  it("brings the version 1 fixture to exactly the version 2 fixture", () => {
    const result = migrate(clone(v1Coffee));
    expect(result).toEqual({ ok: true, document: v2Coffee });
  });

  it("keeps a version 2 document as it is", () => {
    expect(migrate(clone(v2Coffee))).toEqual({ ok: true, document: v2Coffee });
  });

  it("version 1: a container's children get the container as parent, in their array order", () => {
    const result = migrate(clone(v1Coffee));
    if (!result.ok) throw new Error(JSON.stringify(result.issues));
    const { headline, cta, panel } = result.document.layers;
    expect([panel?.parent, headline?.parent, cta?.parent]).toEqual([null, "panel", "panel"]);
    expect(headline?.order.localeCompare(cta?.order ?? "")).toBeLessThan(0);
  });

  it("version 1 without a background gets a white stage", () => {
    const { background: _dropped, ...rest } = clone(v1Coffee);
    const result = migrate(rest);
    expect(result.ok && result.document.stage).toEqual({ background: "#ffffff" });
  });

  it("refuses a document from a newer Adstudio, saying which versions it reads", () => {
    expect(migrate({ ...clone(v2Coffee), version: 3 })).toEqual({
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
    const result = migrate(input);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.issues[0]?.path).toBe("version");
  });

  it.each([null, "doc", 42, []])("refuses %j: not an object", (input) => {
    expect(migrate(input)).toEqual({
      ok: false,
      issues: [{ code: "shape", severity: "error", path: "", message: "An ad document is a JSON object." }],
    });
  });

  it("version 1: two layers with one id are refused with the second one's path", () => {
    const doc = clone(v1Coffee);
    const panel = doc.pages[0]?.layers[1];
    const child = panel?.children?.[0];
    if (child) child.id = "cup";
    const result = migrate(doc);
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
    const result = migrate(doc);
    expect(!result.ok && result.issues[0]).toMatchObject({
      path: "pages.0.layers.0.children",
      message: "Only a container layer can hold other layers.",
    });
  });

  it("version 1: an http exit fails the version 2 schema at the exit's url", () => {
    const doc = clone(v1Coffee);
    doc.clickTags.clickTag2 = "http://www.example.com/order";
    const result = migrate(doc);
    expect(!result.ok && result.issues).toContainEqual({
      code: "schema",
      severity: "error",
      path: "exits.clickTag2.url",
      message: "Use a full https:// address.",
    });
  });

  it("version 1 with pages that are not a list is refused at pages", () => {
    const result = migrate({ ...clone(v1Coffee), pages: "page1" });
    expect(!result.ok && result.issues[0]).toMatchObject({ code: "shape", path: "pages" });
  });
});
