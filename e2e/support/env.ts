export interface Credentials {
  /** What the sign-in form takes: a username or an email. */
  email: string;
  password: string;
  displayName: string;
}

/** The seeded superadmin; every test server starts with this password. */
export const ADMIN = {
  username: "superadmin",
  email: "admin@adstudio.local",
  password: "e2e-Superadmin-pass-2024",
  displayName: "Super Admin",
} as const;
