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
  ({ t, accounts } = await startMatrixContext("templates"));
});
afterAll(() => t.close());

describe("templates permission matrix (seeded module roles)", () => {
  // Allowed callers get a read, or a 400/404 that proves they got past the check without writing anything.
  const endpoints: MatrixEndpoint[] = [
    { method: "GET", path: "/api/templates", permissions: ["readTemplate"], allowed: 200 },
    {
      method: "GET",
      path: `/api/templates/${UNKNOWN_ID}`,
      permissions: ["readTemplate", "updateTemplates"],
      allowed: 404,
    },
    // No multipart body: an allowed caller is told how to send the file.
    { method: "POST", path: "/api/templates/upload", permissions: ["createTemplates"], allowed: 400 },
    {
      method: "PUT",
      path: `/api/templates/update/${UNKNOWN_ID}`,
      body: { name: "Matrix" },
      permissions: ["updateTemplates"],
      allowed: 404,
    },
    {
      method: "POST",
      path: `/api/templates/use/${UNKNOWN_ID}`,
      body: { name: "Matrix" },
      permissions: ["createAds"],
      allowed: 404,
    },
    {
      method: "POST",
      path: "/api/templates/delete",
      body: { id: UNKNOWN_ID },
      permissions: ["updateTemplates"],
      allowed: 404,
    },
  ];

  itAnswersEachCaller(endpoints, () => ({ t, accounts }));
});
