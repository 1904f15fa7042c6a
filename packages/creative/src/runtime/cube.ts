import type { RtVideo } from "./dom";
import type { RuntimeApi } from "./types";

/**
 * The 3D cube of 3d-roll, mobo-roll and 4d-roll: faces on a prism, turned by the buttons, a swipe, the
 * arrow keys or on their own (not under reduced motion). A video face plays only while it faces the
 * viewer. Self-contained for `toString()` inlining (see core.ts).
 */
export function cubeRuntime(api: RuntimeApi): void {
  for (const cube of Array.from(api.root.querySelectorAll(".cube"))) {
    const box = cube.querySelector(".cube-box");
    if (!box) continue;
    const faces = Array.from(box.children);
    const count = faces.length;
    const vertical = cube.getAttribute("data-axis") === "x";
    const turn = vertical ? "rotateX" : "rotateY";
    const auto = Number(cube.getAttribute("data-auto")) || 0;
    let index = 0;
    let timer: number | undefined;
    const show = (next: number) => {
      index = (next + count) % count;
      const depth = (vertical ? cube.offsetHeight : cube.offsetWidth) / 2 / Math.tan(Math.PI / count);
      faces.forEach((face, i) => {
        face.style.transform = `${turn}(${(i * 360) / count}deg) translateZ(${depth}px)`;
        face.setAttribute("aria-hidden", String(i !== index));
        const v = face.querySelector("video") as RtVideo | null;
        if (v && i === index) v.play().catch(() => undefined);
        else v?.pause();
      });
      box.style.transform = `translateZ(${-depth}px) ${turn}(${(-index * 360) / count}deg)`;
    };
    const stop = () => api.w.clearInterval(timer);
    // A face the person turned to is a scene view for the tracker (the automatic turns are not).
    const turnTo = (next: number) => {
      stop();
      show(next);
      api.beacon("sceneView", { page: `face-${index + 1}` });
    };
    cube.querySelector(".cube-prev")?.addEventListener("click", () => turnTo(index - 1));
    cube.querySelector(".cube-next")?.addEventListener("click", () => turnTo(index + 1));
    cube.addEventListener("keydown", (e) => {
      if (e.key === "ArrowLeft" || e.key === "ArrowUp") turnTo(index - 1);
      if (e.key === "ArrowRight" || e.key === "ArrowDown") turnTo(index + 1);
    });
    api.swipe(cube, (direction) => turnTo(index + (direction === "left" || direction === "up" ? 1 : -1)));
    show(0);
    if (auto > 0 && !api.reducedMotion) timer = api.w.setInterval(() => show(index + 1), auto);
  }
}
