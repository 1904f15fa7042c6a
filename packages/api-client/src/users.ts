import { type ListParams, listQuery } from "./list-params";
import type { Transport } from "./transport";
import type { MessageResponse } from "./types";

/** A user as the Users screen reads it; the server never sends password hashes. */
export interface UserRecord {
  _id: string;
  username: string;
  email: string;
  displayName: string;
  photoURL: string;
  role: { _id: string; roleName: string };
  /** Company ids, the user's own company first. */
  companyName: string[];
  active: boolean;
  /** ISO 8601. */
  createdAt: string;
}

/** What anyone may read of a user (the public ad preview shows the owner's photo). */
export interface PublicUser {
  uuid: string;
  displayName: string;
  photoURL: string;
}

/** `POST /api/user/create` (core's UserCreateSchema): the role by `roleId` or `roleName`. */
export interface UserCreateBody {
  username: string;
  email: string;
  displayName: string;
  password: string;
  roleId?: string;
  roleName?: string;
  companyName?: string[];
  photoURL?: string;
  active?: boolean;
}

/** `PUT /api/user/update/{id}` (core's UserEditSchema): any fields, at least one; `password` is a reset. */
export type UserEditBody = Partial<UserCreateBody>;

export type UserSortField = "username" | "email" | "displayName" | "roleName" | "active" | "createdAt";

export interface UserListResponse {
  users: UserRecord[];
  page: number;
  total: number;
}

export interface UserResponse {
  user: UserRecord;
}

/** The `/api/user` endpoints (spec studio §7 Users): the accounts admins give people. */
export function createUsersApi({ request }: Transport) {
  const path = (id: string) => `/user/${encodeURIComponent(id)}`;
  return {
    /** GET /api/user – readUser; searches username, email and display name; by display name. */
    list: (params?: ListParams<UserSortField>) =>
      request<UserListResponse>("/user", { query: listQuery(params) }),
    /** GET /api/user/{id} – public `{uuid, displayName, photoURL}`; the full record for readUser holders. */
    get: (id: string) => request<{ user: UserRecord | PublicUser }>(path(id)),
    /** POST /api/user/create – 409 on a taken username or email; 400 for an unknown role or company. */
    create: (input: UserCreateBody) => request<UserResponse>("/user/create", { method: "POST", body: input }),
    /** PUT /api/user/update/{id} – a password reset or `active: false` ends the user's sessions. */
    update: (id: string, input: UserEditBody) =>
      request<UserResponse>(`/user/update/${encodeURIComponent(id)}`, { method: "PUT", body: input }),
    /** DELETE /api/user/{id} – nobody may delete themselves. */
    delete: (id: string) => request<MessageResponse>(path(id), { method: "DELETE" }),
  };
}

export type UsersApi = ReturnType<typeof createUsersApi>;

/** Whether `GET /api/user/{id}` answered the full record (the caller holds readUser). */
export function isUserRecord(user: UserRecord | PublicUser): user is UserRecord {
  return "_id" in user;
}
