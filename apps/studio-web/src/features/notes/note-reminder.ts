import { formatWhen } from "../ads/when";

export interface ReminderView {
  /** The reminder in the studio's English, in the viewer's time zone ("25 Nov 2026, 14:05"). */
  text: string;
  /** True once the reminder's moment has passed: the card shows it as overdue. */
  overdue: boolean;
}

/** How a card shows a note's reminder at `now` (a reminder exactly at `now` is due, not yet overdue). */
export function reminderView(reminder: string, now: Date): ReminderView {
  return { text: formatWhen(reminder), overdue: new Date(reminder).getTime() < now.getTime() };
}
