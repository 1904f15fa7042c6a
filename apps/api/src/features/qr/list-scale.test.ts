import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInSuperadmin } from "../../test-support/accounts.js";
import { createTestContext, json, type TestContext } from "../../test-support/test-app.js";

let t: TestContext;
let token: string;

beforeAll(async () => {
  t = await createTestContext();
  token = await signInSuperadmin(t);
});

afterAll(async () => {
  await t?.close();
});

const list = async (query: string) => {
  const res = await t.request("GET", `/api/qr${query}`, { token });
  expect(res.status).toBe(200);
  return json(res);
};

/** `count` links named `<prefix>-00001`…, all with the same scan count, written in one statement. */
async function seed(prefix: string, count: number) {
  await t.deps.database.db.execute(sql`insert into qr_links (name, type, target_url, code)
    select ${prefix} || '-' || lpad(n::text, 5, '0'), 'url', 'https://example.com/' || n,
           substr(md5(${prefix} || n), 1, 8)
    from generate_series(1, ${count}) as n`);
}

describe("QR list paging on equal values", () => {
  it("pages through links with the same scan count without repeating or skipping one, in both directions", async () => {
    await seed("tie", 23);
    for (const direction of [1, -1]) {
      const seen: string[] = [];
      for (let page = 1; page <= 5; page++) {
        const sort = encodeURIComponent(JSON.stringify({ scanCount: direction }));
        const body = await list(`?search=tie-&limit=5&page=${page}&sort=${sort}`);
        seen.push(...body.qrLink.map((link: { id: string }) => link.id));
      }
      expect(seen).toHaveLength(23);
      expect(new Set(seen).size).toBe(23);
    }
  });
});

describe("QR list totals past 10 000 matches", () => {
  it("counts up to 10 000 exactly, then answers an estimate marked totalEstimated, and still pages", async () => {
    await seed("bulk", 9_977);
    const exact = await list("?limit=10");
    expect(exact.total).toBe(10_000);
    expect(exact.totalEstimated).toBe(false);

    await seed("more", 1);
    const estimated = await list("?limit=10");
    expect(estimated.totalEstimated).toBe(true);
    expect(estimated.total).toBeGreaterThan(10_000);
    const deep = await list("?limit=10&page=1001");
    expect(deep.qrLink).toHaveLength(1);
    expect(deep.totalEstimated).toBe(true);

    const search = await list("?search=more-&limit=10");
    expect(search).toMatchObject({ total: 1, totalEstimated: false });
  });
});
