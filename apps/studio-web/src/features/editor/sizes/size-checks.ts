import type { AdChecks, SizeWeight } from "@adstudio/creative/validate";

export interface SizeChecks {
  weight: SizeWeight | undefined;
  issues: AdChecks["issues"];
}

/**
 * One size's share of the ad's checks: its weight, and the issues that name it (its render, weight and
 * requests under `teaser.{size}`, a layer's override for it under `layers.{id}.overrides.{size}`).
 */
export function checksOfSize(checks: AdChecks, size: string): SizeChecks {
  return {
    weight: checks.weights.find((w) => w.size === size),
    issues: checks.issues.filter(
      (issue) =>
        issue.path === `teaser.${size}` ||
        issue.path.startsWith(`teaser.${size}.`) ||
        issue.path.includes(`.overrides.${size}.`) ||
        issue.path.endsWith(`.overrides.${size}`),
    ),
  };
}
