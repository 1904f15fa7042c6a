import { NumberInput } from "@mantine/core";
import { type FieldProps, useField } from "./field-props";

/** `number`: a number, or `""` while empty (the engine's empty number). */
export function NumberField(props: FieldProps) {
  const { bound, common } = useField(props);
  const value = typeof bound.value === "number" || typeof bound.value === "string" ? bound.value : "";
  return <NumberInput {...common} value={value} onChange={(next) => bound.onChange(next)} />;
}
