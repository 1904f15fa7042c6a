import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../test-support/test-app.js";

/**
 * Migration 0031's data updates on a database from before it: ads already published start their approval
 * state at published, and the default roles that approve (and the admin group) gain approveAds. Only the
 * UPDATE statements run again here; the tables and columns exist already.
 */
const UPDATES = readFileSync(new URL("../../drizzle/0031_review_and_approval.sql", import.meta.url), "utf8")
  .split("--> statement-breakpoint")
  .map((statement) => statement.trim())
  .filter((statement) => /^(--[^\n]*\n)*UPDATE/i.test(statement));

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

describe("migration 0031: approval states and the approveAds permission", () => {
  it("starts published ads at published, leaves drafts at draft, and gives approveAds to the approving roles", async () => {
    expect(UPDATES).toHaveLength(2);
    const { pool } = t.deps.database;
    const company = "5f0c1a2b-3c4d-4e5f-8a9b-0c1d2e3f4a5b";
    const insert = (name: string, status: string) =>
      pool.query(
        `insert into ads (company_id, name, type, status, document)
           values ($1, $2, 'mini', $3, '{}'::json) returning id`,
        [company, name, status],
      );
    const published = (await insert("Live before approvals", "published")).rows[0].id;
    const draft = (await insert("Draft before approvals", "draft")).rows[0].id;
    // As before the migration: no role holds approveAds.
    await pool.query("update roles set module_roles = array_remove(module_roles, 'approveAds')");

    for (const statement of UPDATES) await pool.query(statement);
    for (const statement of UPDATES) await pool.query(statement); // a second run changes nothing

    const state = async (id: string) =>
      (await pool.query("select approval_state from ads where id = $1", [id])).rows[0].approval_state;
    expect(await state(published)).toBe("published");
    expect(await state(draft)).toBe("draft");
    const { rows } = await pool.query<{ role_name: string; count: number }>(
      `select role_name, cardinality(array_positions(module_roles, 'approveAds')) as count
         from roles order by role_name`,
    );
    expect(Object.fromEntries(rows.map((row) => [row.role_name, row.count]))).toEqual({
      admin: 1,
      advertiser: 1,
      agency: 1,
      brand: 1,
      designer: 0,
      publisher: 0,
      superadmin: 1,
    });
  });
});
