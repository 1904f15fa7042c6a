import { describe, expect, it } from "vitest";
import type { RtElement, RtWindow } from "./dom";
import { trackingRuntime } from "./tracking";
import type { RuntimeApi, RuntimeConfig } from "./types";

/**
 * A hosted ad's window with a clock the test moves (timers and performance.now), an
 * IntersectionObserver the test feeds, and the page's visibility.
 */
function hostedAd(options: { design?: { width: number; height: number }; structure?: string } = {}) {
  let clock = 0;
  let nextId = 1;
  const timers = new Map<number, { at: number; run: () => void }>();
  const beacons: string[] = [];
  const listeners: Record<string, (() => void)[]> = {};
  const docListeners: Record<string, (() => void)[]> = {};
  const elementListeners: Record<string, (() => void)[]> = {};
  let observed: ((entries: { intersectionRatio: number }[]) => void) | undefined;
  const document = {
    visibilityState: "visible",
    getElementById: (id: string) =>
      id === "l-cta"
        ? ({
            addEventListener: (type: string, fn: () => void) => {
              elementListeners[type] = [...(elementListeners[type] ?? []), fn];
            },
          } as unknown as RtElement)
        : null,
    addEventListener: (type: string, fn: () => void) => {
      docListeners[type] = [...(docListeners[type] ?? []), fn];
    },
  };
  const w = {
    document,
    performance: { now: () => clock },
    setTimeout: (run: () => void, ms: number) => {
      timers.set(nextId, { at: clock + ms, run });
      return nextId++;
    },
    clearTimeout: (id: number) => timers.delete(id),
    addEventListener: (type: string, fn: () => void) => {
      listeners[type] = [...(listeners[type] ?? []), fn];
    },
    IntersectionObserver: class {
      constructor(callback: (entries: { intersectionRatio: number }[]) => void) {
        observed = callback;
      }
      observe() {}
    },
  } as unknown as RtWindow;
  const cfg = {
    tracker: "https://studio.example/api/tracker/event?ad=1",
    design: options.design ?? { width: 300, height: 250 },
    structure: options.structure ?? "canvas",
    actions: [{ layer: "cta", page: "p1", on: { type: "click" }, do: { type: "exit", exit: "clickTag" } }],
  } as unknown as RuntimeConfig;
  const api = {
    w,
    cfg,
    root: {} as RtElement,
    onPage: [] as ((id: string) => void)[],
    beacon: (event: string, extra?: Record<string, string | number>) =>
      beacons.push(extra ? `${event} ${JSON.stringify(extra)}` : event),
    exit: () => undefined,
    swipe: () => undefined,
  } as unknown as RuntimeApi;
  trackingRuntime(api);
  const advance = (ms: number) => {
    const until = clock + ms;
    for (;;) {
      const due = [...timers].filter(([, t]) => t.at <= until).sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      clock = due[1].at;
      timers.delete(due[0]);
      due[1].run();
    }
    clock = until;
  };
  const inView = (ratio: number) => observed?.([{ intersectionRatio: ratio }]);
  const setVisibility = (state: "visible" | "hidden") => {
    document.visibilityState = state;
    for (const fn of docListeners.visibilitychange ?? []) fn();
  };
  const fire = (type: string) => {
    for (const fn of elementListeners[type] ?? []) fn();
  };
  const leave = () => {
    for (const fn of listeners.pagehide ?? []) fn();
  };
  const viewables = () => beacons.filter((b) => b === "viewable").length;
  return { api, beacons, advance, inView, setVisibility, fire, leave, viewables };
}

describe("viewability (MRC: 50 % of pixels for 1 continuous second, 2 s for video)", () => {
  it("half in view for one second counts viewable once; 999 ms does not", () => {
    const ad = hostedAd();
    ad.inView(0.5);
    ad.advance(999);
    expect(ad.viewables()).toBe(0);
    ad.advance(1);
    expect(ad.viewables()).toBe(1);
    ad.inView(0);
    ad.inView(1);
    ad.advance(5000);
    expect(ad.viewables()).toBe(1);
  });

  it("scrolled away after half a second does not count, and the second must be continuous", () => {
    const ad = hostedAd();
    ad.inView(0.6);
    ad.advance(500);
    ad.inView(0.2);
    ad.advance(600);
    ad.inView(0.6);
    ad.advance(600);
    expect(ad.viewables()).toBe(0);
    ad.advance(400);
    expect(ad.viewables()).toBe(1);
  });

  it("49 % is not enough for a 300x250; 30 % is for a 970x250 (≥ 242 500 px)", () => {
    const small = hostedAd();
    small.inView(0.49);
    small.advance(3000);
    expect(small.viewables()).toBe(0);
    const large = hostedAd({ design: { width: 970, height: 250 } });
    large.inView(0.3);
    large.advance(1000);
    expect(large.viewables()).toBe(1);
  });

  it("video needs two seconds", () => {
    const ad = hostedAd({ structure: "vast-linear" });
    ad.inView(1);
    ad.advance(1999);
    expect(ad.viewables()).toBe(0);
    ad.advance(1);
    expect(ad.viewables()).toBe(1);
  });

  it("a hidden page (background tab) stops the second", () => {
    const ad = hostedAd();
    ad.inView(1);
    ad.advance(800);
    ad.setVisibility("hidden");
    ad.advance(5000);
    expect(ad.viewables()).toBe(0);
    ad.setVisibility("visible");
    ad.advance(1000);
    expect(ad.viewables()).toBe(1);
  });
});

describe("interactions, engagement, page views and dwell", () => {
  it("reports each layer action and one engagement", () => {
    const ad = hostedAd();
    ad.fire("click");
    ad.fire("click");
    ad.api.exit("clickTag");
    expect(ad.beacons).toEqual([
      'interaction {"layer":"cta","action":"click"}',
      "engagement",
      'interaction {"layer":"cta","action":"click"}',
    ]);
  });

  it("reports pages as they show and the visible time when the page is left", () => {
    const ad = hostedAd();
    for (const hook of ad.api.onPage) hook("p2");
    ad.advance(4200);
    ad.setVisibility("hidden");
    ad.advance(10_000);
    ad.setVisibility("visible");
    ad.advance(800);
    ad.leave();
    expect(ad.beacons).toEqual(['pageView {"page":"p2"}', 'dwell {"ms":4200}', 'dwell {"ms":800}']);
  });
});
