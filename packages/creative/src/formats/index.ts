export { blankDocument, designCanvas } from "./blank";
export { formatsMarkdownTable } from "./markdown";
export { allowsSize, CUSTOM_SIZE_MAX, CUSTOM_SIZE_MIN, FORMATS, formatOf } from "./registry";
export type {
  FormatFamily,
  FormatLimits,
  FormatSlot,
  FormatSpec,
  FormatStructure,
  StickyCorner,
  StructureKind,
  TeaserKey,
} from "./types";
