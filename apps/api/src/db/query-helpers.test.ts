import { describe, expect, it } from "vitest";
import { containsPattern, isForeignKeyViolation, isUniqueViolation } from "./query-helpers.js";

describe("containsPattern", () => {
  it("wraps the text in % and escapes LIKE wildcards and the escape character", () => {
    expect(containsPattern("qr")).toBe("%qr%");
    expect(containsPattern("50%_off\\")).toBe("%50\\%\\_off\\\\%");
  });
});

describe("PostgreSQL error checks", () => {
  const unique = Object.assign(new Error("duplicate key"), {
    code: "23505",
    constraint: "roles_role_name_lower_idx",
  });
  const wrapped = Object.assign(new Error("Failed query"), { cause: unique });

  it("recognise a unique violation, raw or wrapped by Drizzle, optionally on a given index", () => {
    expect(isUniqueViolation(unique)).toBe(true);
    expect(isUniqueViolation(wrapped, "roles_role_name_lower_idx")).toBe(true);
    expect(isUniqueViolation(wrapped, "users_email_lower_idx")).toBe(false);
    expect(isUniqueViolation(new Error("boom"))).toBe(false);
    expect(isUniqueViolation(undefined)).toBe(false);
  });

  it("recognise a foreign-key violation", () => {
    expect(isForeignKeyViolation({ cause: { code: "23503" } })).toBe(true);
    expect(isForeignKeyViolation(unique)).toBe(false);
  });
});
