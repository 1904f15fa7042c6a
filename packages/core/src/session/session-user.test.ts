import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { SessionUserSchema } from "./session-user";

const user = {
  uuid: "5f1c2a9e",
  username: "ann",
  companyName: ["acme"],
  role: { roleName: "designer", moduleRoles: ["createAds"] },
  data: {
    displayName: "Ann",
    email: "ann@acme.test",
    photoURL: "",
    settings: { layout: "vertical", theme: { mode: "dark" } },
    shortcuts: ["qrCode"],
  },
};

describe("SessionUserSchema", () => {
  it("takes the session user of spec §3, with free-form settings", () => {
    expect(v.parse(SessionUserSchema, user)).toEqual(user);
  });

  it("refuses a field the session does not have, at any level (a leaked column)", () => {
    expect(v.is(SessionUserSchema, { ...user, passwordHash: "x" })).toBe(false);
    expect(v.is(SessionUserSchema, { ...user, data: { ...user.data, active: true } })).toBe(false);
    expect(v.is(SessionUserSchema, { ...user, role: { ...user.role, id: "r1" } })).toBe(false);
  });

  it("refuses a missing field or a company that is not a list", () => {
    const { username: _username, ...withoutUsername } = user;
    expect(v.is(SessionUserSchema, withoutUsername)).toBe(false);
    expect(v.is(SessionUserSchema, { ...user, companyName: "acme" })).toBe(false);
  });
});
