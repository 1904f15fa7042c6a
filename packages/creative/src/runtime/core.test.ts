import { describe, expect, it } from "vitest";
import { coreRuntime } from "./core";
import type { RtElement, RtEvent, RtWindow } from "./dom";
import type { RuntimeConfig } from "./types";

/**
 * A stand-in for the browser around the core runtime (the package has no DOM): elements that hold
 * listeners and attributes, a window that records what the ad opens, posts and beacons. The same runtime
 * runs in Chromium in the e2e suite.
 */
function fakeBrowser(search: string, globals: Record<string, unknown> = {}) {
  const opened: string[] = [];
  const posted: unknown[] = [];
  const beacons: string[] = [];
  const elements = new Map<string, RtElement>();
  const windowListeners: Record<string, ((e: RtEvent) => void)[]> = {};
  // What document.getAnimations() answers: the page's CSS animations, as the editor's timeline seeks them.
  const animations = [0, 1].map(() => ({ currentTime: 0 as number | null, paused: false, pause() {} }));
  for (const a of animations)
    a.pause = () => {
      a.paused = true;
    };
  const element = (id: string, attrs: Record<string, string> = {}): RtElement => {
    const listeners: Record<string, ((e: RtEvent) => void)[]> = {};
    const el = {
      id,
      tagName: "DIV",
      hidden: false,
      style: { transform: "", setProperty() {} },
      getAttribute: (name: string) => attrs[name] ?? null,
      setAttribute: (name: string, value: string) => {
        attrs[name] = value;
      },
      addEventListener: (type: string, fn: (e: RtEvent) => void) => {
        listeners[type] = [...(listeners[type] ?? []), fn];
      },
      querySelector: () => null,
      dispatch: (type: string) => {
        for (const fn of listeners[type] ?? []) fn({ preventDefault() {}, stopPropagation() {} } as RtEvent);
      },
    };
    elements.set(id, el as unknown as RtElement);
    return el as unknown as RtElement;
  };
  const pages = [element("page-p1", { "data-page": "p1" }), element("page-p2", { "data-page": "p2" })];
  const exitLink = element("exit-link", { "data-exit": "clickTag2" });
  element("ad");
  element("stage");
  element("l-next");
  if (globals.atRest) element("at-rest");
  const parent = { postMessage: (m: unknown) => posted.push(m) };
  const w = {
    document: {
      getElementById: (id: string) => elements.get(id) ?? null,
      querySelectorAll: (selector: string) =>
        selector === ".page" ? pages : selector === "[data-exit]" ? [exitLink] : [],
      getAnimations: () => animations,
    },
    location: { search },
    parent,
    innerWidth: 300,
    innerHeight: 250,
    navigator: { sendBeacon: (url: string) => beacons.push(url) > 0 },
    open: (url: string) => opened.push(url),
    addEventListener: (type: string, fn: (e: RtEvent) => void) => {
      windowListeners[type] = [...(windowListeners[type] ?? []), fn];
    },
    setTimeout: () => 0,
    clearTimeout() {},
    ...globals,
  } as unknown as RtWindow;
  const dispatch = (id: string, type: string) =>
    (elements.get(id) as unknown as { dispatch(t: string): void }).dispatch(type);
  const click = (id: string) => dispatch(id, "click");
  /** A message to the ad's window, from the editor around it unless another sender is named. */
  const message = (data: unknown, source: unknown = parent) => {
    for (const fn of windowListeners.message ?? []) fn({ data, source } as RtEvent);
  };
  const atRestMedia = () => elements.get("at-rest")?.getAttribute("media");
  return { w, opened, posted, beacons, click, dispatch, pages, message, animations, atRestMedia };
}

const config = (extra: Partial<RuntimeConfig> = {}): RuntimeConfig => ({
  exits: { clickTag: "https://example.com/one", clickTag2: "https://example.com/two" },
  actions: [{ layer: "next", page: "p1", on: { type: "click" }, do: { type: "goToPage", page: "p2" } }],
  pages: [{ id: "p1" }, { id: "p2" }],
  vcards: { card: { card: { fullName: "Morning Roast" }, fileName: "morning-roast" } },
  toggles: { desktop: false, phone: true },
  tracker: null,
  design: { width: 300, height: 250 },
  fit: false,
  stageExit: null,
  structure: "canvas",
  skipAfterMs: null,
  ...extra,
});

describe("core runtime", () => {
  it("exits through a ?clickTag= address when it is http(s), else through the ad's own", () => {
    const overridden = fakeBrowser("?clickTag=https%3A%2F%2Fads.example%2Fc%3Fid%3D7");
    coreRuntime(overridden.w, config(), []).exit("clickTag");
    expect(overridden.opened).toEqual(["https://ads.example/c?id=7"]);

    const script = fakeBrowser("?clickTag=javascript%3Aalert(1)&clickTag2=data%3Atext%2Fhtml%2Cx");
    const api = coreRuntime(script.w, config(), []);
    api.exit("clickTag");
    script.click("exit-link");
    expect(script.opened).toEqual(["https://example.com/one", "https://example.com/two"]);
  });

  it("hands exits to the tag around it with open=parent (MRAID), opening nothing itself", () => {
    const browser = fakeBrowser(
      "?open=parent&clickTag=https%3A%2F%2Fadserver.example%2Fclick%3Fu%3Dhttps%253A%252F%252Fshop.example",
    );
    coreRuntime(browser.w, config(), []).exit("clickTag");
    expect(browser.opened).toEqual([]);
    expect(browser.posted).toContainEqual({
      action: "open",
      url: "https://adserver.example/click?u=https%3A%2F%2Fshop.example",
    });
  });

  it("takes an exit the ad server wrote into the clickTag variable", () => {
    const browser = fakeBrowser("", { clickTag: "https://adserver.example/click?u=1" });
    coreRuntime(browser.w, config(), []).exit("clickTag");
    expect(browser.opened).toEqual(["https://adserver.example/click?u=1"]);
  });

  it("tells the preview which toggles to offer and sends the vCard in the preview's message", () => {
    const browser = fakeBrowser("");
    const api = coreRuntime(browser.w, config(), []);
    api.act({ type: "downloadVCard", feature: "card" });
    expect(browser.posted).toEqual([
      { action: "toggles", desktop: false, phone: true },
      { action: "downloadVCF", card: { fullName: "Morning Roast" }, fileName: "morning-roast" },
    ]);
  });

  it("shows the first page, and runs a layer's click action", () => {
    const browser = fakeBrowser("");
    coreRuntime(browser.w, config(), []);
    expect(browser.pages.map((p) => p.hidden)).toEqual([false, true]);
    browser.click("l-next");
    expect(browser.pages.map((p) => p.hidden)).toEqual([true, false]);
  });

  it("opens the page the editor asks for and keeps galleries and cubes still, as under reduced motion", () => {
    const browser = fakeBrowser("");
    const api = coreRuntime(browser.w, config({ edit: { page: "p2" } }), []);
    expect(browser.pages.map((p) => p.hidden)).toEqual([true, false]);
    expect(api.currentPage()).toBe("p2");
    expect(api.reducedMotion).toBe(true);
    // A page the ad does not have: the first, as without the option.
    const unknown = fakeBrowser("");
    coreRuntime(unknown.w, config({ edit: { page: "p9" } }), []);
    expect(unknown.pages.map((p) => p.hidden)).toEqual([false, true]);
  });

  it("shows the editor's timeline moment: animations paused at that time, then back at rest", () => {
    const browser = fakeBrowser("", { atRest: true });
    coreRuntime(browser.w, config({ edit: { page: "p1" } }), []);
    const moment = (timeMs: unknown) => ({ source: "adstudio-editor", type: "timeline", timeMs });
    browser.message(moment(1200));
    expect(browser.atRestMedia()).toBe("not all");
    expect(browser.animations).toEqual([
      expect.objectContaining({ paused: true, currentTime: 1200 }),
      expect.objectContaining({ paused: true, currentTime: 1200 }),
    ]);
    browser.message(moment(null));
    expect(browser.atRestMedia()).toBe("all");
    expect(browser.animations.map((a) => a.currentTime)).toEqual([1200, 1200]);
  });

  it("ignores timeline messages from anyone but the editor, of any other shape, and outside edit mode", () => {
    const browser = fakeBrowser("", { atRest: true });
    coreRuntime(browser.w, config({ edit: { page: "p1" } }), []);
    const moment = { source: "adstudio-editor", type: "timeline", timeMs: 500 };
    browser.message(moment, { postMessage() {} });
    browser.message({ ...moment, timeMs: -1 });
    browser.message({ ...moment, timeMs: "500" });
    browser.message({ ...moment, timeMs: Number.POSITIVE_INFINITY });
    browser.message({ ...moment, type: "seek" });
    browser.message({ ...moment, extra: true });
    browser.message(null);
    browser.message("adstudio-editor");
    expect(browser.atRestMedia()).toBeNull();
    expect(browser.animations.map((a) => [a.paused, a.currentTime])).toEqual([
      [false, 0],
      [false, 0],
    ]);

    const shipped = fakeBrowser("", { atRest: true });
    coreRuntime(shipped.w, config(), []);
    shipped.message(moment);
    expect(shipped.animations.map((a) => a.currentTime)).toEqual([0, 0]);
  });

  it("sends an impression and a click per exit to the tracker, and nothing without one", () => {
    const hosted = fakeBrowser("");
    coreRuntime(hosted.w, config({ tracker: "https://track.example/e?ad=1" }), []).exit("clickTag2");
    const [impression, click] = hosted.beacons;
    const imp = new URL(impression ?? "").searchParams.get("imp") ?? "";
    // One impression id per ad view, on every beacon of the view, in the tracker's 8–64 character form.
    expect(imp).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(hosted.beacons).toEqual([
      `https://track.example/e?ad=1&event=impression&imp=${imp}`,
      `https://track.example/e?ad=1&event=click&imp=${imp}&exit=clickTag2`,
    ]);
    expect(click).toContain(imp);
    const zip = fakeBrowser("");
    coreRuntime(zip.w, config(), []).exit("clickTag");
    expect(zip.beacons).toEqual([]);
  });

  it("marks every beacon of a creative opened as a preview, so its views stay out of the live figures", () => {
    const previewed = fakeBrowser("?width=300&height=250&preview=1");
    coreRuntime(previewed.w, config({ tracker: "https://track.example/e?ad=1" }), []).exit("clickTag2");
    const imp = new URL(previewed.beacons[0] ?? "").searchParams.get("imp") ?? "";
    expect(previewed.beacons).toEqual([
      `https://track.example/e?ad=1&event=impression&imp=${imp}&pv=1`,
      `https://track.example/e?ad=1&event=click&imp=${imp}&pv=1&exit=clickTag2`,
    ]);
    // Only the preview flag's exact value marks a preview.
    const live = fakeBrowser("?preview=0");
    coreRuntime(live.w, config({ tracker: "https://track.example/e?ad=1" }), []);
    expect(live.beacons[0]).not.toContain("pv=");
  });

  it("fits a full-screen design to the window, or to the size its address announces while the window reads 0 × 0", () => {
    const transform = (search: string, globals: Record<string, unknown>) => {
      const browser = fakeBrowser(search, globals);
      coreRuntime(browser.w, config({ fit: true, design: { width: 300, height: 250 } }), []);
      return browser.w.document.getElementById("stage")?.style.transform;
    };
    expect(transform("?width=600&height=500", { innerWidth: 300, innerHeight: 500 })).toBe(
      "translate(0px,125px) scale(1)",
    );
    expect(transform("?width=600&height=500", { innerWidth: 0, innerHeight: 0 })).toBe(
      "translate(0px,0px) scale(2)",
    );
    // Neither: the design size, never scale(0).
    expect(transform("", { innerWidth: 0, innerHeight: 0 })).toBe("translate(0px,0px) scale(1)");
  });

  it("never expands on hover, as IAB LEAN asks", () => {
    const browser = fakeBrowser("");
    const expanded: string[] = [];
    const hover = { layer: "next", page: "p1", on: { type: "hover" as const } };
    const api = coreRuntime(
      browser.w,
      config({
        actions: [
          { ...hover, do: { type: "expand" } },
          { ...hover, do: { type: "goToPage", page: "p2" } },
        ],
      }),
      [(rt) => Object.assign(rt.handlers, { expand: () => expanded.push("expand") })],
    );
    browser.dispatch("l-next", "mouseenter");
    expect(expanded).toEqual([]);
    expect(api.currentPage()).toBe("p2");
  });
});
