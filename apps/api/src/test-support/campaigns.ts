// Used only by the tests of this folder.
import { expect } from "vitest";
import { ACCOUNT_PASSWORD, signIn } from "./accounts.js";
import { validCompany } from "./companies.js";
import { json, type TestContext } from "./test-app.js";

/** A flight that fits in {@link validCampaign}'s dates. */
export function flight(overrides: Record<string, unknown> = {}) {
  return {
    placement: "Homepage",
    size: "300x250",
    startDate: "2027-03-01",
    endDate: "2027-03-10",
    impressions: 250000,
    cpmRate: 4.2,
    ...overrides,
  };
}

/** Campaign form values that pass every check. */
export function validCampaign(companyId: string, overrides: Record<string, unknown> = {}) {
  return {
    name: "Spring launch",
    advertiserCompany: companyId,
    brand: "Fizz",
    objective: "awareness",
    startDate: "2027-03-01",
    endDate: "2027-03-31",
    status: "draft",
    flights: [
      flight(),
      flight({ placement: "Sports", size: "728x90", impressions: "1500", cpmRate: "3.333" }),
    ],
    notes: "**Launch** week",
    brief: null,
    logos: [],
    ...overrides,
  };
}

/** Creates a company as the admin and answers its id. */
export async function createCompany(t: TestContext, admin: string, shortName: string): Promise<string> {
  const res = await t.request("POST", "/api/company/create", {
    token: admin,
    body: validCompany({ name: `Company ${shortName}`, shortName }),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await json(res)).company._id;
}

/** Creates and signs in a user of a role and companies; answers the token. */
export async function companyUser(
  t: TestContext,
  admin: string,
  username: string,
  roleName: string,
  companyName: string[],
): Promise<string> {
  const res = await t.request("POST", "/api/user/create", {
    token: admin,
    body: {
      username,
      email: `${username}@example.com`,
      displayName: `User ${username}`,
      password: ACCOUNT_PASSWORD,
      roleName,
      companyName,
    },
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return signIn(t, username);
}
