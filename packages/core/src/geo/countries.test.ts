import { describe, expect, it } from "vitest";
import { COUNTRIES, DEFAULT_COUNTRY, findCountry, isCountryCode } from "./countries";

describe("COUNTRIES", () => {
  it("lists the 249 ISO 3166-1 entries once each", () => {
    expect(COUNTRIES).toHaveLength(249);
    expect(new Set(COUNTRIES.map((country) => country.code)).size).toBe(249);
    expect(new Set(COUNTRIES.map((country) => country.name)).size).toBe(249);
  });

  it("has well-formed codes and dial codes", () => {
    for (const country of COUNTRIES) {
      expect(country.code).toMatch(/^[A-Z]{2}$/);
      expect(country.dialCode).toMatch(/^\+[1-9]\d{0,3}$/);
      expect(country.name.trim()).toBe(country.name);
    }
  });

  it("is ordered by name", () => {
    const names = COUNTRIES.map((country) => country.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en")));
  });

  it("knows well-known dial codes", () => {
    expect(findCountry("IN")).toEqual({ code: "IN", name: "India", dialCode: "+91" });
    expect(findCountry("US")?.dialCode).toBe("+1");
    expect(findCountry("GB")?.dialCode).toBe("+44");
    expect(findCountry("AE")?.dialCode).toBe("+971");
    expect(findCountry("AS")?.dialCode).toBe("+1684");
    expect(findCountry("RU")?.dialCode).toBe("+7");
    expect(findCountry("KZ")?.dialCode).toBe("+7");
    expect(findCountry("SS")?.dialCode).toBe("+211");
  });

  it("leaves out codes that are not ISO 3166-1 countries", () => {
    for (const code of ["XK", "EU", "UK", "AN", "UN"]) expect(findCountry(code)).toBeUndefined();
  });
});

describe("lookups", () => {
  it("defaults to India", () => {
    expect(DEFAULT_COUNTRY).toBe("IN");
    expect(findCountry(DEFAULT_COUNTRY)?.name).toBe("India");
  });

  it("finds a country ignoring case and spaces", () => {
    expect(findCountry(" in ")?.code).toBe("IN");
    expect(findCountry("")).toBeUndefined();
    expect(findCountry("IND")).toBeUndefined();
  });

  it("checks stored codes strictly", () => {
    expect(isCountryCode("IN")).toBe(true);
    expect(isCountryCode("in")).toBe(false);
    expect(isCountryCode("ZZ")).toBe(false);
    expect(isCountryCode(91)).toBe(false);
    expect(isCountryCode(null)).toBe(false);
  });
});
