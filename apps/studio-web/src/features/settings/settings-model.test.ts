import { describe, expect, it } from "vitest";
import { DEFAULT_SETTINGS, LAYOUT_DEFAULTS, normalizeSettings, settingsReducer } from "./settings-model";

describe("settings reducer", () => {
  it("resets the layout options to the new style's defaults when the layout style changes", () => {
    const folded = settingsReducer(DEFAULT_SETTINGS, {
      type: "patchLayout",
      patch: { navbar: { folded: true, position: "right" }, footer: { display: false } },
    });
    expect(folded.layout.config.navbar).toEqual({ display: true, folded: true, position: "right" });
    const horizontal = settingsReducer(folded, { type: "setLayoutStyle", style: "horizontal" });
    expect(horizontal.layout).toEqual({ style: "horizontal", config: LAYOUT_DEFAULTS.horizontal });
    expect(horizontal.layout.config.mode).toBe("container");
  });

  it("changes one layout option and keeps the others", () => {
    const next = settingsReducer(DEFAULT_SETTINGS, {
      type: "patchLayout",
      patch: { toolbar: { position: "static" } },
    });
    expect(next.layout.config.toolbar).toEqual({ display: true, position: "static" });
    expect(next.layout.config.navbar).toEqual(DEFAULT_SETTINGS.layout.config.navbar);
    expect(DEFAULT_SETTINGS.layout.config.toolbar.position).toBe("fixed");
  });

  it("applies a colour scheme to every element at once", () => {
    const next = settingsReducer(DEFAULT_SETTINGS, { type: "applyScheme", theme: "dark" });
    expect(next.theme).toEqual({ main: "dark", navbar: "dark", toolbar: "dark", footer: "dark" });
    const navbarOnly = settingsReducer(next, { type: "setTheme", element: "navbar", theme: "indigo" });
    expect(navbarOnly.theme).toEqual({ main: "dark", navbar: "indigo", toolbar: "dark", footer: "dark" });
  });

  it("sets direction, scrollbars and animations, and resets everything to the defaults", () => {
    let state = settingsReducer(DEFAULT_SETTINGS, { type: "setDirection", direction: "rtl" });
    state = settingsReducer(state, { type: "setCustomScrollbars", value: false });
    state = settingsReducer(state, { type: "setAnimations", value: false });
    expect(state).toMatchObject({ direction: "rtl", customScrollbars: false, animations: false });
    expect(settingsReducer(state, { type: "reset" })).toEqual(DEFAULT_SETTINGS);
  });
});

describe("normalizeSettings", () => {
  it("gives the defaults for nothing or garbage", () => {
    expect(normalizeSettings(undefined)).toEqual(DEFAULT_SETTINGS);
    expect(normalizeSettings({})).toEqual(DEFAULT_SETTINGS);
    expect(normalizeSettings("rtl")).toEqual(DEFAULT_SETTINGS);
    expect(normalizeSettings([1, 2])).toEqual(DEFAULT_SETTINGS);
  });

  it("keeps valid values and replaces invalid ones with the stored style's defaults", () => {
    const settings = normalizeSettings({
      layout: {
        style: "horizontal",
        config: { mode: "huge", navbar: { display: false }, toolbar: { position: 3 } },
      },
      direction: "rtl",
      theme: { main: "dark", navbar: "no-such-theme" },
      animations: false,
    });
    expect(settings.layout.style).toBe("horizontal");
    expect(settings.layout.config.mode).toBe("container");
    expect(settings.layout.config.navbar.display).toBe(false);
    expect(settings.layout.config.toolbar.position).toBe("fixed");
    expect(settings.direction).toBe("rtl");
    expect(settings.theme.main).toBe("dark");
    expect(settings.theme.navbar).toBe(DEFAULT_SETTINGS.theme.navbar);
    expect(settings.animations).toBe(false);
    expect(settings.customScrollbars).toBe(true);
  });

  it("reads back what it wrote", () => {
    const changed = settingsReducer(DEFAULT_SETTINGS, { type: "setLayoutStyle", style: "boxed" });
    expect(normalizeSettings(JSON.parse(JSON.stringify(changed)))).toEqual(changed);
  });
});
