import {
  createTheme,
  DEFAULT_THEME,
  type MantineColorsTuple,
  type MantineThemeComponent,
} from "@mantine/core";

/** A Mantine palette with one shade replaced, the other nine kept. */
function withShade(palette: MantineColorsTuple, index: number, value: string): MantineColorsTuple {
  const shades = [...palette];
  shades[index] = value;
  return shades as unknown as MantineColorsTuple;
}

/**
 * WCAG AA wants 4.5:1 for body text. Mantine's defaults miss it in three places, all fixed here once:
 * - secondary ('dimmed') text is gray 6, #868e96: 3.3:1 on white and 3.0:1 on the mist page background;
 *   #62686f reads the same grey and gives 5.6:1 on white, 5.1:1 on mist;
 * - in the dark scheme it is dark 2, #828282: 4.0:1 on the dark body; #9a9a9a gives 5.5:1;
 * - white on the primary blue and links on white use indigo 6, #4c6ef5: 4.3:1; shade 8 (#3b5bdb, the
 *   dark scheme's shade already) gives 5.7:1, and 5.1:1 on the light indigo tint behind light buttons.
 */
const gray = withShade(DEFAULT_THEME.colors.gray, 6, "#62686f");
const dark = withShade(DEFAULT_THEME.colors.dark, 2, "#9a9a9a");

const closeButtonProps = { "aria-label": "Close" };

export const theme = createTheme({
  primaryColor: "indigo",
  primaryShade: { light: 8, dark: 8 },
  colors: { gray, dark },
  defaultRadius: "md",
  fontFamily: "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  // Plain objects, not `Menu.extend(…)`: naming the components here would put the menu, dialogs and
  // drawers into every page's first load, the public ones included (issue 34).
  components: {
    // An open menu began with a focus placeholder (role presentation) inside role menu, which may hold
    // only menu items (axe: critical aria-required-children); without it the first item takes the focus.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } } satisfies MantineThemeComponent,
    // Toasts, dialogs and drawers close with an icon-only button, which had no name for screen readers
    // (axe: critical button-name); a component given its own closeButtonProps keeps them.
    Notification: { defaultProps: { closeButtonProps } } satisfies MantineThemeComponent,
    Modal: { defaultProps: { closeButtonProps } } satisfies MantineThemeComponent,
    Drawer: { defaultProps: { closeButtonProps } } satisfies MantineThemeComponent,
    // A link inside a sentence must stand out by more than its colour (axe: link-in-text-block).
    Anchor: { defaultProps: { underline: "always" } } satisfies MantineThemeComponent,
  },
});
