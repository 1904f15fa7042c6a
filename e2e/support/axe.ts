import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** One rule axe broke, with where: readable in a failed assertion's diff. */
export interface Violation {
  rule: string;
  impact: string;
  help: string;
  nodes: string[];
}

/** The impacts issue 10 forbids; `minor` and `moderate` findings are reported by axe but not gated on. */
const BLOCKING = new Set(["serious", "critical"]);

/**
 * Runs axe (WCAG 2.0 A and AA rules) over the whole page as it stands (open dialogs and toasts included)
 * and answers the serious and critical violations.
 */
export async function blockingViolations(page: Page): Promise<Violation[]> {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
  return results.violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ""))
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact ?? "",
      help: violation.help,
      nodes: violation.nodes.map((node) => `${node.target.join(" ")} :: ${node.failureSummary ?? ""}`),
    }));
}

/** Fails the test (after it ran on) with the list of violations when the page has any serious or critical one. */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  // Soft: one run lists the violations of every screen, not only of the first that has some.
  expect.soft(await blockingViolations(page), `axe on ${screen}`).toEqual([]);
}
