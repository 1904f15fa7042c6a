import type { DayOfWeek } from "@mantine/dates";

/**
 * What every Mantine dates picker of the studio gets, for screen readers and contrast:
 * - the calendar's arrows are icons only, so they get names (else a screen reader hears "button");
 * - Mantine paints weekends red-6 and other months' days grey, both under 4.5:1 on white (axe), so
 *   weekends look like other days and other months' days are not shown.
 */
export const ACCESSIBLE_CALENDAR = {
  ariaLabels: {
    previousMonth: "Previous month",
    nextMonth: "Next month",
    previousYear: "Previous year",
    nextYear: "Next year",
    previousDecade: "Previous decade",
    nextDecade: "Next decade",
  },
  weekendDays: [] as DayOfWeek[],
  hideOutsideDates: true,
};
