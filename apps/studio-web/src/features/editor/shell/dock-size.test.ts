import { describe, expect, it } from "vitest";
import { clampDock, dockKey, dockMax } from "./dock-size";

describe("the timeline dock's height", () => {
  it("leaves the canvas 60 % of the window: at most 268 px of 800 (less the 52 px toolbar), never under 120", () => {
    expect(dockMax(800)).toBe(268);
    expect(dockMax(900)).toBe(308);
    expect(dockMax(400)).toBe(120);
    expect(clampDock(500, 800)).toBe(268);
    expect(clampDock(40, 800)).toBe(120);
    expect(clampDock(200, 800)).toBe(200);
  });

  it("follows the window-splitter keys on its separator", () => {
    expect(dockKey("ArrowUp", 200, 800)).toEqual({ height: 216 });
    expect(dockKey("ArrowDown", 200, 800)).toEqual({ height: 184 });
    expect(dockKey("PageUp", 200, 800)).toEqual({ height: 264 });
    expect(dockKey("PageDown", 200, 800)).toEqual({ height: 136 });
    expect(dockKey("ArrowUp", 260, 800)).toEqual({ height: 268 });
    expect(dockKey("Home", 200, 800)).toEqual({ height: 120 });
    expect(dockKey("End", 200, 800)).toEqual({ height: 268 });
    expect(dockKey("Enter", 200, 800)).toBe("toggle");
    expect(dockKey("a", 200, 800)).toBeNull();
  });
});
