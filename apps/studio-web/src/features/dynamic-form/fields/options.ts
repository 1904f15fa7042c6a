import type { FieldOption, OptionValue } from "@adstudio/form-engine";

/** Mantine's choice inputs hold text; options may hold numbers or booleans, so values go through text. */
export function choiceData(options: readonly FieldOption[]) {
  return options.map((option) => ({ value: String(option.value), label: option.label }));
}

/** The option value a chosen text stands for (`"3"` → `3`), or `null` for none. */
export function optionValue(options: readonly FieldOption[], text: string | null): OptionValue | null {
  if (text === null) return null;
  return options.find((option) => String(option.value) === text)?.value ?? text;
}

export function choiceText(value: unknown): string | null {
  return value === null || value === undefined || value === "" ? null : String(value);
}
