import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * UI code changes the document only through named commands (`run`), so every edit has a name, a label
 * and a test. The store's raw `edit` is for the store and the commands (model/) and for tests' setup.
 */
const EDITOR = join(dirname(fileURLToPath(import.meta.url)), "../..");

/**
 * A call of `edit(…)`, the store's `edit` read off it (`s.edit`, `getState().edit`), or destructured
 * (`{ edit }`, `{ edit: change }`); render's `edit: { page }` option is an object, not the store's edit.
 */
const RAW_EDIT = [/\bedit\s*\(/, /\.edit\b(?!-)/, /[{,]\s*edit\s*(?:[,}]|:\s*[A-Za-z_$])/];

/** The 1-based lines of `source` that reach for the raw edit; comments are skipped. */
function rawEditLines(source: string): number[] {
  return source.split("\n").flatMap((line, index) => {
    const code = line.trim();
    if (code.startsWith("//") || code.startsWith("*") || code.startsWith("/*")) return [];
    return RAW_EDIT.some((pattern) => pattern.test(code)) ? [index + 1] : [];
  });
}

/** The editor's UI source files: everything under the feature but model/, without tests. */
function uiFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return relative(EDITOR, path) === "model" ? [] : uiFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe("no raw edits in the editor's UI", () => {
  it("finds a raw edit however the UI reaches for it, and not named commands or handlers", () => {
    const source = [
      'store.getState().edit("Add exit", (d) => {});',
      "const { edit, showPage } = store.getState();",
      "const { edit: change } = store.getState();",
      "const edit = useEditor((s) => s.edit);",
      'edit("Rename page", recipe);',
      "// a comment may say edit(label, recipe)",
      "store.getState().run(addExitCommand, { name });",
      "edit.setProps(label, patch);",
      "onEdit(index, action);",
      'label="Edit exit"',
      'render(doc, { size, mode: "preview", edit: { page } });',
    ].join("\n");
    expect(rawEditLines(source)).toEqual([1, 2, 3, 4, 5]);
  });

  it("no UI file calls the store's raw edit; it runs a command instead", () => {
    const files = uiFiles(EDITOR);
    expect(files.length).toBeGreaterThan(50);
    const found = files.flatMap((file) =>
      rawEditLines(readFileSync(file, "utf8")).map((line) => `${relative(EDITOR, file)}:${line}`),
    );
    expect(found, "these lines call edit(); run a command from model/commands/ instead").toEqual([]);
  });
});
