import { Group, Radio } from "@mantine/core";
import { type FieldProps, useField } from "./field-props";
import { choiceText, optionValue } from "./options";

/** `radio`: one of the options, all shown. */
export function RadioField(props: FieldProps) {
  const { runtime, bound, common } = useField(props);
  const { placeholder: _placeholder, onBlur, disabled, ...wrapper } = common;
  const options = runtime.optionsOf(props.path);
  return (
    <Radio.Group
      {...wrapper}
      value={choiceText(bound.value)}
      onChange={(text) => {
        bound.onChange(optionValue(options, text));
        onBlur();
      }}
    >
      <Group gap="md" mt="xs">
        {options.map((option) => (
          <Radio
            key={String(option.value)}
            value={String(option.value)}
            label={option.label}
            disabled={disabled}
          />
        ))}
      </Group>
    </Radio.Group>
  );
}
