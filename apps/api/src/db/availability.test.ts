import { afterEach, describe, expect, it, vi } from "vitest";
import { DatabaseAvailability, isDatabaseUnavailable } from "./availability.js";
import { RestartBudget } from "./embedded-supervisor.js";

describe("isDatabaseUnavailable", () => {
  it("knows a lost or refused connection, also wrapped, from a refused query", () => {
    const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
    expect(isDatabaseUnavailable(refused)).toBe(true);
    expect(isDatabaseUnavailable(new Error("Connection terminated unexpectedly"))).toBe(true);
    expect(isDatabaseUnavailable({ message: "Failed query", cause: { code: "57P01" } })).toBe(true);
    expect(isDatabaseUnavailable({ code: "57P03" })).toBe(true);
    expect(isDatabaseUnavailable({ code: "08006" })).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([refused]))).toBe(true);
    // A unique violation or a bad value is the request's business, not an outage.
    expect(isDatabaseUnavailable({ code: "23505" })).toBe(false);
    expect(isDatabaseUnavailable({ code: "22P02" })).toBe(false);
    expect(isDatabaseUnavailable(new Error("boom"))).toBe(false);
  });
});

describe("DatabaseAvailability", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("probes with a doubling wait while down and reports the way back once", async () => {
    vi.useFakeTimers();
    let up = false;
    const probes: number[] = [];
    const back = vi.fn();
    const availability = new DatabaseAvailability({
      probe: async () => {
        probes.push(Date.now());
        if (!up) throw new Error("Connection terminated");
      },
      onBack: back,
    });
    const start = Date.now();
    availability.report({ code: "ECONNREFUSED" });
    availability.report({ code: "ECONNREFUSED" });
    expect(availability.reachable).toBe(false);
    await vi.advanceTimersByTimeAsync(250 + 500 + 1000 + 2000 + 2000);
    expect(probes.map((at) => at - start)).toEqual([250, 750, 1750, 3750, 5750]);
    up = true;
    await vi.advanceTimersByTimeAsync(2000);
    expect(availability.reachable).toBe(true);
    expect(back).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(probes).toHaveLength(6);
  });

  it("ignores errors that are not connection losses", () => {
    const availability = new DatabaseAvailability({ probe: async () => {} });
    availability.report({ code: "23505" });
    expect(availability.reachable).toBe(true);
    availability.close();
  });
});

describe("RestartBudget", () => {
  it("allows 3 restarts within 5 minutes, and more once the first falls out of the window", () => {
    let now = 0;
    const budget = new RestartBudget(undefined, undefined, () => now);
    expect([budget.take(), budget.take(), budget.take()]).toEqual([true, true, true]);
    now = 4 * 60_000;
    expect(budget.take()).toBe(false);
    now = 5 * 60_000 + 1;
    expect(budget.take()).toBe(true);
  });
});
