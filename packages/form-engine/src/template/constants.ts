/** Spec shell §9 and §5 "Rendering rules". */
export const LONG_TEXT_ROWS = 4;
export const SLIDER_STEP = 1;
export const TABLE_PAGE_SIZE = 5;
export const DEFAULT_SPACING = 2;

/** Form renderer messages (spec shell §8). */
export const INVALID_FIELD_MESSAGE = "Invalid Field";
export const NUMBER_MESSAGE = "Should not be empty or less than 0.";
export const LOADING_MESSAGE = "Loading...";
