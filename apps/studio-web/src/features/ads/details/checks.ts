import type { AdDocument } from "@adstudio/creative/document";
import { budgetOf, estimateWeight, type Issue, validate } from "@adstudio/creative/validate";

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

const KB = 1024;

/**
 * The engine's checks of a saved document, run in the browser (nothing is fetched): its issues, and each
 * size's initial load against its IAB LEAN budget. A size that cannot be rendered has no weight; its
 * render error is among the issues.
 */
export function checkAd(document: AdDocument): AdChecks {
  const issues = validate({ kind: "document", document }, { profile: "iab" });
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
      // Reported by validate.
    }
  }
  return { issues, weights };
}

export const kilobytes = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
