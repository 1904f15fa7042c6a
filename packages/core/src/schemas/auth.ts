import * as v from "valibot";
import { MIN_TEXT_LENGTH } from "../constants/business";
import { NOT_AN_OBJECT_MESSAGE } from "../validation/validate";
import {
  isLinkOrPath,
  isPlainObject,
  MAX_EMAIL_LENGTH,
  MAX_NAME_LENGTH,
  MAX_PASSWORD_LENGTH,
  MAX_URL_LENGTH,
  notTextMessage,
  tooLongMessage,
} from "./fields";
import { ImageDataUrlSchema } from "./image";
import { newPasswordSchema } from "./password";
import { ShellSettingsSchema } from "./shell-settings";

/** Spec studio §5: username/email, password and display name need at least 4 characters. */
export const MIN_LENGTH_MESSAGE = "Min character length is 4";
export const LOGIN_EMAIL_REQUIRED_MESSAGE = "You must enter a username or email";
export const PASSWORD_REQUIRED_MESSAGE = "Please enter your password.";
export const DISPLAY_NAME_REQUIRED_MESSAGE = "You must enter a display name";
export const EMAIL_REQUIRED_MESSAGE = "You must enter an email";
export const EMAIL_INVALID_MESSAGE = "Please enter a valid email";
export const PASSWORDS_MISMATCH_MESSAGE = "Passwords do not match";

export * from "./password";

// Passwords are never trimmed: a leading or trailing space is part of what the user typed.
// Sign-in keeps the spec's 4 characters; new passwords follow `newPasswordSchema`.
const password = v.pipe(
  v.nullish(v.string(notTextMessage("Password")), ""),
  v.nonEmpty(PASSWORD_REQUIRED_MESSAGE),
  v.minLength(MIN_TEXT_LENGTH, MIN_LENGTH_MESSAGE),
  v.maxLength(MAX_PASSWORD_LENGTH, tooLongMessage("Password", MAX_PASSWORD_LENGTH)),
);

const newPassword = newPasswordSchema(PASSWORD_REQUIRED_MESSAGE);

const displayName = v.pipe(
  v.nullish(v.string(notTextMessage("Display name")), ""),
  v.trim(),
  v.nonEmpty(DISPLAY_NAME_REQUIRED_MESSAGE),
  v.minLength(MIN_TEXT_LENGTH, MIN_LENGTH_MESSAGE),
  v.maxLength(MAX_NAME_LENGTH, tooLongMessage("Display name", MAX_NAME_LENGTH)),
);

// A valid address is at least 6 characters (a@b.co), so the 4-character minimum of §9 always holds here.
const email = v.pipe(
  v.nullish(v.string(notTextMessage("Email")), ""),
  v.trim(),
  v.nonEmpty(EMAIL_REQUIRED_MESSAGE),
  v.email(EMAIL_INVALID_MESSAGE),
  v.maxLength(MAX_EMAIL_LENGTH, tooLongMessage("Email", MAX_EMAIL_LENGTH)),
);

/** Login form and `POST /api/auth/login`: `email` holds a username or an email address. */
export const LoginSchema = v.object(
  {
    email: v.pipe(
      v.nullish(v.string(notTextMessage("Username or email")), ""),
      v.trim(),
      v.nonEmpty(LOGIN_EMAIL_REQUIRED_MESSAGE),
      v.minLength(MIN_TEXT_LENGTH, MIN_LENGTH_MESSAGE),
      v.maxLength(MAX_EMAIL_LENGTH, tooLongMessage("Username or email", MAX_EMAIL_LENGTH)),
    ),
    password,
  },
  NOT_AN_OBJECT_MESSAGE,
);
export type LoginInput = v.InferOutput<typeof LoginSchema>;

/** `POST /api/auth/register` body: the form without the confirmation. */
export const RegisterBodySchema = v.object(
  { displayName, email, password: newPassword },
  NOT_AN_OBJECT_MESSAGE,
);
export type RegisterBody = v.InferOutput<typeof RegisterBodySchema>;

/**
 * Registration form. The confirmation only ever reports 'Passwords do not match' (on `passwordConfirm`):
 * it is required through the password, so an empty confirmation of a typed password is a mismatch.
 */
export const RegisterFormSchema = v.pipe(
  v.object(
    {
      displayName,
      email,
      password: newPassword,
      passwordConfirm: v.nullish(v.string(notTextMessage("Password confirmation")), ""),
    },
    NOT_AN_OBJECT_MESSAGE,
  ),
  v.forward(
    v.partialCheck(
      [["password"], ["passwordConfirm"]],
      (input) => input.password === input.passwordConfirm,
      PASSWORDS_MISMATCH_MESSAGE,
    ),
    ["passwordConfirm"],
  ),
);
export type RegisterFormInput = v.InferOutput<typeof RegisterFormSchema>;

export const PHOTO_URL_MESSAGE = "Photo URL must be an http(s) address, a path or an image data URL.";
export const SETTINGS_OBJECT_MESSAGE = "Settings must be an object.";
/** Stored user settings (layout, theme…) are small; this bound keeps a user row small too. */
export const MAX_SETTINGS_BYTES = 64 * 1024;
export const SETTINGS_SIZE_MESSAGE = "Settings must not exceed 64 KB.";
export const MAX_SHORTCUTS = 100;
export const SHORTCUTS_MESSAGE = "Shortcuts must be a list of navigation ids.";
export const SHORTCUTS_COUNT_MESSAGE = `Shortcuts can hold at most ${MAX_SHORTCUTS} items.`;
export const USER_UPDATE_EMPTY_MESSAGE =
  "Nothing to update: send displayName, photoURL, settings or shortcuts.";

/** A photo: '' clears it (the default avatar is shown); data URLs are held to the image limit. */
export const PhotoUrlSchema = v.pipe(
  v.string(PHOTO_URL_MESSAGE),
  v.trim(),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const value = dataset.value;
    if (value.startsWith("data:")) {
      const image = v.safeParse(ImageDataUrlSchema, value);
      if (!image.success) addIssue({ message: image.issues[0].message });
    } else if (value.length > MAX_URL_LENGTH) {
      addIssue({ message: tooLongMessage("Photo URL", MAX_URL_LENGTH) });
    } else if (!isLinkOrPath(value)) {
      addIssue({ message: PHOTO_URL_MESSAGE });
    }
  }),
);

function jsonSize(value: unknown): number {
  try {
    return JSON.stringify(value)?.length ?? 0;
  } catch {
    return Number.POSITIVE_INFINITY; // cycles or BigInt: cannot be stored as JSON at all
  }
}

const settings = v.pipe(
  v.custom<Record<string, unknown>>(isPlainObject, SETTINGS_OBJECT_MESSAGE),
  v.check((value) => jsonSize(value) <= MAX_SETTINGS_BYTES, SETTINGS_SIZE_MESSAGE),
  ShellSettingsSchema,
);

const shortcuts = v.pipe(
  v.array(
    v.pipe(
      v.string(SHORTCUTS_MESSAGE),
      v.trim(),
      v.nonEmpty(SHORTCUTS_MESSAGE),
      v.maxLength(100, SHORTCUTS_MESSAGE),
    ),
    SHORTCUTS_MESSAGE,
  ),
  v.maxLength(MAX_SHORTCUTS, SHORTCUTS_COUNT_MESSAGE),
  // Starring twice must not list a page twice.
  v.transform((ids) => [...new Set(ids)]),
);

/** `POST /api/auth/user/update`: any of the user's own fields, at least one of them. */
export const UserUpdateSchema = v.pipe(
  v.object(
    {
      displayName: v.optional(displayName),
      photoURL: v.optional(PhotoUrlSchema),
      settings: v.optional(settings),
      shortcuts: v.optional(shortcuts),
    },
    NOT_AN_OBJECT_MESSAGE,
  ),
  v.check((input) => Object.values(input).some((value) => value !== undefined), USER_UPDATE_EMPTY_MESSAGE),
);
export type UserUpdateInput = v.InferOutput<typeof UserUpdateSchema>;
