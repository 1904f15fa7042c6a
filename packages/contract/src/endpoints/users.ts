import { TABLE_PAGE_SIZE, UserCreateSchema, UserEditSchema } from "@adstudio/core";
import * as v from "valibot";
import { endpoint } from "../endpoint";
import { failures } from "../errors";
import { listResponse, listSpec, MAX_LIST_LIMIT } from "../list";
import { named } from "../names";
import { MessageSchema } from "../shared";

/** A user as the Users screen reads it (spec studio §3 'User'); never the password hash. */
export const UserRecordSchema = named(
  "UserRecord",
  v.strictObject({
    _id: v.string(),
    username: v.string(),
    email: v.string(),
    displayName: v.string(),
    /** An image address, or empty. */
    photoURL: v.string(),
    role: v.strictObject({ _id: v.string(), roleName: v.string() }),
    /** Company ids, the user's own company first. */
    companyName: v.array(v.string()),
    active: v.boolean(),
    createdAt: v.pipe(v.string(), v.isoTimestamp()),
  }),
);
export type UserRecord = v.InferOutput<typeof UserRecordSchema>;

/** What anyone may read of a user: the public ad preview shows the owner's photo (spec studio §7 Users). */
export const PublicUserSchema = named(
  "PublicUser",
  v.strictObject({
    /** The user's `_id`. */
    uuid: v.string(),
    displayName: v.string(),
    photoURL: v.string(),
  }),
);
export type PublicUser = v.InferOutput<typeof PublicUserSchema>;

const UserResponseSchema = named("UserResponse", v.strictObject({ user: UserRecordSchema }));

const EXAMPLE_USER = {
  _id: "5f0c2b1e-8a3d-4c6e-9b7f-2d1e0a9c8b7a",
  username: "nina.berg",
  email: "nina@example.com",
  displayName: "Nina Berg",
  photoURL: "",
  role: { _id: "7c1d9e2f-3b4a-4f5e-8d6c-1a2b3c4d5e6f", roleName: "designer" },
  companyName: ["0e9d8c7b-6a5f-4e3d-2c1b-0a9f8e7d6c5b"],
  active: true,
  createdAt: "2025-03-14T09:26:53.000Z",
};

const USER_LIST = listSpec({
  sortable: ["username", "email", "displayName", "roleName", "active", "createdAt"],
  defaultSort: [["displayName", 1]],
  defaultLimit: TABLE_PAGE_SIZE,
  maxLimit: MAX_LIST_LIMIT,
  searchIn: "username, email and display name",
});

/**
 * User accounts made by admins (spec studio §7 Users). Beyond the permission each names, nobody makes,
 * changes or deletes an account with rights above their own (403), and nobody disables, re-roles or
 * deletes themselves.
 */
export const usersEndpoints = {
  list: endpoint({
    operationId: "listUsers",
    method: "get",
    path: "/api/user",
    tag: "users",
    summary: "Paged list of users → {users, page, total}",
    auth: "required",
    permissions: ["readUser"],
    list: USER_LIST,
    responses: {
      200: {
        description: "One page of users, by display name unless sorted otherwise.",
        schema: listResponse("users", UserRecordSchema),
        example: { users: [EXAMPLE_USER], page: 1, total: 1, totalEstimated: false },
      },
    },
  }),
  get: endpoint({
    operationId: "getUser",
    method: "get",
    path: "/api/user/{id}",
    tag: "users",
    summary: "One user → {user}: the public view, or the full record for a caller holding readUser",
    description:
      "Public, so an ad preview can show its owner's photo. Anonymous callers, callers without readUser and callers whose credentials are no longer valid get `PublicUser` `{uuid, displayName, photoURL}`; a caller holding readUser (or in the admin group) gets the `UserRecord`.",
    auth: "optional",
    responses: {
      200: {
        description: "The user, in the view the caller may read.",
        schema: named(
          "UserViewResponse",
          v.strictObject({ user: v.union([UserRecordSchema, PublicUserSchema]) }),
        ),
        example: { user: { uuid: EXAMPLE_USER._id, displayName: "Nina Berg", photoURL: "" } },
      },
    },
  }),
  create: endpoint({
    operationId: "createUser",
    method: "post",
    path: "/api/user/create",
    tag: "users",
    summary: "Create an account; the role by roleId or roleName → 201 {user}",
    description:
      "400 also for a role or company that does not exist and for a password too common to accept; 409 names the field (`username` or `email`) that is taken, ignoring case.",
    auth: "required",
    permissions: ["createUser"],
    body: {
      schema: named("UserCreateInput", UserCreateSchema),
      example: {
        username: "nina.berg",
        email: "nina@example.com",
        displayName: "Nina Berg",
        password: "violet-harbour-42",
        roleName: "designer",
        companyName: ["0e9d8c7b-6a5f-4e3d-2c1b-0a9f8e7d6c5b"],
      },
    },
    responses: {
      201: {
        description: "The new account.",
        schema: UserResponseSchema,
        example: { user: EXAMPLE_USER },
      },
      ...failures(409),
    },
  }),
  update: endpoint({
    operationId: "updateUser",
    method: "put",
    path: "/api/user/update/{id}",
    tag: "users",
    summary: "Change any of a user's fields; a password reset or disabling ends their sessions → {user}",
    auth: "required",
    permissions: ["updateUser"],
    body: { schema: named("UserEditInput", UserEditSchema), example: { active: false } },
    responses: { 200: { description: "The updated user.", schema: UserResponseSchema }, ...failures(409) },
  }),
  delete: endpoint({
    operationId: "deleteUser",
    method: "delete",
    path: "/api/user/{id}",
    tag: "users",
    summary: "Delete a user (not oneself); their sessions end → {message}",
    auth: "required",
    permissions: ["deleteUser"],
    responses: { 200: { description: "Deleted.", schema: MessageSchema } },
  }),
};
