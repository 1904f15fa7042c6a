import { Checkbox } from "@mantine/core";
import { type FieldProps, useField } from "./field-props";

/** `checkbox`: true or false; a required box must be ticked. */
export function CheckboxField(props: FieldProps) {
  const { bound, common } = useField(props);
  const { placeholder: _placeholder, withAsterisk, label, ...rest } = common;
  return (
    <Checkbox
      {...rest}
      label={label ? `${label}${withAsterisk ? " *" : ""}` : undefined}
      checked={bound.value === true}
      onChange={(event) => bound.onChange(event.currentTarget.checked)}
      mt={label ? "xs" : undefined}
    />
  );
}
