import type { AdDocument } from "../document/document";
import { estimateWeight } from "../weight/estimate";
import { budgetOf } from "./budgets";
import { validateDocument } from "./document";
import { type Issue, KB } from "./types";

export interface SizeWeight {
  size: string;
  initialBytes: number;
  budgetBytes: number;
  requests: number;
}

export interface AdChecks {
  issues: Issue[];
  weights: SizeWeight[];
}

/**
 * What the studio says of a saved document before it is published (the publish dialog, the ad's Checks):
 * exactly `adstudio validate ad.json --origin …` with the IAB profile (the same `validateDocument`), plus
 * each size's initial load against its IAB LEAN budget for the meters. A size that cannot be rendered has
 * no weight; its render error is among the issues.
 */
export function checkAd(document: AdDocument, options: { origin?: string } = {}): AdChecks {
  const issues = validateDocument(document, { profile: "iab", ...options });
  const weights: SizeWeight[] = [];
  for (const size of Object.keys(document.teaser)) {
    try {
      const weight = estimateWeight(document, size);
      weights.push({
        size,
        initialBytes: weight.initialBytes,
        budgetBytes: budgetOf(size).initialKb * KB,
        requests: weight.requests,
      });
    } catch {
      // Reported by validateDocument.
    }
  }
  return { issues, weights };
}
