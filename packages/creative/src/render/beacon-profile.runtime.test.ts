// @vitest-environment jsdom
import { AD_TYPES } from "@adstudio/core";
import { afterEach, describe, expect, it, vi } from "vitest";
import { formatOf } from "../formats/registry";
import type { RtWindow, RuntimeConfig } from "../runtime/index";
import { coreRuntime, runtimeParts } from "../runtime/index";
import { sampleDocument } from "../samples/samples";
import { TEST_SAMPLE_ASSETS } from "../samples/test-assets";
import { beaconProfile } from "./beacon-profile";
import { render } from "./render";

/**
 * The real runtime, on the hosted page render writes for every format's sample, poked everywhere a
 * person could (every element clicked, hovered, swiped; every video played through, paused, muted and
 * skipped): each beacon it sends must be one `beaconProfile` allows, or the tracker would refuse real
 * traffic.
 */

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Every beacon the runtime sends while the whole ad is poked, as URL search params. */
function pokedBeacons(type: (typeof AD_TYPES)[number]): URLSearchParams[] {
  vi.useFakeTimers();
  const doc = sampleDocument(type, TEST_SAMPLE_ASSETS);
  const size = doc.baseSize;
  const html = render(doc, { size, mode: "hosted", trackerUrl: "https://studio.example/t?ad=a&size=s" })
    .files["index.html"] as string;
  const parsed = new DOMParser().parseFromString(html, "text/html");
  document.body.innerHTML = parsed.body.innerHTML;
  const config = JSON.parse(document.getElementById("ad-config")?.textContent ?? "{}") as RuntimeConfig;

  const sent: URLSearchParams[] = [];
  Object.defineProperty(navigator, "sendBeacon", {
    configurable: true,
    value: (url: string) => {
      sent.push(new URL(url).searchParams);
      return true;
    },
  });
  vi.spyOn(window, "open").mockImplementation(() => null);
  vi.spyOn(HTMLMediaElement.prototype, "play").mockImplementation(() => Promise.resolve());
  vi.spyOn(HTMLMediaElement.prototype, "pause").mockImplementation(() => undefined);

  const features = new Set(doc.features.map((f) => f.type));
  coreRuntime(window as unknown as RtWindow, config, runtimeParts(formatOf(type).structure, features));

  const fire = (el: Element, name: string, init: MouseEventInit = {}) =>
    el.dispatchEvent(new MouseEvent(name, { bubbles: true, cancelable: true, ...init }));
  const swipe = (el: Element, dx: number, dy: number) => {
    fire(el, "pointerdown", { clientX: 100, clientY: 100 });
    fire(el, "pointerup", { clientX: 100 + dx, clientY: 100 + dy });
  };
  for (const video of Array.from(document.querySelectorAll("video"))) {
    Object.defineProperty(video, "duration", { configurable: true, value: 10 });
    for (const at of [1, 3, 6, 8]) {
      Object.defineProperty(video, "currentTime", { configurable: true, writable: true, value: at });
      video.dispatchEvent(new Event("timeupdate"));
    }
    video.dispatchEvent(new Event("ended"));
  }
  vi.advanceTimersByTime(60_000);
  // Passes until nothing new appears (a chat's replies come one step at a time).
  const poked = new Set<Element>();
  for (let pass = 0; pass < 6; pass++) {
    const fresh = Array.from(document.querySelectorAll("#ad *")).filter((el) => !poked.has(el));
    if (fresh.length === 0) break;
    for (const el of fresh) poke(el);
  }
  document.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape" }));
  return sent;

  function poke(el: Element) {
    poked.add(el);
    el.removeAttribute("disabled");
    fire(el, "mouseenter");
    el.dispatchEvent(new FocusEvent("focus"));
    for (const [dx, dy] of [
      [-60, 0],
      [60, 0],
      [0, -60],
      [0, 60],
    ] as const)
      swipe(el, dx, dy);
    fire(el, "click");
    vi.advanceTimersByTime(1000);
  }
}

describe("beaconProfile allows every beacon the real runtime sends", () => {
  it.each(AD_TYPES.filter((t) => t !== "image-generator"))("%s", (type) => {
    const doc = sampleDocument(type, TEST_SAMPLE_ASSETS);
    const profile = beaconProfile(doc);
    const sent = pokedBeacons(type);
    const events = new Set(sent.map((q) => q.get("event")));
    // The poking reaches the format's own events, so the check below is not vacuous.
    expect(events).toContain("impression");
    expect(events).toContain("click");
    for (const q of sent) {
      const event = q.get("event") ?? "";
      const beacon = JSON.stringify(Object.fromEntries(q));
      expect(profile.events, beacon).toContain(event);
      if (event === "click") expect(profile.exits, beacon).toContain(q.get("exit"));
      if (event === "interaction")
        expect(profile.interactions[q.get("layer") ?? ""], beacon).toContain(q.get("action"));
      if (event === "pageView") expect(profile.pages, beacon).toContain(q.get("page"));
      if (event === "sceneView") expect(profile.scenes, beacon).toContain(q.get("page"));
    }
    if (profile.events.includes("start")) expect(events).toContain("complete");
    if (profile.events.includes("sceneView")) expect(events).toContain("sceneView");
    if (profile.events.includes("playerExpand")) expect(events).toContain("playerExpand");
  });
});
