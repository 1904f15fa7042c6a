import { Textarea } from "@mantine/core";
import { type FieldProps, useField } from "./field-props";

/** `longText`: a text area of 4 rows (spec shell §9). */
export function LongTextField(props: FieldProps) {
  const { bound, common } = useField(props);
  return (
    <Textarea
      {...common}
      rows={props.field.rows}
      value={typeof bound.value === "string" ? bound.value : ""}
      onChange={(event) => bound.onChange(event.currentTarget.value)}
    />
  );
}
