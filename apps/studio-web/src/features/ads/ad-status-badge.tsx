import type { AdStatus } from "@adstudio/api-client";
import { Badge } from "@mantine/core";

const STATUS = {
  draft: { label: "Draft", color: "gray" },
  published: { label: "Published", color: "teal" },
} as const satisfies Record<AdStatus, { label: string; color: string }>;

export const AD_STATUS_OPTIONS = Object.entries(STATUS).map(([value, { label }]) => ({ value, label }));

export function AdStatusBadge({ status }: { status: AdStatus }) {
  const { label, color } = STATUS[status] ?? STATUS.draft;
  return (
    <Badge color={color} variant="light">
      {label}
    </Badge>
  );
}
