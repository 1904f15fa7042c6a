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
  ({ t, accounts } = await startMatrixContext("chat"));
});
afterAll(() => t.close());

describe("chat and quick panel permission matrix (seeded module roles)", () => {
  // Every signed-in user has a team chat and a quick panel; nobody without a token. Allowed callers get
  // a read, or a 400/404 that writes nothing.
  const endpoints: MatrixEndpoint[] = [
    { method: "GET", path: "/api/chat/contacts", permissions: [], allowed: 200 },
    { method: "GET", path: "/api/chat/user", permissions: [], allowed: 200 },
    { method: "POST", path: "/api/chat/user/data", body: { status: "busy" }, permissions: [], allowed: 400 },
    { method: "GET", path: `/api/chat/get-chat?contactId=${UNKNOWN_ID}`, permissions: [], allowed: 404 },
    {
      method: "POST",
      path: "/api/chat/send-message",
      body: { chatId: UNKNOWN_ID, contactId: UNKNOWN_ID, messageText: "hello" },
      permissions: [],
      allowed: 404,
    },
    { method: "POST", path: "/api/chat/stream-ticket", permissions: [], allowed: 201 },
    // The stream authenticates by its ticket: without one everybody gets the same 400.
    { method: "GET", path: "/api/chat/stream", permissions: [], allowed: 400, anonymous: 400 },
    { method: "GET", path: "/api/quick-panel/data", permissions: [], allowed: 200 },
  ];

  itAnswersEachCaller(endpoints, () => ({ t, accounts }));
});
