import type { RuntimeApi } from "./types";

/**
 * Gallery: slides moved by buttons, swipes and the arrow keys, or on their own every `data-auto` ms (not
 * under reduced motion). Self-contained for `toString()` inlining (see core.ts).
 */
export function galleryRuntime(api: RuntimeApi): void {
  for (const gallery of Array.from(api.root.querySelectorAll(".gallery"))) {
    const track = gallery.querySelector(".slides");
    if (!track) continue;
    const slides = Array.from(track.children);
    const auto = Number(gallery.getAttribute("data-auto")) || 0;
    let index = 0;
    let timer: number | undefined;
    const show = (next: number) => {
      index = (next + slides.length) % slides.length;
      track.style.transform = `translateX(${-index * 100}%)`;
      slides.forEach((slide, i) => {
        slide.setAttribute("aria-hidden", String(i !== index));
      });
    };
    // A slide the person moved to is a scene view for the tracker (the automatic moves are not).
    const by = (step: number) => () => {
      api.w.clearInterval(timer);
      show(index + step);
      api.beacon("sceneView", { page: `slide-${index + 1}` });
    };
    gallery.querySelector(".gal-prev")?.addEventListener("click", by(-1));
    gallery.querySelector(".gal-next")?.addEventListener("click", by(1));
    api.swipe(gallery, (direction) => {
      if (direction === "left") by(1)();
      if (direction === "right") by(-1)();
    });
    show(0);
    if (auto > 0 && !api.reducedMotion) timer = api.w.setInterval(() => show(index + 1), auto);
  }
}

/** Countdown: days, hours, minutes and seconds to `data-ends`, then the expired text. */
export function countdownRuntime(api: RuntimeApi): void {
  for (const countdown of Array.from(api.root.querySelectorAll(".countdown"))) {
    const out = countdown.querySelector(".cd-time");
    const ends = Date.parse(countdown.getAttribute("data-ends") ?? "");
    if (!out || Number.isNaN(ends)) continue;
    const two = (n: number) => (n < 10 ? `0${n}` : String(n));
    const tick = () => {
      const left = Math.floor((ends - Date.now()) / 1000);
      if (left <= 0) {
        out.textContent = countdown.getAttribute("data-expired") ?? "";
        api.w.clearInterval(timer);
        return;
      }
      const days = Math.floor(left / 86_400);
      const clock = `${two(Math.floor(left / 3600) % 24)}:${two(Math.floor(left / 60) % 60)}:${two(left % 60)}`;
      out.textContent = days > 0 ? `${days}d ${clock}` : clock;
    };
    const timer = api.w.setInterval(tick, 1000);
    tick();
  }
}
