import { Readable } from "node:stream";
import type { ApiClient } from "@adstudio/api-client";
import { describe, expect, it } from "vitest";
import { type ListOptions, listPages, pageNote } from "./command.js";
import type { CliContext } from "./context.js";
import { runExport } from "./export-runner.js";
import type { CliIo } from "./io.js";
import { Output } from "./output.js";
import { countText, fetchEveryPage, type ListPage } from "./paging.js";
import type { RecordKind } from "./records/kind.js";

/**
 * A fake list endpoint over `count` items that answers `total` (an estimate when `estimated`) on every
 * page, like the server past its count cap; it records the pages asked.
 */
function fakeList(count: number, total = count, estimated = false) {
  const asked: number[] = [];
  const fetch = async (page: number, limit: number): Promise<ListPage<number>> => {
    asked.push(page);
    const start = (page - 1) * limit;
    const items = Array.from({ length: Math.max(0, Math.min(limit, count - start)) }, (_, i) => start + i);
    return { items, total, totalEstimated: estimated };
  };
  return { fetch, asked };
}

describe("fetchEveryPage", () => {
  it("reads every item past an estimate that fell short", async () => {
    const list = fakeList(12_345, 10_001, true);
    const items = await fetchEveryPage(list.fetch, 1000);
    expect(items).toHaveLength(12_345);
    expect(new Set(items).size).toBe(12_345);
    expect(list.asked).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
  });

  it("stops at the real end of an estimate that ran over", async () => {
    const list = fakeList(11_000, 1_234_567, true);
    const items = await fetchEveryPage(list.fetch, 1000);
    expect(items).toHaveLength(11_000);
    // Page 11 is full, so page 12 is asked and answers none.
    expect(list.asked.at(-1)).toBe(12);
  });

  it("ends on an exact total without asking for the empty page after it", async () => {
    const list = fakeList(3000);
    expect(await fetchEveryPage(list.fetch, 1000)).toHaveLength(3000);
    expect(list.asked).toEqual([1, 2, 3]);
  });

  it("tells the count so far and the total for progress", async () => {
    const seen: string[] = [];
    await fetchEveryPage(fakeList(2500, 1_200_000, true).fetch, 1000, (count, totals) =>
      seen.push(`${count} of ${countText(totals)}`),
    );
    expect(seen).toEqual(["1000 of about 1.2 M", "2000 of about 1.2 M", "2500 of about 1.2 M"]);
  });
});

describe("countText", () => {
  it("keeps exact totals and rounds estimates to two significant digits", () => {
    expect(countText({ total: 42, totalEstimated: false })).toBe("42");
    expect(countText({ total: 10_000, totalEstimated: false })).toBe("10000");
    expect(countText({ total: 1_234_567, totalEstimated: true })).toBe("about 1.2 M");
    expect(countText({ total: 15_300, totalEstimated: true })).toBe("about 15 K");
  });
});

describe("list pages with an estimated total", () => {
  const options = (more: Partial<ListOptions>): ListOptions => ({ limit: 10, page: 1, ...more });

  it("--all counts what it read instead of the estimate", async () => {
    const answer = await listPages(options({ all: true }), fakeList(10_500, 12_000, true).fetch);
    expect(answer).toMatchObject({ total: 10_500, totalEstimated: false, page: 1 });
    expect(answer.items).toHaveLength(10_500);
  });

  it("says 'about' and offers the next page while the page is full", () => {
    const estimate = { total: 1_234_567, totalEstimated: true };
    expect(pageNote(options({ page: 3 }), 10, estimate, "QR links")).toBe(
      "Showing 21-30 of about 1.2 M QR links. Next: --page 4, or --all.",
    );
    // Past an estimate that fell short, a full page still has a next one.
    const short = { total: 10_001, totalEstimated: true };
    expect(pageNote(options({ page: 1001 }), 10, short, "QR links")).toContain("Next: --page 1002");
    expect(pageNote(options({ page: 1003 }), 4, short, "QR links")).toBe(
      "Showing 10021-10024 of about 10 K QR links.",
    );
    expect(pageNote(options({ page: 2000 }), 0, short, "QR links")).toBe(
      "Page 2000 is empty (about 10 K QR links).",
    );
  });

  it("keeps the exact notes as they were", () => {
    const exact = { total: 42, totalEstimated: false };
    expect(pageNote(options({ page: 2 }), 10, exact, "companies")).toBe(
      "Showing 11-20 of 42 companies. Next: --page 3, or --all.",
    );
    expect(pageNote(options({ page: 5 }), 2, exact, "companies")).toBe("Showing 41-42 of 42 companies.");
  });
});

describe("export progress", () => {
  it("reads every record and says 'of about …' while the total is an estimate", async () => {
    const written = { stdout: "", stderr: "" };
    const io: CliIo = {
      stdout: { write: (chunk: string) => (written.stdout += chunk), isTTY: true },
      stderr: { write: (chunk: string) => (written.stderr += chunk), isTTY: true },
      stdin: Readable.from([]),
      env: {},
      cwd: "/",
    };
    const list = fakeList(2100, 1_234_567, true);
    const kind = {
      noun: "number",
      plural: "numbers",
      exportColumns: ["n"],
      toCsv: (n: number) => [String(n)],
      toJson: (n: number) => n,
      fetchPage: (_api: ApiClient, page: number, limit: number) => list.fetch(page, limit),
    } as unknown as RecordKind<number, unknown>;
    const context = {
      io,
      out: new Output(io),
      exitCode: 0,
      api: async () => ({}) as ApiClient,
    } as unknown as CliContext;

    await runExport(context, kind, { format: "json" });

    expect(JSON.parse(written.stdout)).toHaveLength(2100);
    expect(written.stderr).toContain("Reading numbers: 1000 of about 1.2 M");
    expect(written.stderr).toContain("Reading numbers: 2100 of about 1.2 M");
    expect(written.stderr).toContain("Exported 2100 numbers (json).");
  });
});
