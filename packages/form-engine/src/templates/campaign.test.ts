import { describe, expect, it } from "vitest";
import { compileTemplate } from "../compile/compile-template";
import { validateTemplate } from "../template/template-schema";
import { campaignTemplate, CAMPAIGN_MESSAGES as M } from "./campaign";

const form = compileTemplate(campaignTemplate);

const flight = (values: Record<string, unknown> = {}) => ({
  placement: "Homepage",
  size: "300x250",
  startDate: "2027-03-01",
  endDate: "2027-03-10",
  impressions: 250_000,
  cpmRate: 4.2,
  ...values,
});

const campaign = (values: Record<string, unknown> = {}) => ({
  ...form.defaults(),
  name: "Spring launch",
  advertiserCompany: "c1",
  objective: "awareness",
  startDate: "2027-03-01",
  endDate: "2027-03-31",
  flights: [flight()],
  ...values,
});

describe("campaign template", () => {
  it("is a valid template file (JSON round trip included)", () => {
    expect(validateTemplate(campaignTemplate)).toEqual({ success: true, template: campaignTemplate });
    expect(validateTemplate(JSON.stringify(campaignTemplate)).success).toBe(true);
  });

  it("starts as a draft with one empty flight and a zero budget", () => {
    const defaults = form.defaults();
    expect(defaults.status).toBe("draft");
    expect(defaults.flights).toEqual([
      {
        placement: "",
        size: null,
        startDate: null,
        endDate: null,
        impressions: "",
        cpmRate: "",
        cost: 0,
      },
    ]);
    expect(defaults.totalBudget).toBe(0);
    expect(defaults.logos).toEqual([]);
    expect(defaults.brief).toBeNull();
  });

  it("costs a flight as impressions / 1000 × CPM and sums the flights into the budget", () => {
    const values = form.recompute(
      campaign({ flights: [flight(), flight({ impressions: "1500", cpmRate: "3.333" })] }),
    );
    expect((values.flights as { cost: number }[]).map((row) => row.cost)).toEqual([1050, 5]);
    expect(values.totalBudget).toBe(1055);
  });

  it("accepts a complete campaign and ignores an empty flight row", () => {
    expect(form.validate(campaign()).success).toBe(true);
    const [empty] = form.defaults().flights as unknown[];
    expect(form.validate(campaign({ flights: [flight(), empty] })).success).toBe(true);
  });

  it("requires the main fields with the template's messages", () => {
    const result = form.validate({ ...form.defaults(), status: null });
    expect(result).toMatchObject({
      success: false,
      errors: {
        name: M.name,
        advertiserCompany: M.advertiser,
        objective: M.objective,
        startDate: M.startDate,
        endDate: M.endDate,
        status: M.status,
      },
    });
  });

  it("refuses an end before the start, and flights outside the campaign", () => {
    const result = form.validate(
      campaign({
        endDate: "2027-02-28",
        flights: [
          flight({ startDate: "2027-02-01", endDate: "2027-02-27" }),
          flight({ startDate: "2027-03-05", endDate: "2027-03-04" }),
        ],
      }),
    );
    expect(result).toEqual({
      success: false,
      message: M.endBeforeStart,
      errors: {
        endDate: M.endBeforeStart,
        "flights.0.startDate": M.flightStartOutside,
        "flights.0.endDate": M.flightEndOutside,
        "flights.1.startDate": M.flightStartOutside,
        "flights.1.endDate": M.flightEndBeforeStart,
      },
    });
    const late = form.validate(campaign({ flights: [flight({ endDate: "2027-04-02" })] }));
    expect(late).toMatchObject({ success: false, errors: { "flights.0.endDate": M.flightEndOutside } });
  });

  it("checks a started flight's fields, whole impressions and the logo count", () => {
    const result = form.validate(
      campaign({
        flights: [flight({ placement: "", size: null, impressions: 10.5, cpmRate: "" })],
        logos: [{}, {}, {}, {}],
      }),
    );
    expect(result).toMatchObject({
      success: false,
      errors: {
        "flights.0.placement": M.placement,
        "flights.0.size": M.size,
        "flights.0.impressions": M.impressionsWhole,
        "flights.0.cpmRate": M.cpmRate,
        logos: M.tooManyLogos,
      },
    });
    const badSize = form.validate(campaign({ flights: [flight({ size: "999x999" })] }));
    expect(badSize).toMatchObject({ success: false, errors: { "flights.0.size": expect.any(String) } });
  });

  it("bounds impressions, the CPM rate and the flight count, so every budget fits the database", () => {
    // The figures: 1e20 × 1e20 overflowed the budget column, 1e308 made an Infinity cost of 0.
    const overflow = form.validate(campaign({ flights: [flight({ impressions: 1e20, cpmRate: 1e20 })] }));
    expect(overflow).toMatchObject({
      success: false,
      errors: {
        "flights.0.impressions": "Impressions must be at most 10,000,000,000.",
        "flights.0.cpmRate": "CPM rate must be at most 10,000.",
      },
    });
    const infinite = form.validate(campaign({ flights: [flight({ cpmRate: 1e308 })] }));
    expect(infinite).toMatchObject({
      success: false,
      errors: { "flights.0.cpmRate": "CPM rate must be at most 10,000." },
    });
    const textual = form.validate(campaign({ flights: [flight({ impressions: "10000000001" })] }));
    expect(textual).toMatchObject({
      success: false,
      errors: { "flights.0.impressions": "Impressions must be at most 10,000,000,000." },
    });

    // At the limits: 500 flights of 10 000 000 000 impressions at a CPM of 10 000.
    const largest = flight({ impressions: 10_000_000_000, cpmRate: 10_000 });
    const full = form.validate(campaign({ flights: Array.from({ length: 500 }, () => largest) }));
    expect(full).toMatchObject({ success: true, values: { totalBudget: 50_000_000_000_000 } });
    const tooMany = form.validate(campaign({ flights: Array.from({ length: 501 }, () => flight()) }));
    expect(tooMany).toMatchObject({ success: false, errors: { flights: "Add at most 500 flights." } });
  });
});
