import { DEFAULT_SPACING, TABLE_PAGE_SIZE } from "../template/constants";
import type { LayoutSize, LayoutType, TemplateLayout } from "../template/types";

/** A layout with every default filled in. */
export interface ResolvedLayout {
  columns: number;
  spacing: number;
  size: LayoutSize;
  labelStyle?: string;
  type: LayoutType;
  pageSize: number;
}

export const DEFAULT_LAYOUT: ResolvedLayout = {
  columns: 1,
  spacing: DEFAULT_SPACING,
  size: "sm",
  type: "plain",
  pageSize: TABLE_PAGE_SIZE,
};

/** Fills a layout's gaps from its parent's (a section from its form's), then from {@link DEFAULT_LAYOUT}. */
export function resolveLayout(
  layout?: TemplateLayout,
  parent: ResolvedLayout = DEFAULT_LAYOUT,
): ResolvedLayout {
  const resolved: ResolvedLayout = {
    columns: layout?.columns ?? parent.columns,
    spacing: layout?.spacing ?? parent.spacing,
    size: layout?.size ?? parent.size,
    type: layout?.type ?? parent.type,
    pageSize: layout?.pageSize ?? parent.pageSize,
  };
  const labelStyle = layout?.labelStyle ?? parent.labelStyle;
  if (labelStyle !== undefined) resolved.labelStyle = labelStyle;
  return resolved;
}

const SPANS: Readonly<Record<number, number>> = { 1: 12, 2: 6, 3: 4, 6: 2 };

/**
 * Grid span (of 12) of one field for a column count (spec shell §5 "Rendering rules"): 1 → 12, 2 → 6,
 * 3 → 4, 6 → 2, anything else 12; in the top-level form 4 columns also work (4 → 3).
 */
export function columnSpan(columns: number, { topLevel = false }: { topLevel?: boolean } = {}): number {
  if (topLevel && columns === 4) return 3;
  return SPANS[columns] ?? 12;
}
