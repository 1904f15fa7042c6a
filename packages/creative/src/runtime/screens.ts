import type { RuntimeApi } from "./types";

/**
 * Sticker: slides into its corner once the page has loaded (at once under reduced motion); the close
 * control (core's `[data-close]`) removes it. Self-contained for `toString()` inlining (see core.ts).
 */
export function stickyRuntime(api: RuntimeApi): void {
  api.w.requestAnimationFrame(() => api.root.classList.add("in"));
}

/**
 * Expanding canvas (ace-desktop, ace-mobile): `expand` opens the second page on the expanded canvas,
 * `collapse`, the collapse control and Escape return to the first. Expansion only ever follows a click or
 * tap (IAB: hover never expands). Each change is reported as VAST's `playerExpand` / `playerCollapse`.
 */
export function expandingRuntime(api: RuntimeApi): void {
  const ids = api.cfg.pages.map((p) => p.id);
  const set = (open: boolean) => {
    // Opening an open ad (or closing a closed one) changes nothing, so it reports nothing either.
    if (api.root.classList.contains("expanded") === open) return;
    api.root.classList.toggle("expanded", open);
    const page = open ? (ids[1] ?? ids[0]) : ids[0];
    if (page) api.showPage(page);
    // The tracker speaks VAST's vocabulary, whose names for this are playerExpand and playerCollapse.
    api.beacon(open ? "playerExpand" : "playerCollapse");
  };
  api.handlers.expand = () => set(true);
  api.handlers.collapse = () => set(false);
  for (const el of Array.from(api.root.querySelectorAll("[data-expand]"))) {
    el.addEventListener("click", (e) => {
      e.stopPropagation();
      set(true);
    });
  }
  for (const el of Array.from(api.root.querySelectorAll("[data-collapse]"))) {
    el.addEventListener("click", (e) => {
      e.stopPropagation();
      set(false);
    });
  }
  api.d.addEventListener("keydown", (e) => {
    if (e.key === "Escape") set(false);
  });
}

/**
 * Scroll reveal (scrolling-window, rich-scroll): a progress from 0 to 1 (`--p` on the ad) follows the
 * frame's own scroll, the wheel or a vertical drag; panels show one after another as it grows. Without
 * the viewer it cycles slowly for 21 s; under reduced motion the ad shows its end state at once.
 */
export function scrollRevealRuntime(api: RuntimeApi): void {
  const ids = api.cfg.pages.map((p) => p.id);
  const height = api.cfg.design.height;
  const panels = api.root.classList.contains("reveal-panels");
  let progress = 0;
  let manualUntil = 0;
  let dragFrom: { y: number; p: number } | null = null;
  const set = (p: number) => {
    progress = Math.max(0, Math.min(1, p));
    api.root.style.setProperty("--p", progress.toFixed(3));
    const page = panels ? ids[Math.min(ids.length - 1, Math.floor(progress * ids.length))] : null;
    if (page) api.showPage(page);
  };
  const takeOver = (p: number) => {
    manualUntil = Date.now() + 5000;
    set(p);
  };
  api.root.addEventListener(
    "wheel",
    (e) => {
      e.preventDefault();
      takeOver(progress + e.deltaY / 800);
    },
    { passive: false },
  );
  api.root.addEventListener("pointerdown", (e) => {
    dragFrom = { y: e.clientY, p: progress };
  });
  api.root.addEventListener("pointermove", (e) => {
    if (dragFrom) takeOver(dragFrom.p + (dragFrom.y - e.clientY) / (height * 0.8));
  });
  api.w.addEventListener("pointerup", () => {
    dragFrom = null;
  });
  api.w.addEventListener("scroll", () => {
    const doc = api.d.documentElement;
    if (doc.scrollHeight > doc.clientHeight) takeOver(doc.scrollTop / (doc.scrollHeight - doc.clientHeight));
  });
  if (api.reducedMotion) {
    set(1);
    return;
  }
  // One and a half cycles (21 s, under the 30 s animation ceiling), ending revealed; then it stops.
  const start = Date.now();
  const frame = () => {
    const t = Date.now() - start;
    if (t >= 21_000) return set(1);
    if (Date.now() > manualUntil) set((1 - Math.cos((t / 14_000) * 2 * Math.PI)) / 2);
    api.w.requestAnimationFrame(frame);
  };
  api.w.requestAnimationFrame(frame);
}
