import { Switch } from "@mantine/core";
import { type FieldProps, useField } from "./field-props";

/** `switch`: true or false, as a toggle. */
export function SwitchField(props: FieldProps) {
  const { bound, common } = useField(props);
  const { placeholder: _placeholder, withAsterisk, label, ...rest } = common;
  return (
    <Switch
      {...rest}
      label={label ? `${label}${withAsterisk ? " *" : ""}` : undefined}
      checked={bound.value === true}
      onChange={(event) => bound.onChange(event.currentTarget.checked)}
      mt={label ? "xs" : undefined}
    />
  );
}
