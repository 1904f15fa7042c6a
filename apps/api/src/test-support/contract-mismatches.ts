import { afterEach } from "vitest";

/** Answers of this test file that did not match their contract definition, until the test ends. */
const mismatches: string[] = [];

/** The app of every API test reports here (see `createTestContext`). */
export function recordContractMismatch(problem: string): void {
  mismatches.push(problem);
}

// A vitest setup file: any test during which an answer broke the contract fails, even one that only
// looked at the status (the check also turns the answer into a 500 naming the mismatch).
afterEach(() => {
  const found = mismatches.splice(0);
  if (found.length > 0) throw new Error(`Answers did not match the API contract:\n${found.join("\n")}`);
});
