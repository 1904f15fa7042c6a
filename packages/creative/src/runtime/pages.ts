import type { RuntimeApi } from "./types";

/**
 * Story pages: progress bars, tap the left or right half to go back or on, and pages with a duration
 * advance on their own. Self-contained for `toString()` inlining (see core.ts).
 */
export function storyRuntime(api: RuntimeApi): void {
  const ids = api.cfg.pages.map((p) => p.id);
  const bars = Array.from(api.root.querySelectorAll(".progress i"));
  let timer: number | undefined;
  const step = (by: number) => {
    const next = ids[ids.indexOf(api.currentPage() ?? "") + by];
    if (next) api.showPage(next);
  };
  api.onPage.push((id) => {
    const index = ids.indexOf(id);
    api.w.clearTimeout(timer);
    bars.forEach((bar, i) => {
      bar.className = i < index ? "done" : i === index ? "now" : "";
    });
    const ms = api.cfg.pages[index]?.durationMs;
    if (ms && index < ids.length - 1) timer = api.w.setTimeout(() => step(1), ms);
  });
  api.root.querySelector(".nav-prev")?.addEventListener("click", () => step(-1));
  api.root.querySelector(".nav-next")?.addEventListener("click", () => step(1));
  api.swipe(api.root, (direction) => {
    if (direction === "left") step(1);
    if (direction === "right") step(-1);
  });
}
