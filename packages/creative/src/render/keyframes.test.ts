import { describe, expect, it } from "vitest";
import type { Animation } from "../document/behaviour";
import { documentOf, layer } from "./__fixtures__/documents";
import { render } from "./render";

const curve = { type: "cubic-bezier" as const, x1: 0.1, y1: 0.8, x2: 0.3, y2: 1 };
const animation: Animation = {
  trigger: "entrance",
  preset: "keyframes",
  delayMs: 250,
  durationMs: 2000,
  easing: "linear",
  iterations: 1,
  tracks: [
    {
      property: "opacity",
      keyframes: [
        { atMs: 0, value: 0, easing: curve },
        { atMs: 1000, value: 1, easing: "ease-in" },
        { atMs: 2000, value: 0.5 },
      ],
    },
    { property: "x", keyframes: [{ atMs: 500, value: 60 }] },
    {
      property: "rotation",
      keyframes: [
        { atMs: 0, value: 0 },
        { atMs: 2000, value: 90 },
      ],
    },
    {
      property: "blur",
      keyframes: [
        { atMs: 0, value: 4 },
        { atMs: 1000, value: 0 },
      ],
    },
  ],
};

const html = (size = "sz300x250") =>
  render(
    documentOf("mini", {
      teaser: { sz300x250: { width: 300, height: 250 }, sz728x90: { width: 728, height: 90 } },
      layers: {
        t: layer(
          "t",
          { kind: "text", text: "Fresh" },
          {
            props: { posleft: 10, postop: 20, width: 100, height: 50, rotation: 30 },
            overrides: { sz728x90: { posleft: 110 } },
            animations: [animation],
          },
        ),
      },
    }),
    { size, mode: "zip" },
  ).files["index.html"] as string;

describe("keyframed animations", () => {
  it("play each property as a CSS animation with each keyframe's timing function", () => {
    const out = html();
    expect(out).toContain(
      "@keyframes k-t-0-opacity{0%{opacity:0;animation-timing-function:cubic-bezier(0.1,0.8,0.3,1)}50%{opacity:1;animation-timing-function:ease-in}100%{opacity:0.5;animation-timing-function:linear}}",
    );
    expect(out).toContain(
      "animation:k-t-0-opacity 2000ms linear 250ms 1 normal both,k-t-0-x 2000ms linear 250ms 1 normal both",
    );
  });

  it("hold a track's first value from the start and its last to the end", () => {
    expect(html()).toContain(
      "@keyframes k-t-0-x{0%{left:60px;animation-timing-function:linear}25%{left:60px;animation-timing-function:linear}100%{left:60px}}",
    );
  });

  it("turn by the difference to the layer's own angle and move with the layer in another size", () => {
    expect(html()).toContain("0%{rotate:-30deg;");
    expect(html()).toContain("100%{rotate:60deg;");
    expect(html("sz728x90")).toContain("25%{left:160px;");
  });

  it("animate blur through a registered property the layer's filter reads", () => {
    const out = html();
    expect(out).toContain("@property --kf-blur{syntax:'<length>';inherits:false;initial-value:0px}");
    expect(out).toContain(";filter:blur(var(--kf-blur)) brightness(var(--kf-brightness))}");
    expect(out).toContain("0%{--kf-blur:4px;");
  });

  it("still stop under prefers-reduced-motion", () => {
    expect(html()).toContain(
      "@media (prefers-reduced-motion: reduce){*,*::before,*::after{animation:none!important",
    );
  });
});
