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
const PNG_1X1 =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=";

beforeAll(async () => {
  ({ t, accounts } = await startMatrixContext("showcase"));
});
afterAll(() => t.close());

describe("showcase permission matrix (seeded module roles)", () => {
  // Allowed callers get a read, or a 404 for an unknown ad that proves they got past the check.
  const guarded: MatrixEndpoint[] = [
    {
      method: "POST",
      path: "/api/rmcreator/adsShowcaseList",
      body: { limit: 8, page: 1, sort: { createdAt: -1 }, types: [] },
      permissions: ["viewShowcase"],
      allowed: 200,
    },
    { method: "POST", path: "/api/rmcreator/adCategories", permissions: ["viewShowcase"], allowed: 200 },
    {
      method: "PUT",
      path: "/api/ads/updateCoverImage",
      body: { _id: UNKNOWN_ID, fileName: "c.png", file: { body: PNG_1X1, fileName: "c.png" } },
      permissions: ["changeShowcasePreview"],
      allowed: 404,
    },
    {
      method: "PUT",
      path: "/api/ads/updatePreview",
      body: { id: UNKNOWN_ID, field: "previewName", value: "Hi" },
      permissions: ["changeShowcasePreview"],
      allowed: 404,
    },
    {
      method: "POST",
      path: "/api/richads/cloneAds",
      body: { name: "Copy", placementId: UNKNOWN_ID },
      permissions: ["createAds"],
      allowed: 404,
    },
  ];
  it("keeps a seeded role and nobody out of each guarded endpoint", () => expectMatrixNotTrivial(guarded));
  itAnswersEachCaller(guarded, () => ({ t, accounts }));

  // The public showcase answers everyone alike: an unknown company is a 404 for all.
  const open: MatrixEndpoint[] = [
    {
      method: "POST",
      path: "/api/rmcreator/adsListById",
      body: { companyId: UNKNOWN_ID },
      permissions: [],
      allowed: 404,
      anonymous: 404,
    },
    {
      method: "POST",
      path: "/api/rmcreator/adCategoriesById",
      body: { company: UNKNOWN_ID },
      permissions: [],
      allowed: 404,
      anonymous: 404,
    },
    // The live counts of a page of cards: an unknown ad is left out, for everyone alike.
    {
      method: "POST",
      path: "/api/rmcreator/adStats",
      body: { ids: [UNKNOWN_ID] },
      permissions: [],
      allowed: 200,
      anonymous: 200,
    },
  ];
  itAnswersEachCaller(open, () => ({ t, accounts }));
});
