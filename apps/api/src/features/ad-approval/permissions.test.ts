import type { RoleName } from "@adstudio/core";
import { afterAll, beforeAll, describe, it } from "vitest";
import {
  type Account,
  expectMatrixNotTrivial,
  itAnswersEachCaller,
  type MatrixEndpoint,
  startMatrixContext,
} from "../../test-support/accounts.js";
import type { TestContext } from "../../test-support/test-app.js";

let t: TestContext;
let accounts: Record<RoleName, Account>;
const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";

beforeAll(async () => {
  ({ t, accounts } = await startMatrixContext("approval"));
});
afterAll(() => t.close());

describe("ad approval permission matrix (seeded module roles)", () => {
  // Allowed callers get past the check to a 404 (the ad does not exist), so nothing is written.
  const endpoints: MatrixEndpoint[] = [
    {
      method: "GET",
      path: `/api/ads/approval/${UNKNOWN_ID}`,
      permissions: ["readAds", "viewAdDetails"],
      allowed: 404,
    },
    {
      method: "POST",
      path: `/api/ads/review/${UNKNOWN_ID}`,
      body: { revision: 1 },
      permissions: ["updateAds"],
      allowed: 404,
    },
    {
      method: "POST",
      path: `/api/ads/approve/${UNKNOWN_ID}`,
      body: { version: 1, decision: "approve" },
      permissions: ["approveAds"],
      allowed: 404,
    },
  ];

  // Every seeded role reads ads; the two writes each keep a seeded role out.
  it("lets some callers in and keeps a seeded role and nobody out of each write", () => {
    expectMatrixNotTrivial(endpoints.slice(1));
  });
  itAnswersEachCaller(endpoints, () => ({ t, accounts }));
});
