import type { RichTextEditorLabels } from "@mantine/tiptap";

/** Toolbar names in the studio's British English (the spec's "colour"); the rest are Mantine's. */
export const RICH_TEXT_LABELS: Partial<RichTextEditorLabels> = {
  orderedListControlLabel: "Numbered list",
  alignLeftControlLabel: "Align left",
  alignCenterControlLabel: "Align centre",
  alignRightControlLabel: "Align right",
  alignJustifyControlLabel: "Justify",
  colorPickerControlLabel: "Text colour",
  colorPickerColorLabel: (colour) => `Text colour ${colour}`,
  colorPickerClear: "Clear colour",
  colorPickerColorPicker: "Colour picker",
  colorPickerPalette: "Colour palette",
  unsetColorControlLabel: "Remove colour",
  tableInsertLabel: (columns, rows) => `Insert a table of ${columns} columns and ${rows} rows`,
};

/**
 * The colour palette, hex with a leading # (spec shell §5). Each shade reads at WCAG AA (4.5:1) on the
 * studio's light backgrounds (white, mist #f3f4f8, grey #f1f3f5): Mantine's brighter reds and greens
 * (#e03131 is 4.1:1 on mist) would make the notes fail axe's contrast check.
 */
export const TEXT_COLOURS = [
  "#1f2937", // near black
  "#62686f", // grey
  "#c92a2a", // red
  "#a61e4d", // pink
  "#862e9c", // grape
  "#5f3dc4", // violet
  "#364fc7", // indigo
  "#1864ab", // blue
  "#0b7285", // cyan
  "#0a6e50", // teal
  "#237a36", // green
  "#4f7a0c", // lime
  "#946200", // amber
  "#b8400b", // orange
];
