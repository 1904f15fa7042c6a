import { describe, expect, it } from "vitest";
import { storyRuntime } from "./pages";
import type { RuntimeApi } from "./types";

/** A story of three pages with its three progress segments, a page timer the test fires by hand. */
function story() {
  const bars = [{ className: "" }, { className: "" }, { className: "" }];
  const timers: { fn: () => void; ms: number }[] = [];
  let current: string | null = null;
  const api = {
    cfg: { pages: [{ id: "p1", durationMs: 4000 }, { id: "p2", durationMs: 6000 }, { id: "p3" }] },
    root: { querySelectorAll: () => bars, querySelector: () => null },
    w: {
      setTimeout: (fn: () => void, ms: number) => timers.push({ fn, ms }),
      clearTimeout() {},
    },
    onPage: [] as ((id: string) => void)[],
    currentPage: () => current,
    showPage(id: string) {
      current = id;
      for (const hook of api.onPage) hook(id);
    },
    swipe() {},
  };
  storyRuntime(api as unknown as RuntimeApi);
  return { api, bars, timers, classes: () => bars.map((b) => b.className) };
}

describe("story runtime", () => {
  it("fills one progress segment per page: earlier pages full, the current one filling, later ones empty", () => {
    const s = story();
    s.api.showPage("p1");
    expect(s.classes()).toEqual(["now", "", ""]);
    s.api.showPage("p2");
    expect(s.classes()).toEqual(["done", "now", ""]);
  });

  it("turns the page when the current page's duration is over, and stops on the last page", () => {
    const s = story();
    s.api.showPage("p1");
    expect(s.timers.map((t) => t.ms)).toEqual([4000]);
    s.timers[0]?.fn();
    expect(s.api.currentPage()).toBe("p2");
    expect(s.timers.map((t) => t.ms)).toEqual([4000, 6000]);
    s.timers[1]?.fn();
    expect(s.api.currentPage()).toBe("p3");
    expect(s.classes()).toEqual(["done", "done", "now"]);
    expect(s.timers).toHaveLength(2);
  });
});
