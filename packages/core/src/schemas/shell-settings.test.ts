import { describe, expect, it } from "vitest";
import { UserUpdateSchema } from "./auth";
import { failure, output } from "./test-helpers";

// Exactly what the studio's settings panel saves (apps/studio-web settings-model DEFAULT_SETTINGS).
const STUDIO_SETTINGS = {
  layout: {
    style: "vertical",
    config: {
      mode: "fullwidth",
      navbar: { display: true, folded: false, position: "left" },
      toolbar: { display: true, position: "fixed" },
      footer: { display: true, position: "fixed" },
    },
  },
  direction: "ltr",
  theme: { main: "mist", navbar: "navy", toolbar: "light", footer: "navy" },
  customScrollbars: true,
  animations: true,
  notifications: true,
};

describe("a user's settings", () => {
  it("take what the studio's settings panel saves, and the original template's layout names", () => {
    expect(output(UserUpdateSchema, { settings: STUDIO_SETTINGS })).toEqual({ settings: STUDIO_SETTINGS });
    expect(output(UserUpdateSchema, { settings: { layout: { style: "layout2" } } })).toEqual({
      settings: { layout: { style: "layout2" } },
    });
    expect(output(UserUpdateSchema, { settings: { layout: "vertical", theme: { mode: "dark" } } })).toEqual({
      settings: { layout: "vertical", theme: { mode: "dark" } },
    });
  });

  it("refuse a __proto__ key, anywhere, and change nothing", () => {
    const top = JSON.parse('{"settings": {"__proto__": {"admin": true}}}');
    expect(failure(UserUpdateSchema, top).message).toBe(
      "Settings hold only the shell's settings: layout, direction, theme, customScrollbars, animations and notifications.",
    );
    const nested = JSON.parse('{"settings": {"layout": {"config": {"__proto__": {"x": 1}}}}}');
    expect(failure(UserUpdateSchema, nested).message).not.toBe("");
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });

  it("refuse keys and values the shell does not have", () => {
    expect(failure(UserUpdateSchema, { settings: { colour: "red" } }).message).toBe(
      "Settings hold only the shell's settings: layout, direction, theme, customScrollbars, animations and notifications.",
    );
    expect(failure(UserUpdateSchema, { settings: { direction: "up" } }).message).toBe("Choose ltr or rtl.");
    expect(failure(UserUpdateSchema, { settings: { animations: "yes" } }).message).not.toBe("");
    expect(failure(UserUpdateSchema, { settings: { theme: { main: "<script>" } } }).message).toBe(
      "Use a name of letters, digits, '-' or '_'.",
    );
    expect(failure(UserUpdateSchema, { settings: "dark" }).message).toBe("Settings must be an object.");
  });
});
