import { type CubicBezier, curveOf, type KeyframeEasing } from "@adstudio/creative/document";
import classes from "./timeline.module.css";

const SIZE = 64;
const PAD = 12;

/**
 * A small drawing of an easing curve: time runs right, progress up, with the two control points' handles.
 * Overshooting curves (a y beyond 0..1) reach into the padding.
 */
export function CurvePreview({ easing }: { easing: KeyframeEasing }) {
  const { x1, y1, x2, y2 }: CubicBezier = curveOf(easing);
  const px = (x: number) => PAD + x * SIZE;
  const py = (y: number) => PAD + (1 - Math.max(-0.15, Math.min(1.15, y))) * SIZE;
  const total = SIZE + PAD * 2;
  return (
    <svg
      className={classes.curve}
      width={total}
      height={total}
      viewBox={`0 0 ${total} ${total}`}
      role="img"
      aria-label={`Easing curve cubic-bezier(${x1}, ${y1}, ${x2}, ${y2})`}
    >
      <rect
        x={PAD}
        y={PAD}
        width={SIZE}
        height={SIZE}
        fill="none"
        stroke="var(--mantine-color-default-border)"
      />
      <line x1={px(0)} y1={py(0)} x2={px(x1)} y2={py(y1)} stroke="var(--mantine-color-dimmed)" />
      <line x1={px(1)} y1={py(1)} x2={px(x2)} y2={py(y2)} stroke="var(--mantine-color-dimmed)" />
      <path
        d={`M${px(0)},${py(0)} C${px(x1)},${py(y1)} ${px(x2)},${py(y2)} ${px(1)},${py(1)}`}
        fill="none"
        stroke="var(--mantine-color-blue-filled)"
        strokeWidth={2}
      />
      <circle cx={px(x1)} cy={py(y1)} r={3} fill="var(--mantine-color-orange-6)" />
      <circle cx={px(x2)} cy={py(y2)} r={3} fill="var(--mantine-color-orange-6)" />
    </svg>
  );
}
