import { Input, Slider } from "@mantine/core";
import { type FieldProps, useField } from "./field-props";

/** `slider`: a number in steps of 1 between the field's `min` and `max` (default 0 to 100). */
export function SliderField(props: FieldProps) {
  const { bound, common } = useField(props);
  const { field } = props;
  const min = field.min ?? 0;
  const max = field.max ?? 100;
  const value = typeof bound.value === "number" ? bound.value : Number(bound.value) || min;
  return (
    <Input.Wrapper
      label={common.label}
      description={common.description}
      withAsterisk={common.withAsterisk}
      error={common.error}
    >
      <Slider
        mt="xs"
        min={min}
        max={max}
        step={field.step ?? 1}
        value={value}
        onChange={(next) => bound.onChange(next)}
        onChangeEnd={() => bound.onBlur()}
        disabled={common.disabled}
        thumbLabel={props.ariaLabel ?? field.label}
        label={(current) => current}
      />
    </Input.Wrapper>
  );
}
