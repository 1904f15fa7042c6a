import { describe, expect, it } from "vitest";
import {
  DISPLAY_NAME_REQUIRED_MESSAGE,
  EMAIL_INVALID_MESSAGE,
  EMAIL_REQUIRED_MESSAGE,
  LOGIN_EMAIL_REQUIRED_MESSAGE,
  LoginSchema,
  MAX_SETTINGS_BYTES,
  MIN_LENGTH_MESSAGE,
  PASSWORD_REQUIRED_MESSAGE,
  PASSWORDS_MISMATCH_MESSAGE,
  PHOTO_URL_MESSAGE,
  RegisterBodySchema,
  RegisterFormSchema,
  SETTINGS_OBJECT_MESSAGE,
  SETTINGS_SIZE_MESSAGE,
  SHORTCUTS_COUNT_MESSAGE,
  SHORTCUTS_MESSAGE,
  USER_UPDATE_EMPTY_MESSAGE,
  UserUpdateSchema,
} from "./auth";
import { IMAGE_DATA_URL_MESSAGE, IMAGE_SIZE_MESSAGE } from "./image";
import { failure, output, pngOfSize, TINY_PNG } from "./test-helpers";

describe("LoginSchema", () => {
  it("accepts a username or an email and trims it, but never the password", () => {
    expect(output(LoginSchema, { email: "  admin  ", password: " pass " })).toEqual({
      email: "admin",
      password: " pass ",
    });
    expect(output(LoginSchema, { email: "admin@example.com", password: "abcd" }).email).toBe(
      "admin@example.com",
    );
  });

  it("requires both fields, the username or email first", () => {
    expect(failure(LoginSchema, { email: "", password: "" })).toEqual({
      message: LOGIN_EMAIL_REQUIRED_MESSAGE,
      errors: { email: LOGIN_EMAIL_REQUIRED_MESSAGE, password: PASSWORD_REQUIRED_MESSAGE },
    });
    expect(failure(LoginSchema, {}).errors).toEqual({
      email: LOGIN_EMAIL_REQUIRED_MESSAGE,
      password: PASSWORD_REQUIRED_MESSAGE,
    });
    expect(failure(LoginSchema, { email: "   ", password: null }).message).toBe(LOGIN_EMAIL_REQUIRED_MESSAGE);
  });

  it("asks for at least 4 characters with the spec's message", () => {
    expect(failure(LoginSchema, { email: "abc", password: "abcd" })).toEqual({
      message: "Min character length is 4",
      errors: { email: "Min character length is 4" },
    });
    expect(failure(LoginSchema, { email: "abcd", password: "abc" }).errors).toEqual({
      password: MIN_LENGTH_MESSAGE,
    });
    // Spaces count for passwords, but a padded username is trimmed first.
    expect(failure(LoginSchema, { email: " ab ", password: "abcd" }).message).toBe(MIN_LENGTH_MESSAGE);
    expect(output(LoginSchema, { email: "abcd", password: "a  b" }).password).toBe("a  b");
  });

  it("rejects wrong types and over-long values with a message", () => {
    expect(failure(LoginSchema, { email: 12345, password: ["x"] }).errors).toEqual({
      email: "Username or email must be text.",
      password: "Password must be text.",
    });
    expect(failure(LoginSchema, { email: "a".repeat(255), password: "abcd" }).message).toBe(
      "Username or email must be at most 254 characters.",
    );
    expect(failure(LoginSchema, { email: "abcd", password: "p".repeat(257) }).message).toBe(
      "Password must be at most 256 characters.",
    );
  });
});

const registration = {
  displayName: "Jane Doe",
  email: "jane@example.com",
  password: "jane-passphrase",
  passwordConfirm: "jane-passphrase",
};

describe("RegisterFormSchema", () => {
  it("accepts a complete registration", () => {
    expect(output(RegisterFormSchema, { ...registration, displayName: "  Jane Doe " })).toEqual(registration);
  });

  it("checks the display name", () => {
    expect(failure(RegisterFormSchema, { ...registration, displayName: "" }).errors).toEqual({
      displayName: DISPLAY_NAME_REQUIRED_MESSAGE,
    });
    expect(failure(RegisterFormSchema, { ...registration, displayName: "Joe" })).toEqual({
      message: "Min character length is 4",
      errors: { displayName: "Min character length is 4" },
    });
    expect(failure(RegisterFormSchema, { ...registration, displayName: "x".repeat(256) }).message).toBe(
      "Display name must be at most 255 characters.",
    );
  });

  it("checks the email", () => {
    expect(failure(RegisterFormSchema, { ...registration, email: "" }).message).toBe(EMAIL_REQUIRED_MESSAGE);
    for (const email of ["jane", "jane@", "jane@example", "@example.com", "a b@example.com"]) {
      expect(failure(RegisterFormSchema, { ...registration, email })).toEqual({
        message: "Please enter a valid email",
        errors: { email: "Please enter a valid email" },
      });
    }
    expect(
      failure(RegisterFormSchema, { ...registration, email: `${"a".repeat(250)}@example.com` }).message,
    ).toBe("Email must be at most 254 characters.");
  });

  it("reports a different confirmation on passwordConfirm", () => {
    expect(failure(RegisterFormSchema, { ...registration, passwordConfirm: "jane-passphrasE" })).toEqual({
      message: "Passwords do not match",
      errors: { passwordConfirm: "Passwords do not match" },
    });
    expect(failure(RegisterFormSchema, { ...registration, passwordConfirm: "" }).errors).toEqual({
      passwordConfirm: PASSWORDS_MISMATCH_MESSAGE,
    });
    expect(failure(RegisterFormSchema, { ...registration, passwordConfirm: undefined }).message).toBe(
      PASSWORDS_MISMATCH_MESSAGE,
    );
  });

  it("reports the password's own problem first, and a mismatch beside it", () => {
    expect(
      failure(RegisterFormSchema, { ...registration, password: "1234", passwordConfirm: "xyz" }),
    ).toEqual({
      message: "Password must be at least 8 characters.",
      errors: {
        password: "Password must be at least 8 characters.",
        passwordConfirm: PASSWORDS_MISMATCH_MESSAGE,
      },
    });
    expect(
      failure(RegisterFormSchema, { ...registration, password: "1234567", passwordConfirm: "1234567" })
        .errors,
    ).toEqual({
      password: "Password must be at least 8 characters.",
    });
    expect(
      failure(RegisterFormSchema, { ...registration, password: "", passwordConfirm: "" }).errors,
    ).toEqual({
      password: PASSWORD_REQUIRED_MESSAGE,
    });
  });

  it("reports every field of an empty form, in form order", () => {
    expect(failure(RegisterFormSchema, {})).toEqual({
      message: DISPLAY_NAME_REQUIRED_MESSAGE,
      errors: {
        displayName: DISPLAY_NAME_REQUIRED_MESSAGE,
        email: EMAIL_REQUIRED_MESSAGE,
        password: PASSWORD_REQUIRED_MESSAGE,
      },
    });
  });

  it("rejects a confirmation of the wrong type", () => {
    expect(failure(RegisterFormSchema, { ...registration, passwordConfirm: 42 }).errors).toEqual({
      passwordConfirm: "Password confirmation must be text.",
    });
  });
});

describe("RegisterBodySchema", () => {
  it("keeps displayName, email and password only", () => {
    expect(output(RegisterBodySchema, registration)).toEqual({
      displayName: "Jane Doe",
      email: "jane@example.com",
      password: "jane-passphrase",
    });
  });

  it("applies the same rules as the form", () => {
    expect(failure(RegisterBodySchema, { displayName: "Jo", email: "x", password: "" }).errors).toEqual({
      displayName: MIN_LENGTH_MESSAGE,
      email: EMAIL_INVALID_MESSAGE,
      password: PASSWORD_REQUIRED_MESSAGE,
    });
    expect(
      failure(RegisterBodySchema, { displayName: "Jane Doe", email: "jane@example.com", password: "1234" }),
    ).toEqual({
      message: "Password must be at least 8 characters.",
      errors: { password: "Password must be at least 8 characters." },
    });
    expect(
      output(RegisterBodySchema, { displayName: "Jane Doe", email: "jane@example.com", password: "12345678" })
        .password,
    ).toBe("12345678");
  });
});

describe("UserUpdateSchema", () => {
  it("accepts any one of its fields", () => {
    expect(output(UserUpdateSchema, { displayName: " Jane Doe " })).toEqual({ displayName: "Jane Doe" });
    expect(output(UserUpdateSchema, { settings: { layout: { style: "layout1" } } })).toEqual({
      settings: { layout: { style: "layout1" } },
    });
    expect(output(UserUpdateSchema, { shortcuts: ["studio-ads", "studio-ads", "qr"] })).toEqual({
      shortcuts: ["studio-ads", "qr"],
    });
  });

  it("needs at least one field and ignores unknown ones", () => {
    expect(failure(UserUpdateSchema, {})).toEqual({ message: USER_UPDATE_EMPTY_MESSAGE, errors: {} });
    expect(failure(UserUpdateSchema, { role: "superadmin", password: "x" }).message).toBe(
      USER_UPDATE_EMPTY_MESSAGE,
    );
    expect(output(UserUpdateSchema, { role: "superadmin", displayName: "Jane Doe" })).toEqual({
      displayName: "Jane Doe",
    });
  });

  it("checks the display name like registration does", () => {
    expect(failure(UserUpdateSchema, { displayName: "Jo" }).errors).toEqual({
      displayName: MIN_LENGTH_MESSAGE,
    });
    expect(failure(UserUpdateSchema, { displayName: "" }).errors).toEqual({
      displayName: DISPLAY_NAME_REQUIRED_MESSAGE,
    });
  });

  it.each([
    "https://cdn.example.com/avatar.png",
    "http://example.com/a.jpg",
    "/assets/images/avatars/profile.jpg",
    "assets/images/avatars/profile.jpg",
    "",
  ])("accepts the photo URL %j", (photoURL) => {
    expect(output(UserUpdateSchema, { photoURL })).toEqual({ photoURL });
  });

  it("accepts an image data URL up to 1 MB", () => {
    expect(output(UserUpdateSchema, { photoURL: TINY_PNG })).toEqual({ photoURL: TINY_PNG });
    expect(failure(UserUpdateSchema, { photoURL: pngOfSize(1024 * 1024 + 3) }).errors).toEqual({
      photoURL: IMAGE_SIZE_MESSAGE,
    });
  });

  it.each([
    ["javascript:alert(1)", PHOTO_URL_MESSAGE],
    ["//evil.example.com/a.png", PHOTO_URL_MESSAGE],
    ["ftp://example.com/a.png", PHOTO_URL_MESSAGE],
    ["/a path/with spaces.png", PHOTO_URL_MESSAGE],
    ["data:text/html;base64,PGgxPg==", IMAGE_DATA_URL_MESSAGE],
    [`https://example.com/${"a".repeat(2048)}`, "Photo URL must be at most 2048 characters."],
    [42, PHOTO_URL_MESSAGE],
  ])("rejects bad photo URL #%#", (photoURL, message) => {
    expect(failure(UserUpdateSchema, { photoURL })).toEqual({ message, errors: { photoURL: message } });
  });

  it.each([[[]], ["dark"], [null], [42], [new Date()]])("rejects the settings %j", (settings) => {
    expect(failure(UserUpdateSchema, { settings }).errors).toEqual({ settings: SETTINGS_OBJECT_MESSAGE });
  });

  it("bounds the size of the settings", () => {
    const settings = { blob: "x".repeat(MAX_SETTINGS_BYTES) };
    expect(failure(UserUpdateSchema, { settings }).errors).toEqual({ settings: SETTINGS_SIZE_MESSAGE });
  });

  it("checks the shortcuts", () => {
    expect(failure(UserUpdateSchema, { shortcuts: "studio-ads" }).errors).toEqual({
      shortcuts: SHORTCUTS_MESSAGE,
    });
    expect(failure(UserUpdateSchema, { shortcuts: ["ok", 3] }).errors).toEqual({
      "shortcuts.1": SHORTCUTS_MESSAGE,
    });
    expect(failure(UserUpdateSchema, { shortcuts: ["  "] }).errors).toEqual({
      "shortcuts.0": SHORTCUTS_MESSAGE,
    });
    expect(failure(UserUpdateSchema, { shortcuts: ["x".repeat(101)] }).errors).toEqual({
      "shortcuts.0": SHORTCUTS_MESSAGE,
    });
    const many = Array.from({ length: 101 }, (_, index) => `item-${index}`);
    expect(failure(UserUpdateSchema, { shortcuts: many }).errors).toEqual({
      shortcuts: SHORTCUTS_COUNT_MESSAGE,
    });
    expect(output(UserUpdateSchema, { shortcuts: [] })).toEqual({ shortcuts: [] });
  });
});
