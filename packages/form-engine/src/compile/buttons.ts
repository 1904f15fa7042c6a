import { isPlainObject } from "@adstudio/core";
import type { FieldIndex } from "../template/field-index";
import { failFor } from "../template/template-error";
import { BUTTON_KINDS, type ButtonConfig } from "../template/types";

/** Checks a template's buttons: unique names, known kinds, `unregister` paths that name fields. */
export function compileButtons(buttons: unknown, index: FieldIndex): ButtonConfig[] {
  if (buttons === undefined) return [];
  if (!Array.isArray(buttons)) return failFor("(template)", "buttons")("must be a list");
  const names = new Set<string>();
  return buttons.map((button: unknown, i) => {
    const config = (isPlainObject(button) ? button : {}) as Partial<ButtonConfig>;
    const where = `buttons.${typeof config.name === "string" ? config.name : i}`;
    if (typeof config.name !== "string" || config.name === "")
      return failFor(where, "name")("a button needs a name");
    if (names.has(config.name)) return failFor(where, "name")(`two buttons are named "${config.name}"`);
    names.add(config.name);
    if (!BUTTON_KINDS.includes(config.kind as ButtonConfig["kind"])) {
      return failFor(
        where,
        "kind",
      )(`unknown kind ${JSON.stringify(config.kind)} (use ${BUTTON_KINDS.join(", ")})`);
    }
    (config.unregister ?? []).forEach((path, j) => {
      const key = String(path)
        .split(".")
        .map((segment) => (/^\d+$/.test(segment) ? "*" : segment))
        .join(".");
      if (!index.byKey.has(key)) failFor(where, `unregister[${j}] ${JSON.stringify(path)}`)("unknown field");
    });
    return config as ButtonConfig;
  });
}
