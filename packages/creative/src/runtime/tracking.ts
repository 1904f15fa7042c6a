import type { RuntimeApi } from "./types";

/**
 * The tracker's measurements beyond the impression and clicks the core sends (hosted mode only):
 *
 * - viewable, by the MRC rule: at least 50 % of the ad's pixels in view (30 % for ads of 242 500 px or
 *   more) for one continuous second, two for video formats, while the page is visible; sent once;
 * - an interaction per layer action (click, tap, hover, swipe), and one engagement on the first
 *   interaction or exit;
 * - a page view each time a page shows, and the dwell time when the page is hidden or left.
 *
 * The clock is the window's (setTimeout, performance.now), so tests drive it. Self-contained for
 * `toString()` inlining (see core.ts).
 */
export function trackingRuntime(api: RuntimeApi): void {
  const { w, cfg } = api;
  if (!cfg.tracker) return;
  const now = () => w.performance?.now() ?? Date.now();

  let engaged = false;
  const engage = () => {
    if (engaged) return;
    engaged = true;
    api.beacon("engagement");
  };
  const exit = api.exit;
  api.exit = (name) => {
    engage();
    exit(name);
  };
  for (const a of cfg.actions) {
    const el = w.document.getElementById(`l-${a.layer}`);
    const on = a.on;
    if (!el || on.type === "timer" || on.type === "videoEnd") continue;
    const report = () => {
      api.beacon("interaction", { layer: a.layer, action: on.type });
      engage();
    };
    if (on.type === "swipe")
      api.swipe(el, (direction) => {
        if (direction === on.direction) report();
      });
    else el.addEventListener(on.type === "hover" ? "mouseenter" : "click", report);
  }
  api.onPage.push((page) => api.beacon("pageView", { page }));

  // Viewability: a timer runs while the share in view meets the threshold and the page is visible.
  const { width, height } = cfg.design;
  const needed = width * height >= 242_500 ? 0.3 : 0.5;
  const video = /video|vast/.test(cfg.structure);
  const holdMs = video ? 2000 : 1000;
  let ratio = 0;
  let viewable = false;
  let timer: number | undefined;
  const check = () => {
    const visible = w.document.visibilityState !== "hidden";
    const inView = ratio >= needed && visible && !viewable;
    if (inView && timer === undefined) {
      timer = w.setTimeout(() => {
        viewable = true;
        api.beacon("viewable");
      }, holdMs);
    } else if (!inView && timer !== undefined) {
      w.clearTimeout(timer);
      timer = undefined;
    }
  };
  const Observer = w.IntersectionObserver;
  if (Observer) {
    new Observer(
      (entries) => {
        for (const entry of entries) ratio = entry.intersectionRatio;
        check();
      },
      { threshold: [0, 0.3, 0.5, 0.75, 1] },
    ).observe(api.root);
  }

  // Dwell: time the page was visible, sent when it is hidden or left (and counted again if it returns).
  let shownAt: number | null = w.document.visibilityState === "hidden" ? null : now();
  const leave = () => {
    if (shownAt === null) return;
    const ms = Math.min(Math.round(now() - shownAt), 3_600_000);
    shownAt = null;
    if (ms > 0) api.beacon("dwell", { ms });
  };
  w.document.addEventListener("visibilitychange", () => {
    if (w.document.visibilityState === "hidden") leave();
    else if (shownAt === null) shownAt = now();
    check();
  });
  w.addEventListener("pagehide", leave);
}
