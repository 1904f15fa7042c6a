import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** One rule axe broke, with where: readable in a failed assertion's diff. */
export interface Violation {
  rule: string;
  impact: string;
  help: string;
  nodes: string[];
}

/**
 * Waits (at most 2 s) until no finite animation or transition runs: axe reads colours as painted, and a
 * dialog fading in is half see-through, so its buttons would be measured against a blend (a loaded machine
 * hit that: 4.38:1 for a red button that reads 4.6:1 once shown).
 */
async function transitionsSettled(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (animation) =>
              animation.playState !== "running" || animation.effect?.getTiming().iterations === Infinity,
          ),
      undefined,
      { timeout: 2000 },
    )
    .catch(() => undefined);
}

/** The impacts issue 10 forbids; `minor` and `moderate` findings are reported by axe but not gated on. */
const BLOCKING = new Set(["serious", "critical"]);

/**
 * Runs axe (WCAG 2.0 A and AA rules) over the whole page as it stands (open dialogs and toasts included)
 * and answers the serious and critical violations. `alsoRules` turns on rules outside those tags, such as
 * `label-content-name-mismatch` (WCAG 2.1, and axe's own "experimental", so off unless named).
 */
export async function blockingViolations(page: Page, alsoRules: string[] = []): Promise<Violation[]> {
  await transitionsSettled(page);
  const rules = Object.fromEntries(alsoRules.map((rule) => [rule, { enabled: true }]));
  // One options object: AxeBuilder's options() replaces what withTags() set, which ran every rule
  // (best practices included) for every caller.
  const results = await new AxeBuilder({ page })
    .options({ runOnly: { type: "tag", values: ["wcag2a", "wcag2aa"] }, rules })
    .analyze();
  return results.violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ""))
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact ?? "",
      help: violation.help,
      // The element's opening tag too: Mantine's generated ids alone do not say which control it is.
      nodes: violation.nodes.map(
        (node) => `${node.target.join(" ")} ${node.html.slice(0, 200)} :: ${node.failureSummary ?? ""}`,
      ),
    }));
}

/** Fails the test (after it ran on) with the list of violations when the page has any serious or critical one. */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  // Soft: one run lists the violations of every screen, not only of the first that has some.
  expect.soft(await blockingViolations(page), `axe on ${screen}`).toEqual([]);
}
