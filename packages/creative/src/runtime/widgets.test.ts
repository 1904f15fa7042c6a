import { describe, expect, it } from "vitest";
import type { RtElement } from "./dom";
import type { RuntimeApi } from "./types";
import { galleryRuntime } from "./widgets";

/** A gallery of three slides with its buttons, and the beacons the runtime sends. */
function gallery() {
  const beacons: string[] = [];
  const clicks: Record<string, () => void> = {};
  const element = (extra: Record<string, unknown> = {}) =>
    ({
      style: { transform: "" },
      setAttribute() {},
      getAttribute: () => null,
      ...extra,
    }) as unknown as RtElement;
  const slides = [element(), element(), element()];
  const track = element({ children: slides });
  const button = (name: string) =>
    element({ addEventListener: (_: string, fn: () => void) => (clicks[name] = fn) });
  const buttons: Record<string, RtElement> = {
    ".slides": track,
    ".gal-prev": button("prev"),
    ".gal-next": button("next"),
  };
  const root = element({
    querySelectorAll: () => [element({ querySelector: (s: string) => buttons[s] ?? null })],
  });
  const api = {
    root,
    w: { clearInterval() {}, setInterval: () => 0 },
    reducedMotion: true,
    swipe() {},
    beacon: (event: string, extra?: Record<string, string>) => beacons.push(`${event} ${extra?.page ?? ""}`),
  } as unknown as RuntimeApi;
  galleryRuntime(api);
  return { beacons, clicks, track };
}

describe("gallery", () => {
  it("reports each slide the person moves to as a scene view, not the first one shown", () => {
    const g = gallery();
    expect(g.beacons).toEqual([]);
    g.clicks.next?.();
    g.clicks.next?.();
    g.clicks.prev?.();
    expect(g.track.style.transform).toBe("translateX(-100%)");
    expect(g.beacons).toEqual(["sceneView slide-2", "sceneView slide-3", "sceneView slide-2"]);
  });
});
