/** What global setup hands to the tests, through environment variables (workers inherit them). */
export const ENV_BASE_URL = "ADSTUDIO_E2E_BASE_URL";

export interface Credentials {
  /** What the sign-in form takes: a username or an email. */
  email: string;
  password: string;
  displayName: string;
}

/** The seeded superadmin; global setup starts the server with this password. */
export const ADMIN = {
  username: "superadmin",
  email: "admin@adstudio.local",
  password: "e2e-Superadmin-pass-2024",
  displayName: "Super Admin",
} as const;

export function baseURLFromEnv(): string {
  const url = process.env[ENV_BASE_URL];
  if (!url) throw new Error(`${ENV_BASE_URL} is not set: run the tests through playwright.config.ts`);
  return url;
}
