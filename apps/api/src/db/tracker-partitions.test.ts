import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../test-support/test-app.js";
import { ensurePartitions, listPartitions } from "./tracker-partitions.js";

// Every API process keeps the coming days' partitions of the tracker's events ahead (at start and
// hourly), so replicas starting together create the same partitions at the same moment.

let t: TestContext;
const pools: pg.Pool[] = [];

beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await Promise.all(pools.map((pool) => pool.end()));
  await t.close();
});

describe("tracker partitions with several replicas", () => {
  it("six replicas creating the same coming days' partitions at once all succeed, each partition made once", async () => {
    // Far ahead, so none of them exists yet.
    const from = new Date("2031-03-01T00:00:00Z");
    for (let i = 0; i < 6; i++) {
      const pool = new pg.Pool({ connectionString: t.databaseUrl, max: 1 });
      // The test database is dropped with (force) at the end: a client still closing may hear PostgreSQL
      // end its session (57P01), which a pool without an error listener throws as an uncaught error.
      pool.on("error", () => undefined);
      pools.push(pool);
    }
    const outcomes = await Promise.allSettled(pools.map((pool) => ensurePartitions(pool, from, 9)));
    expect(outcomes.filter((outcome) => outcome.status === "rejected")).toEqual([]);
    const made = (await listPartitions(t.deps.database.pool))
      .map((p) => p.name)
      .filter((n) => n.includes("2031"));
    expect(made).toEqual([
      "tracker_events_p20310301",
      "tracker_events_p20310302",
      "tracker_events_p20310303",
      "tracker_events_p20310304",
      "tracker_events_p20310305",
      "tracker_events_p20310306",
      "tracker_events_p20310307",
      "tracker_events_p20310308",
      "tracker_events_p20310309",
      "tracker_events_p20310310",
    ]);
  });
});
