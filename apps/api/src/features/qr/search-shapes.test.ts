import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInSuperadmin } from "../../test-support/accounts.js";
import { createTestContext, json, type TestContext } from "../../test-support/test-app.js";

/**
 * Issue 34: a search answers the right rows, in the list's order, page after page, whatever the shape of
 * its matches: spread through the list ("spring"), in both searched columns ("bloom"), clustered at the
 * end of the list's order ("winter"), or rare ("9999"). Timings are the benchmark's (`pnpm bench:lists`).
 */

const ROWS = 20_000;

interface Link {
  id: string;
  targetUrl: string;
  scanCount: number;
}

/** The seeded links, built the same way as the SQL below, to compute what each search must answer. */
function expectedLink(n: number): Link {
  const number = String(n).padStart(5, "0");
  const bloom = n % 10 === 1 || n % 10 === 3;
  const kind = n % 10 === 0 ? "spring-poster" : "poster";
  const targetUrl = bloom
    ? `https://shop.example/p/${number}/bloom`
    : n % 10 === 5
      ? `https://brand.example/spring-sale/${number}`
      : `https://shop.example/p/${number}`;
  return {
    id: `${n > ROWS * 0.8 ? "winter-" : ""}${kind}-${number}${bloom ? "-bloom" : ""}`,
    targetUrl,
    scanCount: (n * 7919) % 20011,
  };
}

const ALL = Array.from({ length: ROWS }, (_, i) => expectedLink(i + 1));

let t: TestContext;
let token: string;

beforeAll(async () => {
  t = await createTestContext();
  token = await signInSuperadmin(t);
  await t.deps.database.db.execute(sql`insert into qr_links (name, type, target_url, code, scan_count)
    select case when n > ${ROWS * 0.8} then 'winter-' else '' end
             || case when n % 10 = 0 then 'spring-poster' else 'poster' end
             || '-' || lpad(n::text, 5, '0') || case when n % 10 in (1, 3) then '-bloom' else '' end,
           'url',
           case when n % 10 in (1, 3) then 'https://shop.example/p/' || lpad(n::text, 5, '0') || '/bloom'
                when n % 10 = 5 then 'https://brand.example/spring-sale/' || lpad(n::text, 5, '0')
                else 'https://shop.example/p/' || lpad(n::text, 5, '0') end,
           substr(md5('shape' || n), 1, 8),
           (n * 7919) % 20011
    from generate_series(1, ${ROWS}) as n`);
  await t.deps.database.db.execute(sql`analyze qr_links`);
});

afterAll(async () => {
  await t?.close();
});

const list = async (query: string) => {
  const res = await t.request("GET", `/api/qr${query}`, { token });
  expect(res.status).toBe(200);
  return json(res);
};

/** Code-point order ignoring case, as the list sorts text. */
const byText = (a: string, b: string) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1);

const ORDERS: Array<{ sort?: Record<string, 1 | -1>; compare: (a: Link, b: Link) => number }> = [
  { compare: (a, b) => byText(a.id, b.id) },
  { sort: { scanCount: -1 }, compare: (a, b) => b.scanCount - a.scanCount },
  { sort: { targetUrl: 1 }, compare: (a, b) => byText(a.targetUrl, b.targetUrl) },
];

const matches = (search: string) =>
  ALL.filter((link) => `${link.id}\n${link.targetUrl}`.toLowerCase().includes(search.toLowerCase()));

/**
 * Page `page` of a search, asking again with a larger `scan` while the answer is partial, as the studio
 * does; answers the final page and how many partial answers came first.
 */
async function fullPage(search: string, sort: Record<string, number> | undefined, page: number, scan = 0) {
  const base = `?search=${encodeURIComponent(search)}&limit=10&page=${page}${
    sort ? `&sort=${encodeURIComponent(JSON.stringify(sort))}` : ""
  }`;
  let partials = 0;
  let body = await list(`${base}${scan ? `&scan=${scan}` : ""}`);
  while (body.partial) {
    partials += 1;
    expect(body.partial.scanned).toBeGreaterThanOrEqual(scan || 1);
    body = await list(`${base}&scan=${body.partial.scanned * 4}`);
  }
  return { body, partials };
}

describe("QR search on every data shape", () => {
  for (const search of ["spring", "bloom", "winter", "9999", "-0"]) {
    for (const order of ORDERS) {
      it(`"${search}" sorted by ${JSON.stringify(order.sort ?? "default")}: the right links in order, page after page`, async () => {
        const expected = matches(search).sort(order.compare);
        for (const page of [1, 2, 3]) {
          const { body } = await fullPage(search, order.sort, page);
          const names = body.qrLink.map((link: Link) => link.id);
          expect(names).toEqual(expected.slice((page - 1) * 10, page * 10).map((link) => link.id));
        }
      });
    }
  }

  it("counts a rare search exactly and estimates a broad one", async () => {
    expect(await list("?search=9999")).toMatchObject({ total: 2, totalEstimated: false });
    expect(await list("?search=nothing-like-this")).toMatchObject({ total: 0, totalEstimated: false });
    const broad = await list("?search=bloom");
    expect(broad.totalEstimated).toBe(true);
    expect(broad.total).toBeGreaterThan(1000);
  });
});

describe("a search whose matches sort last", () => {
  it("answers a partial page after a bounded read, and asking again with a larger scan finds the page", async () => {
    const first = await list("?search=winter&limit=10&scan=1000");
    // Every "winter-…" link sorts after the 16 000 others: the first 1 000 read hold none of them.
    expect(first.qrLink).toEqual([]);
    expect(first.partial).toEqual({ scanned: 1000 });
    expect(first.totalEstimated).toBe(true);

    const { body, partials } = await fullPage("winter", undefined, 1, 1000);
    expect(partials).toBe(3);
    expect(body.partial).toBeUndefined();
    expect(body.qrLink.map((link: Link) => link.id)).toEqual(
      matches("winter")
        .sort(ORDERS[0]!.compare)
        .slice(0, 10)
        .map((link) => link.id),
    );
  });

  it("a page past the last match is complete, not partial, once the whole list was read", async () => {
    const body = await list(`?search=winter&limit=10&page=500&scan=${ROWS}`);
    expect(body.qrLink).toEqual([]);
    expect(body.partial).toBeUndefined();
  });

  it("refuses a scan that is not a whole number with a 400 naming it", async () => {
    const res = await t.request("GET", "/api/qr?search=winter&scan=0", { token });
    expect(res.status).toBe(400);
    expect(JSON.stringify(await json(res))).toContain("scan must be a whole number from 1 to 100000000.");
  });
});
