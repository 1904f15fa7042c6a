import type { RoleName } from "@adstudio/core";
import { afterAll, beforeAll, describe } from "vitest";
import {
  type Account,
  itAnswersEachCaller,
  type MatrixEndpoint,
  startMatrixContext,
} from "../../test-support/accounts.js";
import type { TestContext } from "../../test-support/test-app.js";

let t: TestContext;
let accounts: Record<RoleName, Account>;
const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";

beforeAll(async () => {
  ({ t, accounts } = await startMatrixContext("rmt"));
});
afterAll(() => t.close());

describe("rich-media template permission matrix (seeded module roles)", () => {
  // Allowed callers get a read, or a 400/404 that proves they passed the check without writing (the matrix
  // accounts belong to no company, so a blank template answers 400 for everyone allowed).
  const endpoints: MatrixEndpoint[] = [
    { method: "GET", path: "/api/richtemplates", permissions: ["readTemplate"], allowed: 200 },
    {
      method: "GET",
      path: `/api/richtemplates/${UNKNOWN_ID}`,
      permissions: ["readTemplate", "updateTemplates"],
      allowed: 404,
    },
    {
      method: "POST",
      path: "/api/richtemplates/create",
      body: { name: "Matrix", type: "rich-media" },
      permissions: ["createTemplates"],
      allowed: 400,
    },
    {
      method: "PUT",
      path: `/api/richtemplates/update/${UNKNOWN_ID}`,
      body: { revision: 1 },
      permissions: ["updateTemplates"],
      allowed: 404,
    },
    {
      method: "POST",
      path: "/api/richtemplates/delete",
      body: { id: UNKNOWN_ID },
      permissions: ["updateTemplates"],
      allowed: 404,
    },
    {
      method: "POST",
      path: `/api/richtemplates/preview/${UNKNOWN_ID}`,
      permissions: ["readTemplate", "updateTemplates"],
      allowed: 404,
    },
  ];

  itAnswersEachCaller(endpoints, () => ({ t, accounts }));
});
