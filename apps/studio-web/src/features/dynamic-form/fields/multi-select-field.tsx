import { MultiSelect } from "@mantine/core";
import { type FieldProps, useField } from "./field-props";
import { choiceData, optionValue } from "./options";

/** `multiSelect`: any number of the options; the value is a list. */
export function MultiSelectField(props: FieldProps) {
  const { runtime, bound, common } = useField(props);
  const options = runtime.optionsOf(props.path);
  const chosen = Array.isArray(bound.value) ? bound.value.map(String) : [];
  return (
    <MultiSelect
      {...common}
      data={choiceData(options)}
      value={chosen}
      onChange={(texts) => bound.onChange(texts.map((text) => optionValue(options, text)))}
      searchable={options.length > 8}
      clearable
    />
  );
}
