import { describe, expect, it } from "vitest";
import { currentLanguage, i18n, isRtlLanguage, setLanguage } from "./i18n";
import { ar, en, tr } from "./resources";

describe("navigation texts", () => {
  it("exist in Turkish and Arabic for every English key", () => {
    const keys = Object.keys(en);
    expect(keys).toContain("CREATE_ADS");
    for (const language of [tr, ar]) {
      expect(keys.filter((key) => !language[key])).toEqual([]);
    }
  });

  it("translates a nav title and falls back to the given title for unknown keys", () => {
    setLanguage("tr");
    expect(i18n.t("CREATE_ADS")).toBe("Reklam Oluştur");
    expect(i18n.t("SOMETHING_CUSTOM", { defaultValue: "My entry" })).toBe("My entry");
    setLanguage("ar");
    expect(i18n.t("ADS")).toBe("الإعلانات");
    expect(isRtlLanguage(currentLanguage())).toBe(true);
    setLanguage("en");
    expect(i18n.t("ADS")).toBe("Ads");
    expect(isRtlLanguage(currentLanguage())).toBe(false);
  });
});
