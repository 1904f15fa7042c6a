export { blankDocument, designCanvas } from "./blank";
export { formatsMarkdownTable } from "./markdown";
export { FORMATS, formatOf } from "./registry";
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
