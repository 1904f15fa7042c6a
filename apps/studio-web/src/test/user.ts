import userEvent, { PointerEventsCheckLevel } from "@testing-library/user-event";

/**
 * A user for form tests that are not about typing or pointer details: no pause between keys and no
 * pointer-events check. Both cost more than the test itself under jsdom on a busy machine: each click
 * asks jsdom's getComputedStyle about the target and every ancestor (tens of ms each), and a pause is a
 * trip through the timer queue per key. The stylesheets are not loaded in these tests, so the check could
 * only ever see inline styles.
 */
export const fastUser = () =>
  userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
