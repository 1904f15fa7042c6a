import type { CampaignStatus } from "@adstudio/api-client";
import { CAMPAIGN_OBJECTIVES } from "@adstudio/form-engine";

export const STATUS_COLORS: Record<CampaignStatus, string> = {
  draft: "gray",
  active: "green",
  paused: "yellow",
  completed: "blue",
};

export const statusLabel = (status: string) => status.charAt(0).toUpperCase() + status.slice(1);

export const objectiveLabel = (value: string) =>
  CAMPAIGN_OBJECTIVES.find((objective) => objective.value === value)?.label ?? value;

/** A budget or cost: grouped thousands, two decimals. */
export const formatMoney = (value: number | null | undefined) =>
  typeof value === "number" && Number.isFinite(value)
    ? value.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })
    : "—";

/** A CPM rate: two to four decimals (rates are often quoted to a tenth of a cent). */
export const formatRate = (value: number | null | undefined) =>
  typeof value === "number" && Number.isFinite(value)
    ? value.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 4 })
    : "—";
