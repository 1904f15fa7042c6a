import { todayKey } from "@adstudio/form-engine";
import { DateInput } from "@mantine/dates";
import { ACCESSIBLE_CALENDAR } from "../../../lib/calendar-props";
import { type FieldProps, useField } from "./field-props";

import "@mantine/dates/styles.css";

/** A date limit of the template as the picker takes it: `today` or a `YYYY-MM-DD` day. */
function dayLimit(rule: unknown): string | undefined {
  const value = typeof rule === "object" && rule !== null ? (rule as { value?: unknown }).value : rule;
  if (value === "today") return todayKey(() => new Date());
  return typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined;
}

/**
 * `date`: typed as `YYYY-MM-DD` or picked from a calendar; the value is that text (or null). A `min` or
 * `max` of `today` keeps the calendar from offering days before or after today. Enter here only ends
 * the typing: it never presses the form's Save (a campaign was once saved without its flights so).
 */
export function DateField(props: FieldProps) {
  const { runtime, bound, common } = useField(props);
  const rules = runtime.fieldAt(props.path)?.validation;
  const minDate = dayLimit(rules?.min);
  const maxDate = dayLimit(rules?.max);
  return (
    <DateInput
      {...common}
      placeholder={common.placeholder ?? "YYYY-MM-DD"}
      valueFormat="YYYY-MM-DD"
      value={typeof bound.value === "string" && bound.value !== "" ? bound.value : null}
      onChange={(value) => bound.onChange(value)}
      onKeyDown={(event) => {
        if (event.key === "Enter") event.preventDefault();
      }}
      clearable={!props.field.required}
      {...(minDate ? { minDate } : {})}
      {...(maxDate ? { maxDate } : {})}
      {...ACCESSIBLE_CALENDAR}
      popoverProps={{ withinPortal: true }}
    />
  );
}
