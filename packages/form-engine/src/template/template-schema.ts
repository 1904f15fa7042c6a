import * as v from "valibot";
import { compileTemplate } from "../compile/compile-template";
import { INVALID_FIELD_MESSAGE } from "./constants";
import { TemplateError } from "./template-error";
import {
  BUTTON_KINDS,
  COMPUTED_OPS,
  FIELD_KINDS,
  type Field,
  LAYOUT_SIZES,
  LAYOUT_TYPES,
  type Template,
} from "./types";

const text = (what: string) => v.string(`${what} must be text`);
const nonEmptyText = (what: string) => v.pipe(text(what), v.nonEmpty(`${what} must not be empty`));
const count = (what: string, least = 0) =>
  v.pipe(
    v.number(`${what} must be a number`),
    v.integer(`${what} must be whole`),
    v.minValue(least, `${what} must be at least ${least}`),
  );
const message = v.optional(text("message"));

/** An object with exactly these properties; misspelt or missing ones are named in the message. */
function strict<const T extends v.ObjectEntries>(entries: T, what: string) {
  return v.strictObject(entries, (issue) => {
    if (issue.expected === "never") return `unknown property ${issue.received}`;
    if (issue.received === "undefined") return `missing property ${issue.expected}`;
    return `${what} must be an object`;
  });
}

/** `{value, message?}` or the bare value. */
const valueRule = <T extends v.GenericSchema>(value: T) =>
  v.union([value, strict({ value, message }, "rule")]);

const ConditionRuleSchema = strict(
  { condition: nonEmptyText("condition"), message: nonEmptyText("message") },
  "condition rule",
);

const ValidationSchema = strict(
  {
    required: v.optional(v.union([v.boolean(), v.string()], "required must be true, false or a message")),
    minLength: v.optional(valueRule(count("minLength"))),
    maxLength: v.optional(valueRule(count("maxLength"))),
    min: v.optional(valueRule(v.union([v.number(), v.string()], "min must be a number, today or a date"))),
    max: v.optional(valueRule(v.union([v.number(), v.string()], "max must be a number, today or a date"))),
    size: v.optional(
      valueRule(v.pipe(v.number("size must be a number of megabytes"), v.gtValue(0, "size must be above 0"))),
    ),
    pattern: v.optional(
      v.union([
        text("pattern"),
        strict({ value: text("pattern"), message, flags: v.optional(text("flags")) }, "pattern"),
      ]),
    ),
    validate: v.optional(v.array(ConditionRuleSchema, "validate must be a list of {condition, message}")),
    manual: v.optional(v.array(ConditionRuleSchema, "manual must be a list of {condition, message}")),
    enable: v.optional(nonEmptyText("enable")),
    validateRow: v.optional(
      v.array(nonEmptyText("validateRow"), "validateRow must be a list of field names"),
    ),
  },
  "validation",
);

const HiddenSchema = v.union(
  [
    v.boolean(),
    strict({ field: nonEmptyText("hidden.field"), in: v.array(v.unknown(), "in must be a list") }, "hidden"),
    strict(
      { field: nonEmptyText("hidden.field"), notIn: v.array(v.unknown(), "notIn must be a list") },
      "hidden",
    ),
  ],
  "hidden must be true, {field, in: [...]} or {field, notIn: [...]}",
);

const LayoutSchema = strict(
  {
    columns: v.optional(count("columns", 1)),
    spacing: v.optional(
      v.pipe(v.number("spacing must be a number"), v.minValue(0, "spacing must be at least 0")),
    ),
    size: v.optional(v.picklist(LAYOUT_SIZES, `size must be one of ${LAYOUT_SIZES.join(", ")}`)),
    labelStyle: v.optional(text("labelStyle")),
    type: v.optional(v.picklist(LAYOUT_TYPES, "type must be plain or table")),
    pageSize: v.optional(count("pageSize", 1)),
  },
  "layout",
);

const OptionSchema = strict(
  {
    label: text("option label"),
    value: v.union([v.string(), v.number(), v.boolean()], "option value must be text, a number or a boolean"),
  },
  "option",
);

const ComputedSchema = strict(
  {
    op: v.picklist(COMPUTED_OPS, `computed.op must be one of ${COMPUTED_OPS.join(", ")}`),
    sources: v.pipe(
      v.array(
        v.union(
          [nonEmptyText("source"), v.pipe(v.number(), v.finite())],
          "a source must be a field path or a finite number",
        ),
      ),
      v.minLength(1, "computed.sources must list a field"),
    ),
    decimals: v.optional(count("decimals")),
  },
  "computed",
);

const AttachmentSchema = strict(
  {
    featureKey: nonEmptyText("attachment.featureKey"),
    accept: v.optional(v.array(nonEmptyText("accept"))),
  },
  "attachment",
);

export const FieldSchema: v.GenericSchema<unknown, Field> = strict(
  {
    name: nonEmptyText("name"),
    label: text("label"),
    kind: v.picklist(
      FIELD_KINDS,
      (issue) => `unknown field kind ${issue.received} (it would render as "${INVALID_FIELD_MESSAGE}")`,
    ),
    defaultValue: v.optional(v.unknown()),
    options: v.optional(v.array(OptionSchema)),
    disabled: v.optional(v.boolean("disabled must be true or false")),
    hidden: v.optional(HiddenSchema),
    validation: v.optional(ValidationSchema),
    computed: v.optional(ComputedSchema),
    attachment: v.optional(AttachmentSchema),
    fields: v.optional(
      v.array(
        v.lazy(() => FieldSchema),
        "fields must be a list",
      ),
    ),
    layout: v.optional(LayoutSchema),
    placeholder: v.optional(text("placeholder")),
    description: v.optional(text("description")),
  },
  "field",
);

const ButtonSchema = strict(
  {
    name: nonEmptyText("button name"),
    label: text("button label"),
    kind: v.picklist(BUTTON_KINDS, `button kind must be one of ${BUTTON_KINDS.join(", ")}`),
    unregister: v.optional(v.array(nonEmptyText("unregister"))),
    disableOnClick: v.optional(v.boolean("disableOnClick must be true or false")),
  },
  "button",
);

/** The shape of a template file; {@link validateTemplate} also compiles it to check every rule. */
export const TemplateSchema: v.GenericSchema<unknown, Template> = strict(
  {
    title: text("title"),
    fields: v.optional(v.array(FieldSchema, "fields must be a list")),
    sections: v.optional(
      v.array(
        strict(
          {
            title: text("section title"),
            fields: v.array(FieldSchema, "fields must be a list"),
            layout: v.optional(LayoutSchema),
          },
          "section",
        ),
        "sections must be a list",
      ),
    ),
    layout: v.optional(LayoutSchema),
    buttons: v.optional(v.array(ButtonSchema, "buttons must be a list")),
  },
  "template",
);

export type TemplateValidation = { success: true; template: Template } | { success: false; errors: string[] };

const depth = (issue: v.BaseIssue<unknown>) => issue.path?.length ?? 0;

function readable(issue: v.BaseIssue<unknown>): string {
  const path = v.getDotPath(issue);
  // A union says only that no option matched; an option that failed further inside names the real
  // problem. Its path is relative to the union.
  const inner = issue.type === "union" ? (issue.issues ?? []).find((option) => depth(option) > 0) : undefined;
  if (!inner) return `${path ?? "(template)"}: ${issue.message}`;
  return `${[path, v.getDotPath(inner)].filter(Boolean).join(".")}: ${inner.message}`;
}

/**
 * Checks a template file (its JSON text or parsed value): the shape, then every rule by compiling it.
 * Answers readable errors such as `fields.2.kind: unknown field kind "colorPicker" …` or the
 * {@link TemplateError} of a malformed rule.
 */
export function validateTemplate(json: unknown): TemplateValidation {
  let input = json;
  if (typeof json === "string") {
    try {
      input = JSON.parse(json);
    } catch (error) {
      return { success: false, errors: [`(template): not valid JSON (${(error as Error).message})`] };
    }
  }
  // valibot reads an array as an object; a template file holding a list is simply not a template.
  if (typeof input !== "object" || input === null || Array.isArray(input)) {
    return { success: false, errors: ["(template): template must be an object"] };
  }
  const parsed = v.safeParse(TemplateSchema, input);
  if (!parsed.success) return { success: false, errors: parsed.issues.map(readable) };
  try {
    compileTemplate(parsed.output);
  } catch (error) {
    if (error instanceof TemplateError) return { success: false, errors: [error.message] };
    throw error;
  }
  return { success: true, template: parsed.output };
}
