import { flattenNavigation, NAVIGATION } from "@adstudio/core";
import { IconKey, IconLayoutDashboard, IconPoint } from "@tabler/icons-react";
import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { NavIcon, navIcon } from "./nav-icons";

describe("navIcon", () => {
  it("maps the icon name of every built-in navigation item to its own icon", () => {
    const everyItem = [...NAVIGATION, ...flattenNavigation(NAVIGATION)];
    const missing = everyItem.filter((item) => item.icon !== "IconPoint" && navIcon(item.icon) === IconPoint);
    expect(missing.map((item) => item.icon)).toEqual([]);
    expect(navIcon("IconKey")).toBe(IconKey);
  });

  it("accepts kebab-case names and falls back to a point for unknown ones", () => {
    expect(navIcon("layout-dashboard")).toBe(IconLayoutDashboard);
    expect(navIcon("icon-key")).toBe(IconKey);
    expect(navIcon("no-such-icon")).toBe(IconPoint);
    expect(navIcon(undefined)).toBe(IconPoint);
  });

  it("renders a decorative svg", () => {
    const { container } = render(<NavIcon name="IconKey" />);
    const svg = container.querySelector("svg");
    expect(svg).toHaveAttribute("aria-hidden", "true");
    expect(svg?.getAttribute("class")).toContain("tabler-icon-key");
  });
});
