import type { AdAction } from "../document/behaviour";
import type { RtElement, RtVideo, RtWindow } from "./dom";
import type { RuntimeApi, RuntimeConfig, StructureRuntime } from "./types";

/**
 * The runtime every rendered ad runs: click tags, actions on events, pages, video control, the preview's
 * postMessage protocol and, in hosted mode, the tracker's beacons. Render inlines it with
 * `coreRuntime.toString()`, so it must stay self-contained: no imports (types only), no helpers from
 * outside the function, nothing a transpiler would rewrite into a helper call.
 */
export function coreRuntime(w: RtWindow, cfg: RuntimeConfig, structures: StructureRuntime[]): RuntimeApi {
  const d = w.document;
  const root = d.getElementById("ad") as RtElement;
  const params = new URLSearchParams(w.location.search);
  const each = <T>(list: ArrayLike<T>, fn: (item: T, index: number) => void) => Array.from(list).forEach(fn);
  // The editor's canvas holds still as under reduced motion: galleries and cubes do not turn on their own.
  const reducedMotion = !!cfg.edit || !!w.matchMedia?.("(prefers-reduced-motion: reduce)").matches;

  // Only http(s) addresses are accepted from the URL or the ad server's variable; anything else falls back.
  const http = (value: unknown): string | null => {
    try {
      const url = new URL(String(value));
      return url.protocol === "https:" || url.protocol === "http:" ? url.href : null;
    } catch {
      return null;
    }
  };
  const urls: Record<string, string> = {};
  for (const name of Object.keys(cfg.exits)) {
    urls[name] =
      http(params.get(name) ?? params.get(name.toLowerCase())) ??
      http(w[name]) ??
      (cfg.exits[name] as string);
  }

  const post = (message: unknown) => {
    if (w.parent !== w) (w.parent as RtWindow).postMessage(message, "*");
  };
  // One id per ad view: the tracker counts an impression, viewability and quartiles once per id.
  const imp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 12)}`;
  // The studio's previews, the showcase and the publisher preview embed open the creative with
  // `preview=1`: its views are counted as preview views, apart from the live figures.
  const preview = params.get("preview") === "1" ? "&pv=1" : "";
  const beacon = (event: string, extra?: Record<string, string | number>) => {
    if (!cfg.tracker) return;
    let url = `${cfg.tracker}${cfg.tracker.includes("?") ? "&" : "?"}event=${event}&imp=${imp}${preview}`;
    for (const [key, value] of Object.entries(extra ?? {})) url += `&${key}=${encodeURIComponent(value)}`;
    try {
      if (!w.navigator.sendBeacon?.(url))
        w.fetch?.(url, { method: "POST", keepalive: true, mode: "no-cors" });
    } catch {
      // A blocked beacon must never break the ad.
    }
  };
  const layer = (id: string) => d.getElementById(`l-${id}`);
  const video = (id: string): RtVideo | null => {
    const el = layer(id);
    return (el && (el.tagName === "VIDEO" ? el : el.querySelector("video"))) as RtVideo | null;
  };

  const pages = Array.from(d.querySelectorAll(".page"));
  let current: string | null = null;
  let timers: number[] = [];
  const api: RuntimeApi = {
    w,
    d,
    root,
    cfg,
    reducedMotion,
    post,
    beacon,
    video,
    handlers: {},
    onPage: [],
    // An MRAID ad tag frames the ad with `open=parent` and opens exits itself with `mraid.open`, which
    // in an app's web view is the only way out to the browser.
    openExit: (url) =>
      params.get("open") === "parent" ? post({ action: "open", url }) : w.open(url, "_blank", "noopener"),
    exit(name) {
      const url = urls[name];
      if (!url) return;
      beacon("click", { exit: name });
      api.openExit(url);
    },
    act(action: AdAction) {
      api.handlers[action.type]?.(action);
    },
    currentPage: () => current,
    showPage(id) {
      if (current === id || !pages.some((p) => p.getAttribute("data-page") === id)) return;
      current = id;
      for (const page of pages) page.hidden = page.getAttribute("data-page") !== id;
      for (const timer of timers) w.clearTimeout(timer);
      timers = [];
      for (const a of cfg.actions) {
        if (a.on.type === "timer" && a.page === id)
          timers.push(w.setTimeout(() => api.act(a.do), a.on.afterMs));
      }
      for (const hook of api.onPage) hook(id);
    },
    swipe(element, done) {
      let from: { x: number; y: number } | null = null;
      element.addEventListener("pointerdown", (e) => {
        from = { x: e.clientX, y: e.clientY };
      });
      element.addEventListener("pointerup", (e) => {
        if (!from) return;
        const dx = e.clientX - from.x;
        const dy = e.clientY - from.y;
        from = null;
        if (Math.max(Math.abs(dx), Math.abs(dy)) < 30) return;
        done(Math.abs(dx) > Math.abs(dy) ? (dx < 0 ? "left" : "right") : dy < 0 ? "up" : "down");
      });
    },
  };

  const withVideo = (id: string, fn: (v: RtVideo) => void) => {
    const v = video(id);
    if (v) fn(v);
  };
  const play = (v: RtVideo) => {
    v.play().catch(() => undefined);
  };
  const handlers: Record<string, (a: never) => void> = {
    exit: (a: { exit: string }) => api.exit(a.exit),
    goToPage: (a: { page: string }) => api.showPage(a.page),
    playVideo: (a: { layer: string }) => withVideo(a.layer, play),
    pauseVideo: (a: { layer: string }) => withVideo(a.layer, (v) => v.pause()),
    seekVideo: (a: { layer: string; seconds: number }) =>
      withVideo(a.layer, (v) => {
        v.currentTime = a.seconds;
        play(v);
      }),
    showLayer: (a: { layer: string }) => {
      const el = layer(a.layer);
      if (el) el.hidden = false;
    },
    hideLayer: (a: { layer: string }) => {
      const el = layer(a.layer);
      if (el) el.hidden = true;
    },
    close: () => {
      root.hidden = true;
    },
    downloadVCard: (a: { feature: string }) => {
      const vcard = cfg.vcards[a.feature];
      if (vcard) post({ action: "downloadVCF", card: vcard.card, fileName: vcard.fileName });
    },
  };
  Object.assign(api.handlers, handlers);

  // Declared actions: a click or tap runs on activation (Enter and Space included, the elements are links
  // and buttons), hover also on keyboard focus, swipe on a pointer swipe, videoEnd when the video ends.
  for (const a of cfg.actions) {
    const el = layer(a.layer);
    const run = () => api.act(a.do);
    const on = a.on;
    if (on.type === "timer") continue;
    if (on.type === "videoEnd") withVideo(on.layer, (v) => v.addEventListener("ended", run));
    else if (!el) continue;
    else if (on.type === "click" || on.type === "tap") {
      el.addEventListener("click", (e) => {
        e.preventDefault();
        e.stopPropagation();
        run();
      });
    } else if (on.type === "hover") {
      // IAB LEAN: hover never expands an ad (a pointer passing over it would cover the page).
      if (a.do.type === "expand") continue;
      el.addEventListener("mouseenter", run);
      el.addEventListener("focus", run);
    } else if (on.type === "swipe") {
      api.swipe(el, (direction) => {
        if (direction === on.direction) run();
      });
    }
  }
  each(d.querySelectorAll("[data-exit]"), (el) => {
    el.addEventListener("click", (e) => {
      e.preventDefault();
      e.stopPropagation();
      api.exit(el.getAttribute("data-exit") as string);
    });
  });
  each(d.querySelectorAll("[data-vcard]"), (el) => {
    el.addEventListener("click", (e) => {
      e.preventDefault();
      api.act({ type: "downloadVCard", feature: el.getAttribute("data-vcard") as string });
    });
  });
  each(d.querySelectorAll("[data-close]"), (el) => {
    el.addEventListener("click", (e) => {
      e.stopPropagation();
      api.act({ type: "close" });
    });
  });
  const stageExit = cfg.stageExit;
  if (stageExit) root.addEventListener("click", () => api.exit(stageExit));

  // Responsive, full-screen and video sizes scale their design canvas to the window, centred.
  const stage = d.getElementById("stage");
  const fit = () => {
    if (!stage) return;
    const { width, height } = cfg.design;
    // A frame not laid out yet reads 0 × 0 and may never get a resize event (about one preview load in
    // four in Chromium, leaving the ad scaled to nothing): then trust the size its address announces.
    const vw = w.innerWidth || Number(params.get("width")) || width;
    const vh = w.innerHeight || Number(params.get("height")) || height;
    const scale = Math.min(vw / width, vh / height);
    stage.style.transform = `translate(${(vw - width * scale) / 2}px,${(vh - height * scale) / 2}px) scale(${scale})`;
  };
  if (cfg.fit) {
    fit();
    w.addEventListener("resize", fit);
  }

  // The editor's timeline (edit mode, from the editor around the frame only): a moment shows the page's
  // animations paused that long after it appeared (a CSS animation's currentTime counts its delay); null
  // puts the at-rest style back for editing. Anything but the exact message is ignored.
  const rest = d.getElementById("at-rest");
  if (cfg.edit && rest) {
    w.addEventListener("message", (e) => {
      const m = e.data as { source?: unknown; type?: unknown; timeMs?: unknown } | null;
      if (e.source !== w.parent || !m || m.source !== "adstudio-editor" || m.type !== "timeline") return;
      const t = m.timeMs;
      const moment = typeof t === "number" && Number.isFinite(t) && t >= 0;
      if (Object.keys(m).length !== 3 || (t !== null && !moment)) return;
      rest.setAttribute("media", t === null ? "all" : "not all");
      if (t !== null)
        for (const a of d.getAnimations?.() ?? []) {
          a.pause();
          a.currentTime = t;
        }
    });
  }

  for (const structure of structures) structure(api);
  post({ action: "toggles", desktop: cfg.toggles.desktop, phone: cfg.toggles.phone });
  const first = cfg.pages.find((p) => p.id === cfg.edit?.page) ?? cfg.pages[0];
  if (first) api.showPage(first.id);
  beacon("impression");
  return api;
}
