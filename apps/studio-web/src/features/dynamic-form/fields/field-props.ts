import type { KnownFieldDescriptor } from "@adstudio/form-engine";
import { type BoundInput, type DynamicFormRuntime, useDynamicForm } from "../form-runtime";

/** What every field component receives. */
export interface FieldProps {
  field: KnownFieldDescriptor;
  /** Value path: `name`, or `flights.2.endDate` in a row. */
  path: string;
  /**
   * In a table cell the label is the column header; the input is named by `ariaLabel` instead
   * (`Placement, row 3`).
   */
  ariaLabel?: string | undefined;
}

/** The props Mantine inputs share: label, description, asterisk, disabled state and message. */
export function wrapperProps(
  field: KnownFieldDescriptor,
  bound: BoundInput,
  runtime: DynamicFormRuntime,
  ariaLabel?: string,
) {
  return {
    label: ariaLabel ? undefined : field.label,
    "aria-label": ariaLabel,
    description: ariaLabel ? undefined : field.description,
    placeholder: field.placeholder,
    withAsterisk: field.required,
    disabled: field.disabled || runtime.readOnly,
    error: bound.error,
    onBlur: bound.onBlur,
  };
}

/** A field's binding and its shared input props. */
export function useField({ field, path, ariaLabel }: FieldProps) {
  const runtime = useDynamicForm();
  const bound = runtime.bind(path);
  return { runtime, bound, common: wrapperProps(field, bound, runtime, ariaLabel) };
}
