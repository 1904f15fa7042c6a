import type { NavItem } from "@adstudio/core";
import { describe, expect, it } from "vitest";
import { shortcutItems, toggleShortcut } from "./shortcuts";

const item = (id: string): NavItem => ({
  id,
  title: id,
  translate: id,
  type: "item",
  icon: "IconPoint",
  url: `/${id}`,
});

describe("shortcuts", () => {
  it("adds an id that is not starred yet, at the end", () => {
    expect(toggleShortcut(["ads"], "secret-key")).toEqual(["ads", "secret-key"]);
  });

  it("removes an id that is starred", () => {
    expect(toggleShortcut(["ads", "secret-key", "notes"], "secret-key")).toEqual(["ads", "notes"]);
  });

  it("does not change the list it was given", () => {
    const saved = ["ads"];
    toggleShortcut(saved, "notes");
    expect(saved).toEqual(["ads"]);
  });

  it("resolves starred ids in starred order and skips pages the user cannot open", () => {
    const items = [item("ads"), item("notes"), item("calendar")];
    expect(shortcutItems(["notes", "gone", "ads"], items).map((entry) => entry.id)).toEqual(["notes", "ads"]);
  });
});
