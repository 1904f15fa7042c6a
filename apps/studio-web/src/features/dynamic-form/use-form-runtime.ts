import {
  canRemoveRow,
  compileTemplate,
  type FieldOption,
  type FormValues,
  getIn,
  type Template,
} from "@adstudio/form-engine";
import { schemaResolver, useForm } from "@mantine/form";
import { useMemo, useState } from "react";
import { fieldError } from "./field-error";
import { templateKey } from "./field-paths";
import type { DynamicFormRuntime } from "./form-runtime";

export interface FormRuntimeOptions {
  template: Template;
  /** Values to start from (a loaded record); missing fields take the template's defaults. */
  initialValues?: FormValues | undefined;
  /** Choices the renderer supplies, by template key (`advertiserCompany`, `flights.*.size`). */
  fieldOptions?: Record<string, FieldOption[]> | undefined;
  readOnly?: boolean | undefined;
}

/** Drops what was recorded for a removed row and moves the rows after it up by one. */
function afterRowRemoved(paths: ReadonlySet<string>, arrayPath: string, index: number): Set<string> {
  const prefix = `${arrayPath}.`;
  const next = new Set<string>();
  for (const path of paths) {
    if (!path.startsWith(prefix)) {
      next.add(path);
      continue;
    }
    const [row, ...rest] = path.slice(prefix.length).split(".");
    const at = Number(row);
    if (at === index) continue;
    next.add(at > index ? [arrayPath, at - 1, ...rest].join(".") : path);
  }
  return next;
}

/**
 * The state of a rendered template: a Mantine form validated by the compiled template's valibot schema
 * (through `schemaResolver`), the recomputed values computed fields show, the fields visible now, and what
 * each field wrapper shows. `touched` means left once (or the form was submitted), so messages appear
 * after the user moves on, not while they type into an empty form.
 */
export function useFormRuntime({
  template,
  initialValues,
  fieldOptions,
  readOnly = false,
}: FormRuntimeOptions) {
  const compiled = useMemo(() => compileTemplate(template), [template]);
  const resolver = useMemo(() => schemaResolver(compiled.schema, { sync: true }), [compiled]);
  const [start] = useState<FormValues>(() => ({ ...compiled.defaults(), ...initialValues }));
  const form = useForm<FormValues>({ mode: "controlled", initialValues: start, validate: resolver });
  const [visited, setVisited] = useState<ReadonlySet<string>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  const [edits, setEdits] = useState(0);

  const values = useMemo(() => compiled.recompute(form.values), [compiled, form.values]);
  const live = useMemo(() => resolver(form.values) as Record<string, string>, [resolver, form.values]);
  const visible = useMemo(() => new Set(compiled.visibleFields(values)), [compiled, values]);

  const edited = () => setEdits((count) => count + 1);
  const runtime: DynamicFormRuntime = {
    form,
    compiled,
    values,
    visible,
    readOnly,
    bind(path) {
      const supplied = form.errors[path];
      return {
        value: getIn(form.values, path),
        onChange: (value) => {
          form.setFieldValue(path, value);
          edited();
        },
        onBlur: () => setVisited((current) => (current.has(path) ? current : new Set(current).add(path))),
        error: fieldError({
          message: typeof supplied === "string" ? supplied : undefined,
          issue: live[path],
          touched: submitted || visited.has(path),
        }),
      };
    },
    fieldAt: (path) => compiled.index.byKey.get(templateKey(path))?.field,
    optionsOf(path) {
      const key = templateKey(path);
      return fieldOptions?.[key] ?? compiled.index.byKey.get(key)?.field.options ?? [];
    },
    addRow(arrayPath) {
      const next = compiled.addRow(form.getValues(), arrayPath);
      form.setFieldValue(arrayPath, getIn(next, arrayPath));
      edited();
    },
    removeRow(arrayPath, index) {
      if (!canRemoveRow(index)) return;
      form.removeListItem(arrayPath, index);
      setVisited((current) => afterRowRemoved(current, arrayPath, index));
      edited();
    },
  };

  return {
    runtime,
    compiled,
    resolver,
    /** Counts the user's edits (buttons disabled after a click come back once the form changes). */
    edits,
    /** Marks every field as touched, so all messages show (after a failed submit). */
    showAllErrors: () => setSubmitted(true),
    /** Back to `values` with no messages and nothing touched. */
    restore(next: FormValues) {
      form.setValues(next);
      form.clearErrors();
      form.resetTouched();
      setVisited(new Set());
      setSubmitted(false);
    },
    /** The values the form started from (a reset restores them for a loaded record). */
    start,
  };
}
