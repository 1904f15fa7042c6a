import type { AdStatus } from "@adstudio/api-client";
import { Badge } from "@mantine/core";

/**
 * Shades that read at WCAG AA (4.5:1) at a badge's 11 px: Mantine's light teal text on its light teal
 * reads 4.3:1, so a published ad's badge is filled with the darkest teal under white text.
 */
const STATUS = {
  draft: { label: "Draft", color: "gray", variant: "light", text: "gray.9" },
  published: { label: "Published", color: "teal.9", variant: "filled", text: "white" },
} as const satisfies Record<AdStatus, { label: string; color: string; variant: string; text: string }>;

export const AD_STATUS_OPTIONS = Object.entries(STATUS).map(([value, { label }]) => ({ value, label }));

export function AdStatusBadge({ status }: { status: AdStatus }) {
  const { label, color, variant, text } = STATUS[status] ?? STATUS.draft;
  return (
    <Badge color={color} variant={variant} c={text}>
      {label}
    </Badge>
  );
}
