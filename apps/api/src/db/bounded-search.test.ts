import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listAds } from "../features/ads/repo.js";
import { listUsers } from "../features/users/repo.js";
import type { ListQuery } from "../http/list-query.js";
import { createTestContext, type TestContext } from "../test-support/test-app.js";

/**
 * Issue 34's bounded search on the lists that join or filter: users (sorted by their role's name, a
 * joined column) and ads (scoped to a company). 12 000 rows each, so searches take the sampled plans; the
 * last fifth of each is "winter", last in name order.
 */

const ROWS = 12_000;
const pad = (n: number) => String(n).padStart(5, "0");
const displayName = (n: number) =>
  `${n > ROWS * 0.8 ? "Winter" : n % 5 === 0 ? "Spring" : "Person"} ${pad(n)}`;
const adName = (n: number) => `${n > ROWS * 0.8 ? "Winter ad" : n % 5 === 0 ? "Spring ad" : "Ad"} ${pad(n)}`;

let t: TestContext;

beforeAll(async () => {
  t = await createTestContext();
  const db = t.deps.database.db;
  await db.execute(sql`insert into users (username, email, display_name, password_hash, role_id)
    select 'user-' || lpad(n::text, 5, '0'), 'u' || n || '@example.test',
           case when n > ${ROWS * 0.8} then 'Winter' when n % 5 = 0 then 'Spring' else 'Person' end
             || ' ' || lpad(n::text, 5, '0'),
           'x',
           (select id from roles order by role_name offset (n % 2) limit 1)
    from generate_series(1, ${ROWS}) as n`);
  await db.execute(sql`insert into ads (company_id, name, type, document)
    select case when n % 2 = 0 then 'company-a' else 'company-b' end,
           case when n > ${ROWS * 0.8} then 'Winter ad' when n % 5 = 0 then 'Spring ad' else 'Ad' end
             || ' ' || lpad(n::text, 5, '0'),
           'banner', '{}'::json
    from generate_series(1, ${ROWS}) as n`);
  await db.execute(sql`analyze users`);
  await db.execute(sql`analyze ads`);
});

afterAll(async () => {
  await t?.close();
});

function query<F extends string>(search: string, sort: [F, 1 | -1], scan = 10_000): ListQuery<F> {
  return { limit: 10, page: 1, offset: 0, search, sort: [sort], scan };
}

const byText = (a: string, b: string) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1);
const numbers = Array.from({ length: ROWS }, (_, i) => i + 1);

describe("users search", () => {
  it("walks the list in display-name order, partial within a small scan, full within a larger one", async () => {
    const db = t.deps.database.db;
    const partial = await listUsers(db, query("winter", ["displayName", 1], 1000));
    expect(partial.rows).toEqual([]);
    expect(partial.partial).toEqual({ scanned: 1000 });
    const full = await listUsers(db, query("winter", ["displayName", 1], 20_000));
    expect(full.partial).toBeUndefined();
    const expected = numbers
      .map(displayName)
      .filter((name) => name.startsWith("Winter"))
      .sort(byText);
    expect(full.rows.map((row) => row.displayName)).toEqual(expected.slice(0, 10));
  });

  it("sorts a broad search by the role's name (a joined column) and matches only the search", async () => {
    const found = await listUsers(t.deps.database.db, query("spring", ["roleName", 1]));
    expect(found.rows).toHaveLength(10);
    expect(found.rows.every((row) => row.displayName.startsWith("Spring"))).toBe(true);
    const roleNames = found.rows.map((row) => row.roleName);
    expect([...roleNames].sort(byText)).toEqual(roleNames);
    expect(found.totalEstimated).toBe(true);
  });
});

describe("users sorted by role name", () => {
  // Read role by role since issue 34; the pages must be those of the plain join sorted by role name.
  for (const direction of [1, -1] as const) {
    for (const page of [1, 600, 601, 1201]) {
      it(`answers page ${page} ${direction === 1 ? "ascending" : "descending"} as the sorted join would`, async () => {
        const db = t.deps.database.db;
        const offset = (page - 1) * 10;
        const dir = sql.raw(direction === 1 ? "asc" : "desc");
        const expected = await db.execute<{ id: string }>(sql`
          select users.id from users join roles on roles.id = users.role_id
          order by left(lower(roles.role_name), 200) collate "C" ${dir}, users.id ${dir}
          limit 10 offset ${offset}`);
        const found = await listUsers(db, { ...query("", ["roleName", direction]), page, offset });
        expect(found.rows.map((row) => row.id)).toEqual(expected.rows.map((row) => row.id));
      });
    }
  }
});

describe("ads search", () => {
  it("keeps to the company filter while walking in name order, and continues past a partial page", async () => {
    const db = t.deps.database.db;
    const filters = { company: "company-a" };
    const partial = await listAds(db, query("winter", ["name", 1], 1000), filters, null);
    expect(partial.rows).toEqual([]);
    expect(partial.partial).toEqual({ scanned: 1000 });
    const full = await listAds(db, query("winter", ["name", 1], 40_000), filters, null);
    const expected = numbers
      .filter((n) => n % 2 === 0)
      .map(adName)
      .filter((name) => name.startsWith("Winter"))
      .sort(byText);
    expect(full.rows.map((row) => row.name)).toEqual(expected.slice(0, 10));
    expect(full.rows.every((row) => row.companyId === "company-a")).toBe(true);
  });

  it("counts a rare search exactly", async () => {
    const found = await listAds(t.deps.database.db, query("04321", ["name", 1]), {}, null);
    expect(found.rows.map((row) => row.name)).toEqual(["Ad 04321"]);
    expect(found).toMatchObject({ total: 1, totalEstimated: false });
  });
});
