/** Width of the layer names' column; the time axis takes the rest. */
export const NAME_COLUMN = 190;
