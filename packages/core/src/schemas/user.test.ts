import { describe, expect, it } from "vitest";
import { MIN_LENGTH_MESSAGE, PHOTO_URL_MESSAGE } from "./auth";
import { IMAGE_SIZE_MESSAGE } from "./image";
import { failure, output, pngOfSize, TINY_PNG } from "./test-helpers";
import {
  MAX_USER_COMPANIES,
  USER_ACTIVE_MESSAGE,
  USER_COMPANY_MESSAGE,
  USER_DISPLAY_NAME_BLANK_MESSAGE,
  USER_EDIT_EMPTY_MESSAGE,
  USER_EMAIL_BLANK_MESSAGE,
  USER_EMAIL_INVALID_MESSAGE,
  USER_PASSWORD_BLANK_MESSAGE,
  USER_ROLE_BLANK_MESSAGE,
  USER_ROLE_ID_MESSAGE,
  USERNAME_BLANK_MESSAGE,
  USERNAME_CHARACTERS_MESSAGE,
  UserCreateSchema,
  UserEditSchema,
} from "./user";

const COMPANY = "0b8f6c1e-2a4d-4e6f-8a1b-3c5d7e9f1a2b";
const OTHER_COMPANY = "1c9a7d2f-3b5e-4f70-9b2c-4d6e8f0a2b3c";
const ROLE = "2da8be30-4c6f-4081-8c3d-5e7f9a1b3c4d";

const user = {
  username: "ann.lee",
  email: "ann@acme.test",
  displayName: "Ann Lee",
  password: "ann-lee-passphrase",
  roleName: "designer",
};

describe("UserCreateSchema", () => {
  it("accepts a user, trims names, lower-cases the email and fills the defaults", () => {
    expect(
      output(UserCreateSchema, {
        ...user,
        username: " ann.lee ",
        email: " Ann@ACME.test ",
        password: " pw1-pw2 ",
      }),
    ).toEqual({
      username: "ann.lee",
      email: "ann@acme.test",
      displayName: "Ann Lee",
      password: " pw1-pw2 ",
      roleId: undefined,
      roleName: "designer",
      companyName: [],
      photoURL: "",
      active: true,
    });
  });

  it("takes the role by id and keeps the company order, first company first, without repeats", () => {
    const parsed = output(UserCreateSchema, {
      ...user,
      roleName: undefined,
      roleId: ROLE.toUpperCase(),
      companyName: [OTHER_COMPANY, COMPANY, OTHER_COMPANY],
      photoURL: TINY_PNG,
      active: false,
    });
    expect(parsed).toMatchObject({
      roleId: ROLE,
      companyName: [OTHER_COMPANY, COMPANY],
      photoURL: TINY_PNG,
      active: false,
    });
  });

  it("reports every blank field with the spec-style messages, username first", () => {
    expect(failure(UserCreateSchema, {})).toEqual({
      message: USERNAME_BLANK_MESSAGE,
      errors: {
        username: "Username should not be blank.",
        email: "Email should not be blank.",
        displayName: "Display Name should not be blank.",
        password: "Password should not be blank.",
        roleId: "Role should not be blank.",
      },
    });
    const { roleName: _, ...withoutRole } = user;
    expect(failure(UserCreateSchema, withoutRole)).toEqual({
      message: USER_ROLE_BLANK_MESSAGE,
      errors: { roleId: "Role should not be blank." },
    });
    expect(failure(UserCreateSchema, { ...withoutRole, roleId: "", roleName: "  " }).errors).toEqual({
      roleId: USER_ROLE_BLANK_MESSAGE,
    });
  });

  it("asks for 4 characters in username and display name, and 8 in the password", () => {
    expect(
      failure(UserCreateSchema, { ...user, username: "abc", displayName: "Ann", password: "1234" }),
    ).toEqual({
      message: "Min character length is 4",
      errors: {
        username: MIN_LENGTH_MESSAGE,
        displayName: MIN_LENGTH_MESSAGE,
        password: "Password must be at least 8 characters.",
      },
    });
    expect(failure(UserCreateSchema, { ...user, password: "1234567" }).errors).toEqual({
      password: "Password must be at least 8 characters.",
    });
    expect(output(UserCreateSchema, { ...user, password: "12345678" }).password).toBe("12345678");
  });

  it("rejects a bad email, odd usernames, bad role ids, companies, photos and flags", () => {
    expect(failure(UserCreateSchema, { ...user, email: "ann@" }).errors).toEqual({
      email: "Email is not valid.",
    });
    expect(failure(UserCreateSchema, { ...user, username: "ann@acme.test" }).errors).toEqual({
      username: USERNAME_CHARACTERS_MESSAGE,
    });
    expect(failure(UserCreateSchema, { ...user, username: "ann lee" }).errors).toEqual({
      username: USERNAME_CHARACTERS_MESSAGE,
    });
    expect(failure(UserCreateSchema, { ...user, roleId: "designer" }).errors).toEqual({
      roleId: USER_ROLE_ID_MESSAGE,
    });
    expect(failure(UserCreateSchema, { ...user, companyName: COMPANY }).errors).toEqual({
      companyName: USER_COMPANY_MESSAGE,
    });
    expect(failure(UserCreateSchema, { ...user, companyName: [COMPANY, "acme"] }).errors).toEqual({
      "companyName.1": USER_COMPANY_MESSAGE,
    });
    const many = Array.from({ length: MAX_USER_COMPANIES + 1 }, (_, i) =>
      COMPANY.replace(/..$/, i.toString(16).padStart(2, "0")),
    );
    expect(Object.keys(failure(UserCreateSchema, { ...user, companyName: many }).errors)).toEqual([
      "companyName",
    ]);
    expect(failure(UserCreateSchema, { ...user, photoURL: "javascript:alert(1)" }).errors).toEqual({
      photoURL: PHOTO_URL_MESSAGE,
    });
    expect(failure(UserCreateSchema, { ...user, photoURL: pngOfSize(1024 * 1024 + 3) }).errors).toEqual({
      photoURL: IMAGE_SIZE_MESSAGE,
    });
    expect(failure(UserCreateSchema, { ...user, active: "yes" }).errors).toEqual({
      active: USER_ACTIVE_MESSAGE,
    });
    expect(failure(UserCreateSchema, { ...user, email: 5, password: ["x"] }).errors).toEqual({
      email: "Email must be text.",
      password: "Password must be text.",
    });
    expect(failure(UserCreateSchema, { ...user, password: "p".repeat(257) }).errors).toEqual({
      password: "Password must be at most 256 characters.",
    });
  });

  it("rejects a body that is not an object", () => {
    expect(failure(UserCreateSchema, [user]).message).toBe("Invalid input: expected an object.");
  });
});

describe("UserEditSchema", () => {
  it("accepts any one field and leaves the others out", () => {
    expect(output(UserEditSchema, { active: false })).toEqual({ active: false });
    expect(output(UserEditSchema, { password: "new-pass" })).toEqual({ password: "new-pass" });
    expect(output(UserEditSchema, { email: "NEW@acme.test", companyName: [COMPANY] })).toEqual({
      email: "new@acme.test",
      companyName: [COMPANY],
    });
  });

  it("needs at least one field", () => {
    expect(failure(UserEditSchema, {})).toEqual({ message: USER_EDIT_EMPTY_MESSAGE, errors: {} });
    expect(failure(UserEditSchema, { roleId: "" }).message).toBe(USER_EDIT_EMPTY_MESSAGE);
  });

  it("answers the create messages for sent fields that are blank or short", () => {
    expect(
      failure(UserEditSchema, { username: "", email: " ", displayName: null, password: "" }).errors,
    ).toEqual({
      username: USERNAME_BLANK_MESSAGE,
      email: USER_EMAIL_BLANK_MESSAGE,
      displayName: USER_DISPLAY_NAME_BLANK_MESSAGE,
      password: USER_PASSWORD_BLANK_MESSAGE,
    });
    expect(failure(UserEditSchema, { password: "abcdefg" }).errors).toEqual({
      password: "Password must be at least 8 characters.",
    });
    expect(failure(UserEditSchema, { email: "nope" }).errors).toEqual({ email: USER_EMAIL_INVALID_MESSAGE });
  });
});
