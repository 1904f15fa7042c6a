import type { CompiledTemplate, Field, FieldOption, FormValues } from "@adstudio/form-engine";
import type { UseFormReturnType } from "@mantine/form";
import { createContext, useContext } from "react";

/** Props every input gets from the form: its value, change and blur handlers and the message to show. */
export interface BoundInput {
  value: unknown;
  onChange: (value: unknown) => void;
  onBlur: () => void;
  error: string | undefined;
}

/** What the field components read from the form they are in. */
export interface DynamicFormRuntime {
  form: UseFormReturnType<FormValues>;
  compiled: CompiledTemplate;
  /** The form's values with every computed field recomputed (what computed fields show). */
  values: FormValues;
  /** Value paths of the fields shown now (hidden fields and their rows are left out). */
  visible: ReadonlySet<string>;
  /** The whole form is shown read-only (details pages). */
  readOnly: boolean;
  bind(path: string): BoundInput;
  /** The template field behind a value path (`flights.2.size` → the `size` field of `flights`). */
  fieldAt(path: string): Field | undefined;
  /** Choices of a select, radio or multi-select: the renderer's own for this field, else the template's. */
  optionsOf(path: string): FieldOption[];
  addRow(arrayPath: string): void;
  removeRow(arrayPath: string, index: number): void;
}

export const DynamicFormContext = createContext<DynamicFormRuntime | null>(null);

export function useDynamicForm(): DynamicFormRuntime {
  const runtime = useContext(DynamicFormContext);
  if (!runtime) throw new Error("A dynamic-form field must be rendered inside <DynamicForm>.");
  return runtime;
}
