import pg from "pg";

/** The seeded superadmin's password in every test database. */
export const TEST_ADMIN_PASSWORD = "superadmin-test-password";

/** `url` pointing at another database of the same server. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** Runs `run` on a connection to the server's `postgres` database (creating and dropping databases). */
export async function withAdminClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: withDatabase(url, "postgres") });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
