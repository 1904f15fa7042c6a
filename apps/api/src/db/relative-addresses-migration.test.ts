import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInSuperadmin } from "../test-support/accounts.js";
import { createCompany } from "../test-support/campaigns.js";
import { createTestContext, json, type TestContext } from "../test-support/test-app.js";

/**
 * Migration 0026 on ads published before addresses were stored site-relative: their rows hold the
 * publishing request's host (`http://localhost:3000/creatives/…`); after it they answer the reader's.
 */
const MIGRATION = readFileSync(new URL("../../drizzle/0026_relative_addresses.sql", import.meta.url), "utf8");

let t: TestContext;
let token: string;
let company: string;
beforeAll(async () => {
  t = await createTestContext();
  token = await signInSuperadmin(t);
  company = await createCompany(t, token, "relative-addresses-acme");
});
afterAll(() => t.close());

async function draft(name: string) {
  const res = await t.request("POST", "/api/ads/create", { token, body: { name, type: "belt", company } });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await json(res)).ad as { _id: string; revision: number };
}

const stored = async (id: string) =>
  (
    await t.deps.database.pool.query<{ location: string; thumbnail: string }>(
      "select location, thumbnail from ads where id = $1",
      [id],
    )
  ).rows[0];

const setStored = (id: string, location: string, thumbnail: string) =>
  t.deps.database.pool.query("update ads set location = $2, thumbnail = $3 where id = $1", [
    id,
    location,
    thumbnail,
  ]);

describe("migration 0026: ads' addresses become site-relative", () => {
  it("strips the host of an old absolute row, so the ad answers the reader's host", async () => {
    const ad = await draft("Published long ago");
    const res = await t.request("POST", `/api/ads/publish/${ad._id}`, { token, body: { revision: 1 } });
    expect(res.status, await res.clone().text()).toBe(200);
    const path = `/creatives/${ad._id}/1/`;
    await setStored(
      ad._id,
      `http://localhost:3000${path}index.html`,
      `https://[::1]:8443${path}thumbnail.png`,
    );

    await t.deps.database.pool.query(MIGRATION);
    await t.deps.database.pool.query(MIGRATION); // a second run changes nothing

    expect(await stored(ad._id)).toEqual({
      location: `${path}index.html`,
      thumbnail: `${path}thumbnail.png`,
    });
    const read = await json(await t.request("GET", `http://127.0.0.1:3000/api/ads/${ad._id}`, { token }));
    expect(read.ad).toMatchObject({
      location: `http://127.0.0.1:3000${path}index.html`,
      thumbnail: `http://127.0.0.1:3000${path}thumbnail.png`,
    });
  });

  it("leaves empty addresses and addresses that are not ours as they are", async () => {
    const never = await draft("Never published");
    const foreign = await draft("Elsewhere");
    const elsewhere = "https://cdn.example.com/bucket/creatives/x/1/index.html";
    const credentials = "https://user@evil.example/creatives/x/1/thumbnail.png";
    await setStored(foreign._id, elsewhere, credentials);

    await t.deps.database.pool.query(MIGRATION);

    expect(await stored(never._id)).toEqual({ location: "", thumbnail: "" });
    expect(await stored(foreign._id)).toEqual({ location: elsewhere, thumbnail: credentials });
  });
});
