import { getIn } from "@adstudio/form-engine";
import { TextInput } from "@mantine/core";
import { useDynamicForm } from "../form-runtime";
import type { FieldProps } from "./field-props";

/** A computed number as shown: grouped thousands, the template's decimals (two when it gives none). */
export function formatComputed(value: unknown, decimals = 2): string {
  if (typeof value !== "number" || !Number.isFinite(value)) return "—";
  return value.toLocaleString("en-US", { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
}

/** `computed`: read-only, recomputed from its sources as they change; the server computes it again. */
export function ComputedField({ field, path, ariaLabel }: FieldProps) {
  const runtime = useDynamicForm();
  const decimals = runtime.fieldAt(path)?.computed?.decimals;
  return (
    <TextInput
      label={ariaLabel ? undefined : field.label}
      aria-label={ariaLabel}
      description={ariaLabel ? undefined : field.description}
      value={formatComputed(getIn(runtime.values, path), decimals)}
      readOnly
      variant="filled"
      styles={{ input: { fontVariantNumeric: "tabular-nums", textAlign: "right" } }}
    />
  );
}
