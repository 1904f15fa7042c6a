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
});
