/**
 * The signed-in user as every auth answer carries it (spec studio §3 'User session'):
 * `companyName[0]` is the user's company id, and the session role list is the role name plus its
 * module roles.
 */
export interface SessionUser {
  uuid: string;
  username: string;
  companyName: string[];
  role: { roleName: string; moduleRoles: string[] };
  data: {
    displayName: string;
    email: string;
    photoURL: string;
    settings: Record<string, unknown>;
    shortcuts: string[];
  };
}
