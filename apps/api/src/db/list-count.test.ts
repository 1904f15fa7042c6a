import { ilike, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../test-support/test-app.js";
import { countMatches } from "./list-count.js";
import { qrLinks } from "./schema.js";

let t: TestContext;

beforeAll(async () => {
  t = await createTestContext();
  const rows = Array.from({ length: 40 }, (_, i) => ({
    name: i % 4 === 0 ? `spring-${i}` : `poster-${i}`,
    type: "url" as const,
    targetUrl: `https://example.com/${i}`,
    code: i.toString(16).padStart(8, "0"),
  }));
  await t.deps.database.db.insert(qrLinks).values(rows);
  // Fresh statistics for the first tests; the last one shows estimates do not need them.
  await t.deps.database.db.execute(sql`analyze qr_links`);
});

afterAll(async () => {
  await t?.close();
});

describe("countMatches", () => {
  const spring = ilike(qrLinks.name, "%spring%");

  it("counts exactly up to the cap", async () => {
    const db = t.deps.database.db;
    expect(await countMatches(db, qrLinks, undefined, 40)).toEqual({ total: 40, totalEstimated: false });
    expect(await countMatches(db, qrLinks, spring, 10)).toEqual({ total: 10, totalEstimated: false });
    expect(await countMatches(db, qrLinks, ilike(qrLinks.name, "%nothing%"), 10)).toEqual({
      total: 0,
      totalEstimated: false,
    });
  });

  it("past the cap answers an estimate of more than the cap, marked as estimated", async () => {
    const db = t.deps.database.db;
    expect(await countMatches(db, qrLinks, undefined, 39)).toEqual({ total: 40, totalEstimated: true });
    // A small table is sampled whole, so the estimate is the true count here.
    expect(await countMatches(db, qrLinks, spring, 9)).toEqual({ total: 10, totalEstimated: true });
    // Never below the cap it was counted past.
    const low = await countMatches(db, qrLinks, spring, 9);
    expect(low.total).toBeGreaterThan(9);
  });

  it("counts 10 000 matches exactly and marks 10 001 as an estimate (the default cap)", async () => {
    const db = t.deps.database.db;
    await db.execute(sql`insert into qr_links (name, type, target_url, code)
      select 'bulk-' || n, 'url', 'https://example.com/bulk', lpad(to_hex(1000 + n), 8, '0')
      from generate_series(1, 9960) as n`);
    expect(await countMatches(db, qrLinks, undefined)).toEqual({ total: 10_000, totalEstimated: false });
    await db.execute(
      sql`insert into qr_links (name, type, target_url, code) values ('one-more', 'url', 'https://example.com/x', 'ffffffff')`,
    );
    const past = await countMatches(db, qrLinks, undefined);
    expect(past.totalEstimated).toBe(true);
    expect(past.total).toBeGreaterThanOrEqual(10_001);
  });

  it("counts a search's matches exactly up to 1 000, and estimates past that", async () => {
    const db = t.deps.database.db;
    const thousand = ilike(qrLinks.name, "bulk-1___");
    expect(await countMatches(db, qrLinks, thousand)).toEqual({ total: 1_000, totalEstimated: false });
    const more = await countMatches(db, qrLinks, ilike(qrLinks.name, "bulk-%"));
    expect(more.totalEstimated).toBe(true);
    expect(more.total).toBeGreaterThan(1_000);
  });

  it("estimates from what the table holds now, not from statistics gone stale after a bulk import", async () => {
    const db = t.deps.database.db;
    // 20 000 more rows, stored together, and no ANALYZE: the planner's row count now falls short.
    await db.execute(sql`insert into qr_links (name, type, target_url, code)
      select 'late-' || n, 'url', 'https://example.com/late', lpad(to_hex(100000 + n), 8, '0')
      from generate_series(1, 20000) as n`);
    const whole = await countMatches(db, qrLinks, undefined);
    expect(whole.totalEstimated).toBe(true);
    expect(Math.abs(whole.total - 30_001) / 30_001).toBeLessThan(0.15);
    const late = await countMatches(db, qrLinks, ilike(qrLinks.name, "late-%"));
    expect(late.totalEstimated).toBe(true);
    expect(Math.abs(late.total - 20_000) / 20_000).toBeLessThan(0.15);
  });
});
