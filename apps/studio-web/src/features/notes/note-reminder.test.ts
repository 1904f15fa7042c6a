import { describe, expect, it } from "vitest";
import { reminderView } from "./note-reminder";

describe("reminderView", () => {
  const reminder = "2026-11-25T14:05:00.000Z";

  it("is overdue only once its moment has passed", () => {
    expect(reminderView(reminder, new Date("2026-11-25T14:04:59.999Z")).overdue).toBe(false);
    expect(reminderView(reminder, new Date("2026-11-25T14:05:00.000Z")).overdue).toBe(false);
    expect(reminderView(reminder, new Date("2026-11-25T14:05:00.001Z")).overdue).toBe(true);
  });

  it("reads as a day, month, year and time", () => {
    expect(reminderView(reminder, new Date(0)).text).toMatch(/^\d{1,2} Nov 2026, \d{2}:\d{2}$/);
  });
});
