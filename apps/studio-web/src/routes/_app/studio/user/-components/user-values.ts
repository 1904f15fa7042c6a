import type { UserCreateBody, UserEditBody, UserRecord } from "@adstudio/api-client";

/** The user form's values; `role` is a role id, or a role name when the roles list cannot be read. */
export interface UserValues {
  username: string;
  email: string;
  displayName: string;
  photoURL: string;
  role: string | null;
  companyName: string[];
  active: boolean;
  /** The password on create, a new one (reset) on edit; empty on edit means unchanged. */
  password: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function initialValues(user: UserRecord | null): UserValues {
  return {
    username: user?.username ?? "",
    email: user?.email ?? "",
    displayName: user?.displayName ?? "",
    photoURL: user?.photoURL ?? "",
    role: user?.role._id ?? null,
    companyName: user?.companyName ?? [],
    active: user?.active ?? true,
    password: "",
  };
}

const roleField = (role: string | null) =>
  !role ? {} : UUID.test(role) ? { roleId: role } : { roleName: role };

/** The create body, in the order core's schema checks (its first failure is the toast). */
export function createBody(values: UserValues): UserCreateBody {
  return {
    username: values.username,
    email: values.email,
    displayName: values.displayName,
    password: values.password,
    ...roleField(values.role),
    companyName: values.companyName,
    photoURL: values.photoURL,
    active: values.active,
  };
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item, index) => item === b[index]);

/**
 * Only what changed: the server refuses some no-op fields (an admin sending a superadmin's unchanged
 * role), and a password is a reset, so it goes only when typed.
 */
export function editBody(values: UserValues, initial: UserValues): UserEditBody {
  const body: UserEditBody = {};
  for (const key of ["username", "email", "displayName", "photoURL"] as const) {
    if (values[key] !== initial[key]) body[key] = values[key];
  }
  if (values.role !== initial.role) Object.assign(body, roleField(values.role));
  if (!sameList(values.companyName, initial.companyName)) body.companyName = values.companyName;
  if (values.active !== initial.active) body.active = values.active;
  if (values.password !== "") body.password = values.password;
  return body;
}
