import { Select } from "@mantine/core";
import { type FieldProps, useField } from "./field-props";
import { choiceData, choiceText, optionValue } from "./options";

/** `select`: one choice of the field's options (or of the options the page supplies). */
export function SelectField(props: FieldProps) {
  const { runtime, bound, common } = useField(props);
  const options = runtime.optionsOf(props.path);
  return (
    <Select
      {...common}
      data={choiceData(options)}
      value={choiceText(bound.value)}
      onChange={(text) => bound.onChange(optionValue(options, text))}
      clearable={!props.field.required}
      searchable={options.length > 8}
      nothingFoundMessage="No matches"
      comboboxProps={{ withinPortal: true }}
    />
  );
}
