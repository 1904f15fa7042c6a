import { describe, expect, inject, it, vi } from "vitest";
import { withDatabase } from "../test-support/test-app.js";
import { connectDatabase } from "./client.js";

describe("connectDatabase", () => {
  it("outlives a connection cut while checked out: its query fails, the loss is reported, the pool goes on", async () => {
    const onLost = vi.fn();
    const database = connectDatabase(withDatabase(inject("adminDatabaseUrl"), "postgres"), {
      max: 2,
      onLost,
    });
    try {
      // Checked out and idle between two statements, as inside a transaction: PostgreSQL ends it (a
      // restart, an operator's pg_terminate_backend). With nobody listening on the checked-out client,
      // this is an unhandled 'error' event, which ends the process (here: vitest's unhandled error,
      // failing the run).
      const held = await database.pool.connect();
      const { rows } = await held.query<{ pid: number }>("select pg_backend_pid() as pid");
      const ended = new Promise((resolve) => held.once("end", resolve));
      await database.pool.query("select pg_terminate_backend($1)", [rows[0]?.pid]);
      await ended;

      await expect(held.query("select 1")).rejects.toThrow();
      held.release();
      expect(onLost).toHaveBeenCalledTimes(1);
      await vi.waitFor(async () =>
        expect((await database.pool.query("select 1 as one")).rows).toEqual([{ one: 1 }]),
      );
    } finally {
      await database.close();
    }
  });
});
