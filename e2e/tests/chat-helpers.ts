import { type APIRequestContext, expect } from "@playwright/test";
import { createVia, stamp } from "./master-data-helpers";

/** Helpers of the chat specs: company members created and signed in over the API. */

/** A signed-in designer of one company: their user id, display name and bearer token. */
export interface Member {
  id: string;
  name: string;
  token: string;
}

/** Bearer headers for an API request as `token`'s user. */
export const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** Creates a designer of `companyId` named after `label` (unique per run) and signs them in. */
export async function memberOf(
  request: APIRequestContext,
  admin: string,
  companyId: string,
  label: string,
): Promise<Member> {
  const id = `${label}-${stamp()}`;
  const name = `${label[0]?.toUpperCase()}${label.slice(1)} ${id.slice(-4)}`;
  const creds = { email: `${id}@e2e.example.com`, password: "designer-pass-1" };
  const { user } = await createVia<{ user: { _id: string } }>(request, admin, "/api/user/create", {
    username: id,
    email: creds.email,
    displayName: name,
    password: creds.password,
    roleName: "designer",
    companyName: [companyId],
  });
  const login = await request.post("/api/auth/login", { data: creds });
  expect(login.status()).toBe(200);
  return { id: user._id, name, token: ((await login.json()) as { token: string }).token };
}
