import { describe, expect, it } from "vitest";
import { ScanCounter, ScanCounterClosedError, type ScanRecord } from "./group-commit.js";

const scan = (n: number): ScanRecord => ({ qrId: `qr-${n % 3}`, deviceClass: "mobile" });

/** A writer that records its batches and can be made to fail or to wait. */
function fakeWriter() {
  const batches: ScanRecord[][] = [];
  let failNext: Error | undefined;
  let gate: Promise<void> | undefined;
  return {
    batches,
    failNext: (error: Error) => {
      failNext = error;
    },
    hold: () => {
      let open = () => {};
      gate = new Promise<void>((resolve) => {
        open = resolve;
      });
      return () => {
        gate = undefined;
        open();
      };
    },
    write: async (scans: readonly ScanRecord[]) => {
      if (gate) await gate;
      if (failNext) {
        const error = failNext;
        failNext = undefined;
        throw error;
      }
      batches.push([...scans]);
    },
  };
}

describe("ScanCounter (group commit)", () => {
  it("writes concurrent scans in one batch and resolves each only after the write", async () => {
    const writer = fakeWriter();
    const counter = new ScanCounter(writer.write, { windowMs: 5 });
    let settled = 0;
    const all = Array.from({ length: 50 }, (_, n) => counter.record(scan(n)).then(() => settled++));
    expect(settled).toBe(0);
    await Promise.all(all);
    expect(writer.batches).toHaveLength(1);
    expect(writer.batches[0]).toHaveLength(50);
  });

  it("queues scans arriving while every writer is busy into the next batch", async () => {
    const writer = fakeWriter();
    const counter = new ScanCounter(writer.write, { windowMs: 1, concurrency: 1 });
    const release = writer.hold();
    const first = counter.record(scan(0));
    await new Promise((resolve) => setTimeout(resolve, 10));
    const later = Array.from({ length: 20 }, (_, n) => counter.record(scan(n)));
    expect(counter.pending).toBe(20);
    release();
    await Promise.all([first, ...later]);
    expect(writer.batches.map((batch) => batch.length)).toEqual([1, 20]);
  });

  it("starts a second batch while the first is being written, up to its concurrency", async () => {
    const writer = fakeWriter();
    const counter = new ScanCounter(writer.write, { concurrency: 2 });
    const release = writer.hold();
    const first = counter.record(scan(0));
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = Array.from({ length: 5 }, (_, n) => counter.record(scan(n)));
    await new Promise((resolve) => setTimeout(resolve, 5));
    // Both writers are busy now: the next scans wait for one of them.
    const third = Array.from({ length: 7 }, (_, n) => counter.record(scan(n)));
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(counter.pending).toBe(7);
    release();
    await Promise.all([first, ...second, ...third]);
    expect(writer.batches.map((batch) => batch.length)).toEqual([1, 5, 7]);
  });

  it("splits batches at maxBatch", async () => {
    const writer = fakeWriter();
    const counter = new ScanCounter(writer.write, { windowMs: 1, maxBatch: 40, concurrency: 1 });
    await Promise.all(Array.from({ length: 100 }, (_, n) => counter.record(scan(n))));
    expect(writer.batches.map((batch) => batch.length)).toEqual([40, 40, 20]);
  });

  it("rejects every scan of a failed batch and goes on with the next one", async () => {
    const writer = fakeWriter();
    const counter = new ScanCounter(writer.write, { windowMs: 1 });
    writer.failNext(new Error("database down"));
    const failed = await Promise.allSettled([counter.record(scan(1)), counter.record(scan(2))]);
    expect(failed.map((result) => result.status)).toEqual(["rejected", "rejected"]);
    await expect(counter.record(scan(3))).resolves.toBeUndefined();
    expect(writer.batches).toEqual([[scan(3)]]);
  });

  it("writes what is waiting on close, and refuses scans afterwards", async () => {
    const writer = fakeWriter();
    const counter = new ScanCounter(writer.write, { windowMs: 60_000 });
    const waiting = Array.from({ length: 3 }, (_, n) => counter.record(scan(n)));
    await counter.close();
    await Promise.all(waiting);
    expect(writer.batches.map((batch) => batch.length)).toEqual([3]);
    await expect(counter.record(scan(4))).rejects.toBeInstanceOf(ScanCounterClosedError);
  });
});
