import * as v from "valibot";
import { MIN_TEXT_LENGTH } from "../constants/business";
import { NOT_AN_OBJECT_MESSAGE } from "../validation/validate";
import { MIN_LENGTH_MESSAGE, PhotoUrlSchema } from "./auth";
import { MAX_EMAIL_LENGTH, MAX_NAME_LENGTH, notTextMessage, optionalText, tooLongMessage } from "./fields";
import { newPasswordSchema } from "./password";

/*
 * Accounts made by admins on the Users screen (`POST /api/user/create`, `PUT /api/user/update/{id}`).
 * Messages follow the master-data forms of spec studio §5 ('… should not be blank.'); the 4-character
 * minimum of §9 answers the login form's 'Min character length is 4'; new passwords need 8 (`./password`).
 */
export const USERNAME_BLANK_MESSAGE = "Username should not be blank.";
export const USERNAME_CHARACTERS_MESSAGE = "Username may contain only letters, digits, '.', '_' and '-'.";
export const USER_EMAIL_BLANK_MESSAGE = "Email should not be blank.";
export const USER_EMAIL_INVALID_MESSAGE = "Email is not valid.";
export const USER_DISPLAY_NAME_BLANK_MESSAGE = "Display Name should not be blank.";
export const USER_PASSWORD_BLANK_MESSAGE = "Password should not be blank.";
export const USER_ROLE_BLANK_MESSAGE = "Role should not be blank.";
export const USER_ROLE_ID_MESSAGE = "Role must be a role id.";
export const USER_COMPANY_MESSAGE = "Company must be a list of company ids.";
export const USER_ACTIVE_MESSAGE = "Active must be true or false.";
export const USER_EDIT_EMPTY_MESSAGE = "Nothing to update: send at least one field.";
/** A user belongs to one company and may see a few more; the bound keeps the row small. */
export const MAX_USER_COMPANIES = 50;

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// '@' is left out so a username can never look like someone else's email at sign-in.
const username = v.pipe(
  v.nullish(v.string(notTextMessage("Username")), ""),
  v.trim(),
  v.nonEmpty(USERNAME_BLANK_MESSAGE),
  v.minLength(MIN_TEXT_LENGTH, MIN_LENGTH_MESSAGE),
  v.maxLength(MAX_NAME_LENGTH, tooLongMessage("Username", MAX_NAME_LENGTH)),
  v.regex(/^[\p{L}\p{N}._-]+$/u, USERNAME_CHARACTERS_MESSAGE),
);

// Stored in lower case, as registration does, so sign-in and the duplicate check ignore case.
const email = v.pipe(
  v.nullish(v.string(notTextMessage("Email")), ""),
  v.trim(),
  v.nonEmpty(USER_EMAIL_BLANK_MESSAGE),
  v.email(USER_EMAIL_INVALID_MESSAGE),
  v.maxLength(MAX_EMAIL_LENGTH, tooLongMessage("Email", MAX_EMAIL_LENGTH)),
  v.toLowerCase(),
);

const displayName = v.pipe(
  v.nullish(v.string(notTextMessage("Display Name")), ""),
  v.trim(),
  v.nonEmpty(USER_DISPLAY_NAME_BLANK_MESSAGE),
  v.minLength(MIN_TEXT_LENGTH, MIN_LENGTH_MESSAGE),
  v.maxLength(MAX_NAME_LENGTH, tooLongMessage("Display Name", MAX_NAME_LENGTH)),
);

// A new password, made or reset by an admin: at least 8 characters (the server also refuses common ones).
const password = newPasswordSchema(USER_PASSWORD_BLANK_MESSAGE);

// An empty choice ('' from a cleared select) counts as none.
const roleId = v.pipe(
  v.nullish(v.string(USER_ROLE_ID_MESSAGE), ""),
  v.trim(),
  v.check((id) => id === "" || UUID_PATTERN.test(id), USER_ROLE_ID_MESSAGE),
  v.transform((id) => (id === "" ? undefined : id.toLowerCase())),
);

const roleName = v.pipe(
  optionalText("Role", MAX_NAME_LENGTH),
  v.transform((name) => (name === "" ? undefined : name)),
);

/** Company ids, the user's own company first (spec studio §3 `companyName`); repeats are dropped. */
const companyName = v.pipe(
  v.nullish(
    v.array(
      v.pipe(v.string(USER_COMPANY_MESSAGE), v.trim(), v.regex(UUID_PATTERN, USER_COMPANY_MESSAGE)),
      USER_COMPANY_MESSAGE,
    ),
    [],
  ),
  v.maxLength(MAX_USER_COMPANIES, `Company can hold at most ${MAX_USER_COMPANIES} items.`),
  v.transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))]),
);

const active = v.boolean(USER_ACTIVE_MESSAGE);

/**
 * `POST /api/user/create`: the role is given by `roleId` or by `roleName` (the id wins when both are
 * sent); whether it, and every company, exists is the server's check.
 */
export const UserCreateSchema = v.pipe(
  v.object(
    {
      username,
      email,
      displayName,
      password,
      roleId,
      roleName,
      companyName,
      photoURL: v.optional(PhotoUrlSchema, ""),
      active: v.optional(active, true),
    },
    NOT_AN_OBJECT_MESSAGE,
  ),
  v.forward(
    v.partialCheck(
      [["roleId"], ["roleName"]],
      (input) => input.roleId !== undefined || input.roleName !== undefined,
      USER_ROLE_BLANK_MESSAGE,
    ),
    ["roleId"],
  ),
);
export type UserCreateInput = v.InferOutput<typeof UserCreateSchema>;

/**
 * `PUT /api/user/update/{id}`: any of the create fields, at least one. A `password` is an admin reset;
 * a sent field that is blank answers the same message as on create.
 */
export const UserEditSchema = v.pipe(
  v.object(
    {
      username: v.optional(username),
      email: v.optional(email),
      displayName: v.optional(displayName),
      password: v.optional(password),
      roleId: v.optional(roleId),
      roleName: v.optional(roleName),
      companyName: v.optional(companyName),
      photoURL: v.optional(PhotoUrlSchema),
      active: v.optional(active),
    },
    NOT_AN_OBJECT_MESSAGE,
  ),
  v.check((input) => Object.values(input).some((value) => value !== undefined), USER_EDIT_EMPTY_MESSAGE),
);
export type UserEditInput = v.InferOutput<typeof UserEditSchema>;
