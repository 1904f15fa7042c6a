import { DEFAULT_THEME, getPrimaryShade, Modal, mergeMantineTheme, Notification } from "@mantine/core";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithTheme } from "../test/render";
import { theme } from "./theme";

/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((at) => {
      const channel = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
      return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const AA = 4.5;
const WHITE = "#ffffff";
/** The page backgrounds text sits on: white, the 'Mist' shell theme, Mantine's light grey surface. */
const LIGHT_BACKGROUNDS = [WHITE, "#f3f4f8", "#f1f3f5"];
/** Mantine's dark body and surface colours. */
const DARK_BACKGROUNDS = ["#242424", "#2e2e2e"];

describe("theme contrast (WCAG AA, 4.5:1)", () => {
  // The theme as the app sees it: Mantine's defaults with the studio's changes on top.
  const resolved = mergeMantineTheme(DEFAULT_THEME, theme);
  const shade = (name: string, index: number) => resolved.colors[name]?.[index] ?? "";

  it("secondary (dimmed) text is readable on every light background", () => {
    for (const background of LIGHT_BACKGROUNDS)
      expect(contrast(shade("gray", 6), background)).toBeGreaterThanOrEqual(AA);
  });

  it("secondary (dimmed) text is readable on the dark scheme's backgrounds", () => {
    for (const background of DARK_BACKGROUNDS)
      expect(contrast(shade("dark", 2), background)).toBeGreaterThanOrEqual(AA);
  });

  it("white on the primary colour, and links on white, are readable in both schemes", () => {
    for (const scheme of ["light", "dark"] as const) {
      const filled = shade(resolved.primaryColor, getPrimaryShade(resolved, scheme));
      expect(contrast(WHITE, filled)).toBeGreaterThanOrEqual(AA);
    }
  });
});

describe("close buttons", () => {
  it("a dialog's close button is named Close", () => {
    renderWithTheme(
      <Modal opened onClose={() => {}} title="Delete QR">
        Do you want to delete this QR?
      </Modal>,
    );
    expect(screen.getByRole("button", { name: "Close" })).toBeInTheDocument();
  });

  it("a toast's close button is named Close", () => {
    renderWithTheme(<Notification title="Deleted successfully" />);
    expect(screen.getByRole("button", { name: "Close" })).toBeInTheDocument();
  });
});
