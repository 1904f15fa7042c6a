import { describe, expect, it } from "vitest";
import type { RtElement } from "./dom";
import { expandingRuntime } from "./screens";
import type { RuntimeApi } from "./types";

/** Just enough of the core runtime's API for the expanding ad: classes, pages, listeners, beacons. */
function expandingAd() {
  const classes = new Set<string>();
  const beacons: string[] = [];
  const shown: string[] = [];
  const keydown: ((e: { key: string }) => void)[] = [];
  const root = {
    classList: {
      toggle: (name: string, on: boolean) => (on ? classes.add(name) : classes.delete(name)),
      contains: (name: string) => classes.has(name),
    },
    querySelectorAll: () => [],
  } as unknown as RtElement;
  const api = {
    root,
    cfg: { pages: [{ id: "p1" }, { id: "p2" }] },
    d: { addEventListener: (_: string, fn: (e: { key: string }) => void) => keydown.push(fn) },
    handlers: {},
    showPage: (id: string) => shown.push(id),
    beacon: (event: string) => beacons.push(event),
  } as unknown as RuntimeApi;
  expandingRuntime(api);
  const press = (key: string) => {
    for (const fn of keydown) fn({ key });
  };
  return { api, beacons, shown, press };
}

describe("expanding runtime", () => {
  it("reports opening and closing with VAST's event names, which the tracker accepts", () => {
    const ad = expandingAd();
    ad.api.handlers.expand?.({ type: "expand" });
    ad.api.handlers.collapse?.({ type: "collapse" });
    ad.api.handlers.expand?.({ type: "expand" });
    ad.press("Escape");
    expect(ad.beacons).toEqual(["playerExpand", "playerCollapse", "playerExpand", "playerCollapse"]);
    expect(ad.shown).toEqual(["p2", "p1", "p2", "p1"]);
  });

  it("reports nothing when Escape is pressed on an ad that is not open, or an open ad is opened again", () => {
    const ad = expandingAd();
    ad.press("Escape");
    expect(ad.beacons).toEqual([]);
    ad.api.handlers.expand?.({ type: "expand" });
    ad.api.handlers.expand?.({ type: "expand" });
    expect(ad.beacons).toEqual(["playerExpand"]);
  });
});
