import type { CampaignStatus } from "@adstudio/api-client";
import { Badge } from "@mantine/core";
import { STATUS_COLORS, statusLabel } from "./labels";

export function StatusBadge({ status }: { status: CampaignStatus }) {
  return (
    <Badge color={STATUS_COLORS[status] ?? "gray"} variant="light">
      {statusLabel(status)}
    </Badge>
  );
}
