import type { RuntimeApi } from "./types";

/**
 * The 360° view of 3d-xplore: dragging (or the arrow keys) steps through the frames. Frames other than
 * the first load on the first interaction, so they count as user-initiated load, not initial load.
 * Self-contained for `toString()` inlining (see core.ts).
 */
export function view360Runtime(api: RuntimeApi): void {
  for (const view of Array.from(api.root.querySelectorAll(".v360"))) {
    const img = view.querySelector("img");
    const frames = (view.getAttribute("data-frames") ?? "").split(" ").filter(Boolean);
    if (!img || frames.length < 2) continue;
    let index = 0;
    let loaded = false;
    let dragX: number | null = null;
    const load = () => {
      if (loaded) return;
      loaded = true;
      for (const src of frames) {
        const pre = api.d.createElement("img");
        pre.src = src;
      }
    };
    const show = (next: number) => {
      index = (next + frames.length) % frames.length;
      img.src = frames[index] as string;
    };
    view.addEventListener("pointerdown", (e) => {
      load();
      dragX = e.clientX;
    });
    view.addEventListener("pointermove", (e) => {
      if (dragX === null) return;
      const steps = Math.trunc((e.clientX - dragX) / 8);
      if (steps !== 0) {
        dragX = e.clientX;
        show(index - steps);
      }
    });
    api.w.addEventListener("pointerup", () => {
      dragX = null;
    });
    view.addEventListener("focus", load);
    view.addEventListener("keydown", (e) => {
      if (e.key === "ArrowLeft") show(index - 1);
      if (e.key === "ArrowRight") show(index + 1);
    });
  }
}
