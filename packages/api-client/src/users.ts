import {
  type BodyInput,
  type PublicUser,
  type SortFieldOf,
  type SuccessBody,
  type UserRecord,
  usersEndpoints,
} from "@adstudio/contract";
import type { ListParams } from "./list-params";
import type { Transport } from "./transport";

export type { PublicUser, UserRecord };

type UserCreateOutput = BodyInput<typeof usersEndpoints.create>;
/** Fields core's UserCreateSchema fills in when left out: no companies, no photo, active; the role by either. */
type DefaultedField = "roleId" | "roleName" | "companyName" | "photoURL" | "active";

/** `POST /api/user/create` (core's UserCreateSchema): the role by `roleId` or `roleName`. */
export type UserCreateBody = Omit<UserCreateOutput, DefaultedField> &
  Partial<Pick<UserCreateOutput, DefaultedField>>;
/** `PUT /api/user/update/{id}` (core's UserEditSchema): any fields, at least one; `password` is a reset. */
export type UserEditBody = BodyInput<typeof usersEndpoints.update>;
export type UserSortField = SortFieldOf<typeof usersEndpoints.list>;
export type UserListResponse = SuccessBody<typeof usersEndpoints.list>;
/** `{user}` as create and update answer it: always the full record. */
export type UserResponse = SuccessBody<typeof usersEndpoints.create>;
/** `{user}` as `GET /api/user/{id}` answers it: the full record or the public view. */
export type UserViewResponse = SuccessBody<typeof usersEndpoints.get>;

/** The `/api/user` endpoints (spec studio §7 Users): the accounts admins give people. */
export function createUsersApi({ call }: Transport) {
  const endpoints = usersEndpoints;
  return {
    /** GET /api/user – readUser; searches username, email and display name; by display name. */
    list: (params?: ListParams<UserSortField>) => call(endpoints.list, { list: params }),
    /** GET /api/user/{id} – public `{uuid, displayName, photoURL}`; the full record for readUser holders. */
    get: (id: string) => call(endpoints.get, { params: { id } }),
    /** POST /api/user/create – 409 on a taken username or email; 400 for an unknown role or company. */
    create: (input: UserCreateBody) =>
      // The server fills in the defaulted fields, so a body without them is complete on the wire.
      call(endpoints.create, { body: input as UserCreateOutput }),
    /** PUT /api/user/update/{id} – a password reset or `active: false` ends the user's sessions. */
    update: (id: string, input: UserEditBody) => call(endpoints.update, { params: { id }, body: input }),
    /** DELETE /api/user/{id} – nobody may delete themselves. */
    delete: (id: string) => call(endpoints.delete, { params: { id } }),
  };
}

export type UsersApi = ReturnType<typeof createUsersApi>;

/** Whether `GET /api/user/{id}` answered the full record (the caller holds readUser). */
export function isUserRecord(user: UserViewResponse["user"]): user is UserRecord {
  return "_id" in user;
}
