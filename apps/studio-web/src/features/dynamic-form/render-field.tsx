import type { FieldDescriptor } from "@adstudio/form-engine";
import type { ComponentType } from "react";
import { ArrayField } from "./arrays/array-field";
import { FileField } from "./attachments/file-field";
import { CheckboxField } from "./fields/checkbox-field";
import { ColourField } from "./fields/colour-field";
import { ComputedField } from "./fields/computed-field";
import { DateField } from "./fields/date-field";
import type { FieldProps } from "./fields/field-props";
import { InvalidField } from "./fields/invalid-field";
import { LongTextField } from "./fields/long-text-field";
import { MultiSelectField } from "./fields/multi-select-field";
import { NumberField } from "./fields/number-field";
import { RadioField } from "./fields/radio-field";
import { SelectField } from "./fields/select-field";
import { SliderField } from "./fields/slider-field";
import { SwitchField } from "./fields/switch-field";
import { TextField } from "./fields/text-field";
import { useDynamicForm } from "./form-runtime";
import { RichTextField } from "./rich-text/rich-text-field";

/** One component per field kind. */
const COMPONENTS: Record<Exclude<FieldDescriptor["kind"], "invalid">, ComponentType<FieldProps>> = {
  text: TextField,
  longText: LongTextField,
  number: NumberField,
  select: SelectField,
  multiSelect: MultiSelectField,
  checkbox: CheckboxField,
  switch: SwitchField,
  radio: RadioField,
  date: DateField,
  colour: ColourField,
  slider: SliderField,
  richText: RichTextField,
  file: FileField,
  attachment: FileField,
  array: ArrayField,
  computed: ComputedField,
};

export interface RenderFieldProps {
  field: FieldDescriptor;
  path: string;
  ariaLabel?: string | undefined;
}

/** The field at `path` as its kind's component; nothing while it is hidden; 'Invalid Field' for unknown kinds. */
export function RenderField({ field, path, ariaLabel }: RenderFieldProps) {
  const { visible } = useDynamicForm();
  if (!visible.has(path)) return null;
  if (field.kind === "invalid") return <InvalidField field={field} />;
  // A field with a computed rule is read-only whatever its kind.
  const Component = field.readOnly ? ComputedField : COMPONENTS[field.kind];
  return <Component field={field} path={path} ariaLabel={ariaLabel} />;
}
