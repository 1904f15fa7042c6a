import { TextInput } from "@mantine/core";
import { type FieldProps, useField } from "./field-props";

/** `text`: one line. */
export function TextField(props: FieldProps) {
  const { bound, common } = useField(props);
  return (
    <TextInput
      {...common}
      value={typeof bound.value === "string" ? bound.value : ""}
      onChange={(event) => bound.onChange(event.currentTarget.value)}
    />
  );
}
