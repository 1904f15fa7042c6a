import { describe, expect, it } from "vitest";
import { Impressions } from "./impressions.js";

describe("Impressions", () => {
  it("lets one impression id's first 500 events in and none after, whatever other ids do", () => {
    const impressions = new Impressions(100);
    const answers = Array.from({ length: 501 }, () => impressions.allow("replayed"));
    expect(answers.filter(Boolean)).toHaveLength(500);
    expect(answers.at(-1)).toBe(false);
    expect(impressions.allow("replayed")).toBe(false);
    expect(impressions.allow("another")).toBe(true);
  });

  it("keeps an id's first verdict for its later events, asking for it once", () => {
    const impressions = new Impressions(100);
    const asked: string[] = [];
    const verdict = (id: string, answer: boolean) =>
      impressions.admitted(id, () => {
        asked.push(id);
        return answer;
      });
    expect([verdict("in", true), verdict("out", false)]).toEqual([true, false]);
    expect([verdict("in", false), verdict("out", true)]).toEqual([true, false]);
    expect(asked).toEqual(["in", "out"]);
  });

  it("keeps the verdict with the event count: an id over its cap is still judged as before", () => {
    const impressions = new Impressions(100);
    for (let i = 0; i < 500; i++) impressions.allow("busy");
    expect(impressions.admitted("busy", () => false)).toBe(false);
    expect(impressions.allow("busy")).toBe(false);
    expect(impressions.admitted("busy", () => true)).toBe(false);
  });

  it("remembers at least the most recent ids; one forgotten since starts afresh", () => {
    const impressions = new Impressions(2);
    for (let i = 0; i < 500; i++) impressions.allow("old");
    expect(impressions.allow("old")).toBe(false);
    // Two newer ids: "old" is still among the remembered ones.
    impressions.allow("b");
    impressions.allow("c");
    expect(impressions.allow("old")).toBe(false);
    for (const id of ["d", "e", "f", "g"]) impressions.allow(id);
    expect(impressions.allow("old")).toBe(true);
  });
});
