import { DateTimePicker } from "@mantine/dates";
import dayjs from "dayjs";
import { ACCESSIBLE_CALENDAR } from "../../lib/calendar-props";

import "@mantine/dates/styles.css";

export interface NoteReminderFieldProps {
  /** The stored reminder (ISO 8601) or null for none. */
  value: string | null;
  onChange: (reminder: string | null) => void;
  error?: string;
}

/**
 * The note's reminder, picked as a day and a time in the viewer's time zone and kept as an ISO instant,
 * so the card (and any other browser) shows the same moment in its own local time. Clearing it sends null.
 */
export function NoteReminderField({ value, onChange, error }: NoteReminderFieldProps) {
  // The picker speaks local wall-clock time ('YYYY-MM-DD HH:mm:ss'); the note stores an instant.
  const local = value ? dayjs(value).format("YYYY-MM-DD HH:mm:ss") : null;
  return (
    <DateTimePicker
      label="Reminder"
      placeholder="No reminder"
      description="Day and time, in your time zone"
      valueFormat="D MMM YYYY, HH:mm"
      value={local}
      onChange={(picked) => onChange(picked ? dayjs(picked).toISOString() : null)}
      // A new reminder starts at 09:00; a stored one keeps its time (Mantine's default would win over it).
      defaultTimeValue={value ? undefined : "09:00"}
      error={error}
      clearable
      clearButtonProps={{ "aria-label": "Clear reminder" }}
      timePickerProps={{ hoursInputLabel: "Hours", minutesInputLabel: "Minutes" }}
      submitButtonProps={{ "aria-label": "Done" }}
      {...ACCESSIBLE_CALENDAR}
      // Done or Escape closes the calendar; focus goes back to the field, not to the page's start.
      popoverProps={{ withinPortal: true, returnFocus: true }}
    />
  );
}
