import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInSuperadmin } from "../test-support/accounts.js";
import { rowCounts } from "../test-support/row-counts.js";
import { createTestContext, json, type TestContext } from "../test-support/test-app.js";

let t: TestContext;
let token: string;
let before: Record<string, number>;

beforeAll(async () => {
  t = await createTestContext();
  token = await signInSuperadmin(t);
  before = await rowCounts(t);
});
afterAll(() => t.close());

async function expect400(res: Response, errors: Record<string, string>) {
  const body = await json(res);
  expect(res.status, JSON.stringify(body)).toBe(400);
  expect(body.errors).toEqual(errors);
  expect(body.message).toBe(Object.values(errors)[0]);
}

const deep = (depth: number) => "[".repeat(depth) + "]".repeat(depth);

describe("NUL characters (the issue's public cases)", () => {
  it("answers 400 naming the field on sign-in, registration and the contact form", async () => {
    await expect400(
      await t.request("POST", "/api/auth/login", { body: { email: "a\u0000b", password: "whatever-it-is" } }),
      { email: "email must not contain NUL characters." },
    );
    await expect400(
      await t.request("POST", "/api/auth/register", {
        body: {
          displayName: "Nul\u0000Person",
          email: "nul@example.com",
          password: "Str0ng-Passphrase-2026",
        },
      }),
      { displayName: "displayName must not contain NUL characters." },
    );
    await expect400(
      await t.request("POST", "/api/mail-send", {
        body: { name: "\u0000", email: "a@example.com", subject: "Hi", message: "Hello" },
      }),
      { name: "name must not contain NUL characters." },
    );
  });

  it("answers 404 for an id holding a NUL, and 400 for a search holding one", async () => {
    for (const path of ["/api/qr/getqr/%00", "/api/qr/%00", "/api/roles/a%00b", "/api/user/%00"]) {
      const res = await t.request("GET", path, { token });
      expect(res.status, path).toBe(404);
    }
    for (const list of ["/api/roles", "/api/user", "/api/company", "/api/qr", "/api/campaign"]) {
      await expect400(await t.request("GET", `${list}?search=%00`, { token }), {
        search: "search must not contain NUL characters.",
      });
    }
  });
});

describe("unpaired surrogates in fields stored as JSON", () => {
  it("answers 400 naming the field, however deep it sits", async () => {
    await expect400(
      await t.request("POST", "/api/campaign/create", {
        token,
        body: { name: "\ud800", notes: "ok", flights: [{ placement: "ok" }, { placement: "x\udc00" }] },
      }),
      {
        name: "name must be valid Unicode text (it holds an unpaired surrogate).",
        "flights.1.placement":
          "flights.1.placement must be valid Unicode text (it holds an unpaired surrogate).",
      },
    );
    await expect400(
      await t.request("POST", "/api/company/create", { token, body: { contactPerson: { name: "\udbff" } } }),
      {
        "contactPerson.name":
          "contactPerson.name must be valid Unicode text (it holds an unpaired surrogate).",
      },
    );
    await expect400(
      await t.request("POST", "/api/auth/user/update", { token, body: { settings: { "\ud800": "dark" } } }),
      { settings: "A key of settings must be valid Unicode text (it holds an unpaired surrogate)." },
    );
  });

  it("keeps well-formed emoji (surrogate pairs)", async () => {
    const res = await t.request("POST", "/api/auth/user/update", {
      token,
      body: { displayName: "Super 😀 Admin" },
    });
    expect(res.status).toBe(200);
    expect((await json(res)).user.data.displayName).toBe("Super 😀 Admin");
  });
});

describe("deep nesting and non-finite numbers", () => {
  it("answers 400 for JSON nested 100 000 deep in a body or in the sort parameter", async () => {
    const body = `{"name":"Deep","flights":${deep(100_000)}}`;
    const res = await t.request("POST", "/api/campaign/create", { token, body });
    expect(res.status).toBe(400);
    const answer = await json(res);
    expect(answer.message).toBe(`flights${".0".repeat(31)} is nested deeper than 32 levels.`);
    await expect400(
      await t.request("POST", "/api/formElements/list", { token, body: `{"sort":${deep(100_000)}}` }),
      { [`sort${".0".repeat(31)}`]: `sort${".0".repeat(31)} is nested deeper than 32 levels.` },
    );
    await expect400(
      await t.request("GET", `/api/roles?sort=${encodeURIComponent(`{"a":${deep(40)}}`)}`, { token }),
      { sort: "sort is nested deeper than 32 levels." },
    );
  });

  it("answers 400 for numbers JSON turns into Infinity", async () => {
    await expect400(
      await t.request("POST", "/api/campaign/create", { token, body: '{"flights":[{"cpmRate":1e400}]}' }),
      { "flights.0.cpmRate": "flights.0.cpmRate must be a finite number." },
    );
    await expect400(
      await t.request("POST", "/api/menuCollection/create", { token, body: '{"order":-1e999}' }),
      { order: "order must be a finite number." },
    );
  });

  it("answers 400 for a query string that is not valid percent-encoded UTF-8", async () => {
    await expect400(await t.request("GET", "/api/roles?search=%ED%A0%80", { token }), {
      search: "search is not valid percent-encoded UTF-8.",
    });
  });

  it("still answers 400 for malformed JSON, and lets ordinary requests through", async () => {
    const malformed = await t.request("POST", "/api/auth/login", { body: "{nope" });
    expect(malformed.status).toBe(400);
    expect(await json(malformed)).toEqual({ message: "Request body is not valid JSON" });
    const res = await t.request("GET", `/api/roles?search=${encodeURIComponent("pub & [x]")}&limit=5`, {
      token,
    });
    expect(res.status).toBe(200);
  });
});

it("wrote nothing for any refused request", async () => {
  const after = await rowCounts(t);
  // The only write allowed above is the display-name update of an existing row.
  expect(after).toEqual(before);
});
