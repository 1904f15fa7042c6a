import { describe, expect, it } from "vitest";
import { pagerOf } from "./pager";

const pages = (records: number) => Math.ceil(records / 10);

describe("pagerOf", () => {
  it("pages an exact total as before", () => {
    const pager = pagerOf(3, { page: 3, total: 23, totalEstimated: false }, 3, 10);
    expect(pages(pager.records)).toBe(3);
    expect(pager.text({ from: 21, to: 23 })).toBe("21–23 of 23");
  });

  it("shows no pages before the first answer", () => {
    expect(pagerOf(1, undefined, 0, 10).records).toBe(0);
  });

  it("says 'about' for an estimated total and offers the next page while this one is full", () => {
    const first = pagerOf(1, { page: 1, total: 1_234_567, totalEstimated: true }, 10, 10);
    expect(pages(first.records)).toBe(2);
    expect(first.text({ from: 1, to: 10 })).toBe("1–10 of about 1.2\u00a0M");
    // Past the estimate too: it may fall short.
    const deep = pagerOf(1_500, { page: 1_500, total: 12_000, totalEstimated: true }, 10, 10);
    expect(pages(deep.records)).toBe(1_501);
  });

  it("offers nothing past a short page: the real end is found", () => {
    const pager = pagerOf(1_190, { page: 1_190, total: 12_000, totalEstimated: true }, 4, 10);
    expect(pages(pager.records)).toBe(1_190);
    expect(pager.text({ from: 11_891, to: 11_894 })).toBe("11891–11894 of about 12\u00a0K");
  });

  it("offers nothing past a full page when the next one was found empty", () => {
    const pager = pagerOf(1_002, { page: 1_002, total: 10_001, totalEstimated: true }, 10, 10, 1_003);
    expect(pages(pager.records)).toBe(1_002);
  });

  it("keeps the asked page in range while its answer loads", () => {
    const pager = pagerOf(2, { page: 1, total: 15_000, totalEstimated: true }, 3, 10);
    expect(pages(pager.records)).toBe(2);
  });
});
