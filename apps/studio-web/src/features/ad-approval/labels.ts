import type { ApprovalAction, ApprovalState } from "@adstudio/api-client";

/**
 * How each approval state reads, and its badge colour: its darkest shade under white text must reach AA
 * (4.5:1 at the badge's 11 px), which green.9 (4.36) and orange.9 do not.
 */
export const STATE_LABELS: Record<ApprovalState, { label: string; color: string }> = {
  draft: { label: "Draft", color: "gray" },
  in_review: { label: "In review", color: "blue" },
  changes_requested: { label: "Changes requested", color: "red" },
  approved: { label: "Approved", color: "teal" },
  published: { label: "Published", color: "indigo" },
};

/** The audit trail's verbs: "Dana Designer requested review of version 2". */
export const ACTION_LABELS: Record<ApprovalAction, (version: number | null) => string> = {
  requested: (version) => `requested review of version ${version}`,
  approved: (version) => `approved version ${version}`,
  changes_requested: (version) => `requested changes to version ${version}`,
  published: (version) => (version === null ? "published the ad" : `published approved version ${version}`),
};
