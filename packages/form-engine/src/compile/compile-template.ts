import { isPlainObject } from "@adstudio/core";
import { addRow as appendRow, removeRow as dropRow } from "../arrays/rows";
import { type ButtonAction, buttonAction } from "../buttons/buttons";
import { applyComputed, compileComputed, isComputedEntry } from "../computed/computed";
import { type ResolvedLayout, resolveLayout } from "../layout/layout";
import { systemClock } from "../rules/dates";
import { describeField, type FieldDescriptor } from "../template/describe-field";
import { type FieldEntry, type FieldIndex, indexTemplate } from "../template/field-index";
import { TemplateError } from "../template/template-error";
import type { ButtonConfig, Field, FormValues, Template } from "../template/types";
import { compileValidator } from "../validation/field-validator";
import { emptyValueFor } from "../values/empty";
import { cloneValues, joinPath, type PathSegment, parsePath } from "../values/paths";
import { compileHidden } from "../visibility/hidden";
import { compileButtons } from "./buttons";
import {
  createFormSchema,
  type FieldIssue,
  type FormSchema,
  type FormValidationResult,
  runFormSchema,
} from "./form-schema";
import { type CompiledField, walkVisible } from "./walk";

export interface CompileOptions {
  /** The clock behind `today` (tests inject one). */
  now?: () => Date;
}

/** A titled (or untitled, for the template's own fields) group of top-level fields. */
export interface RenderSection {
  title?: string;
  layout: ResolvedLayout;
  fields: FieldDescriptor[];
}

export interface CompiledTemplate {
  template: Template;
  title: string;
  layout: ResolvedLayout;
  /** Render model: the template's own fields first (untitled), then each section. */
  sections: RenderSection[];
  /** Every field by template path (`flights.*.endDate`). */
  index: FieldIndex;
  buttons: ButtonConfig[];
  /** Standard Schema compatible valibot schema: recomputes, then validates with the configured messages. */
  schema: FormSchema;
  /** Fresh default values; each array holds one default row (or its configured default rows). */
  defaults(): FormValues;
  /** A copy of `values` with every computed field recomputed; never trust a client's computed values. */
  recompute(values: FormValues): FormValues;
  /** Value paths of the fields shown for these values (hidden fields and their rows left out). */
  visibleFields(values: FormValues): string[];
  /** Every failing visible field, with its message. */
  issues(values: FormValues): FieldIssue[];
  validate(values: unknown): FormValidationResult;
  /** Appends a default row to the array at `path` (`items`, `flights.0.legs`). */
  addRow(values: FormValues, path: string): FormValues;
  /** Removes row `index` of the array at `path`; the first row is never removed. */
  removeRow(values: FormValues, path: string, index: number): FormValues;
  press(buttonName: string, values: FormValues): ButtonAction;
}

function checkShape(template: Template): void {
  const fail = (rule: string, reason: string): never => {
    throw new TemplateError("(template)", rule, reason);
  };
  if (!isPlainObject(template)) fail("template", "a template must be an object");
  if (template.fields !== undefined && !Array.isArray(template.fields)) fail("fields", "must be a list");
  if (template.sections !== undefined && !Array.isArray(template.sections))
    fail("sections", "must be a list");
  template.sections?.forEach((section, i) => {
    if (!isPlainObject(section) || !Array.isArray(section.fields))
      fail(`sections[${i}]`, "a section needs a list of fields");
  });
}

function levelDefaults(entries: readonly FieldEntry[]): FormValues {
  const values: FormValues = {};
  for (const entry of entries) {
    if (!entry.known) continue;
    const { field } = entry;
    if (field.kind === "array") {
      const given = Array.isArray(field.defaultValue) ? field.defaultValue.filter(isPlainObject) : [];
      const rows = given.map((row) => ({ ...levelDefaults(entry.children), ...cloneValues(row) }));
      values[field.name] = rows.length > 0 ? rows : [levelDefaults(entry.children)];
    } else {
      values[field.name] =
        field.defaultValue === undefined ? emptyValueFor(field) : cloneValues(field.defaultValue);
    }
  }
  return values;
}

function renderSections(template: Template, layout: ResolvedLayout): RenderSection[] {
  const describe = (fields: readonly Field[], fieldLayout: ResolvedLayout) =>
    fields.map((field) => describeField(field, { layout: fieldLayout, topLevel: true }));
  const sections: RenderSection[] = [];
  if (template.fields && template.fields.length > 0)
    sections.push({ layout, fields: describe(template.fields, layout) });
  for (const section of template.sections ?? []) {
    const sectionLayout = resolveLayout(section.layout, layout);
    sections.push({
      title: section.title,
      layout: sectionLayout,
      fields: describe(section.fields, sectionLayout),
    });
  }
  return sections;
}

/**
 * Compiles a template once: every rule is parsed into a typed condition and every reference resolved, so
 * a malformed template fails here with a {@link TemplateError} naming the field and the rule.
 */
export function compileTemplate(template: Template, options: CompileOptions = {}): CompiledTemplate {
  checkShape(template);
  const now = options.now ?? systemClock;
  const index = indexTemplate(template);
  const compiled = new Map<string, CompiledField>();
  for (const entry of index.entries) {
    if (!entry.known) continue;
    const hidden = compileHidden(entry, index);
    compiled.set(entry.key, {
      entry,
      hidden,
      validator: compileValidator(entry, index),
      computed: isComputedEntry(entry),
    });
  }
  const computed = compileComputed(index);
  const buttons = compileButtons(template.buttons, index);
  const layout = resolveLayout(template.layout);

  const recompute = (values: FormValues) => applyComputed(values, computed);
  const defaults = () => recompute(levelDefaults(index.root));
  const issues = (values: FormValues): FieldIssue[] => {
    const found: FieldIssue[] = [];
    walkVisible(index.root, compiled, values, now, ({ compiled: item, path, value, context }) => {
      if (!item || item.computed || item.entry.field.disabled) return false;
      if (!item.validator.isActive(context)) return false;
      const message = item.validator.check(value, context);
      if (message !== null) found.push({ path, message });
      return true;
    });
    return found;
  };
  const schema = createFormSchema(recompute, issues);
  const arrayAt = (path: string): FieldEntry => {
    const key = parsePath(path).map((segment: PathSegment) => (typeof segment === "number" ? "*" : segment));
    const entry = index.byKey.get(key.join("."));
    if (entry?.field.kind !== "array") throw new Error(`"${path}" is not an array field.`);
    return entry;
  };

  return {
    template,
    title: template.title,
    layout,
    sections: renderSections(template, layout),
    index,
    buttons,
    schema,
    defaults,
    recompute,
    visibleFields(values) {
      const paths: string[] = [];
      walkVisible(index.root, compiled, values, now, ({ path }) => {
        paths.push(joinPath(path));
        return true;
      });
      return paths;
    },
    issues,
    validate: (values) => runFormSchema(schema, values),
    addRow: (values, path) => recompute(appendRow(values, path, levelDefaults(arrayAt(path).children))),
    removeRow(values, path, rowIndex) {
      arrayAt(path);
      const next = dropRow(values, path, rowIndex);
      return next === values ? values : recompute(next);
    },
    press(buttonName, values) {
      const button = buttons.find((candidate) => candidate.name === buttonName);
      if (!button) throw new Error(`Unknown button "${buttonName}".`);
      return buttonAction(button, values, defaults);
    },
  };
}
