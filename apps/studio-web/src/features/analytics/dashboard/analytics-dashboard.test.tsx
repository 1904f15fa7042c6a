import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { server, useMockApi } from "../../../test/msw";
import { renderWithRouter } from "../../../test/router";
import { sessionUser, useSignedIn } from "../../../test/session";
import { AnalyticsDashboard } from "./analytics-dashboard";

// A brand user without the ads permission: company, format, range and time zone filters only.

useMockApi();
useSignedIn(sessionUser({ role: { roleName: "brand", moduleRoles: ["readAnalytics"] } }));

const RANGE = {
  code: "TW",
  from: "2026-11-22T18:30:00.000Z",
  to: "2026-11-29T18:30:00.000Z",
  firstDay: "2026-11-23",
  lastDay: "2026-11-29",
  timeZone: "Asia/Kolkata",
};
const counts = (impressions: number, viewable: number, clicks: number) => ({
  impressions,
  viewable,
  clicks,
  interactions: 2,
  engagements: 1,
  videoStarts: 0,
  videoCompletes: 0,
  qrScans: 3,
  invalid: 1234,
  previewViews: 56,
});
const rates = { viewableRate: null, ctr: null, engagementRate: null, videoCompletionRate: null };
let total = counts(8, 6, 1);
let queries: URLSearchParams[] = [];
let failKpis = false;
let freshness = { asOf: "2026-11-29T10:00:00.000Z", rollupLagSeconds: 0 };

beforeEach(() => {
  total = counts(8, 6, 1);
  queries = [];
  failKpis = false;
  freshness = { asOf: "2026-11-29T10:00:00.000Z", rollupLagSeconds: 0 };
  localStorage.clear();
  server.use(
    http.get("*/api/reportSchedule/companies", () => HttpResponse.json({ companies: [] })),
    http.get("*/api/tracker/kpis", ({ request }) => {
      queries.push(new URL(request.url).searchParams);
      if (failKpis) return HttpResponse.json({ message: "Database unavailable" }, { status: 503 });
      return HttpResponse.json({ range: RANGE, kpis: { ...total, ...rates }, freshness });
    }),
    http.get("*/api/tracker/timeseries", () =>
      HttpResponse.json({
        range: RANGE,
        granularity: "day",
        points: [{ start: RANGE.from, label: "2026-11-23", ...total }],
      }),
    ),
    http.get("*/api/tracker/breakdown", ({ request }) =>
      HttpResponse.json({
        range: RANGE,
        by: new URL(request.url).searchParams.get("by"),
        rows: [{ key: "rich-media", ...total, ...rates }],
      }),
    ),
    http.get("*/api/tracker/top-ads", () => HttpResponse.json({ range: RANGE, ads: [] })),
    http.get("*/api/interactions/layers", () =>
      HttpResponse.json({
        range: RANGE,
        layers: [{ adId: "a1", adName: "Spring cube", layer: "cta", action: "tap", count: 2 }],
      }),
    ),
  );
});

function setup() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithRouter(
    <QueryClientProvider client={queryClient}>
      <AnalyticsDashboard />
    </QueryClientProvider>,
    "/apps/dashboards/analytics",
  );
}

const kpi = (label: string) => document.querySelector(`[data-kpi="${label}"]`)?.textContent;

describe("AnalyticsDashboard", { timeout: 30_000 }, () => {
  it("shows the KPIs of this week in Asia/Kolkata, with rates worked out from the counts", async () => {
    setup();
    await waitFor(() => expect(kpi("Impressions")).toBe("8"));
    expect(kpi("Viewable rate")).toBe("75 %");
    expect(kpi("CTR")).toBe("12.5 %");
    expect(kpi("Engagement rate")).toBe("12.5 %");
    expect(kpi("Video completion rate")).toBe("–");
    expect(kpi("QR scans")).toBe("3");
    // Previews and invalid traffic are kept out of the tiles, and said so beside them.
    expect(
      screen.getByText("Not in these figures: 56 preview views · 1,234 filtered as invalid"),
    ).toBeTruthy();
    expect(queries[0]?.get("range")).toBe("TW");
    expect(queries[0]?.get("tz")).toBe("Asia/Kolkata");
    expect(await screen.findByText("2026-11-23 to 2026-11-29 · Asia/Kolkata")).toBeTruthy();
    expect(await screen.findByRole("cell", { name: "Rich Media" })).toBeTruthy();
    expect(screen.getByRole("cell", { name: "cta" })).toBeTruthy();
    // Where a card is too narrow for its columns the table scrolls sideways, and keyboard users can reach it.
    for (const name of ["Breakdown figures", "Interactions by layer figures"]) {
      const region = screen.getByRole("region", { name });
      expect(region.tabIndex, name).toBe(0);
      expect(region.querySelector("table"), name).toBeTruthy();
    }
    // No ads permission: no campaign or ad filter.
    expect(screen.queryAllByLabelText("Campaign")).toEqual([]);
  });

  it("says how fresh the figures are and fetches them again on Refresh", async () => {
    setup();
    expect(await screen.findByText("Updated 0 s ago")).toBeTruthy();
    expect(screen.queryByText(/Summaries trail/)).toBeNull();
    total = counts(9, 6, 1);
    freshness = { asOf: "2026-11-29T10:00:30.000Z", rollupLagSeconds: 42 };
    await userEvent.click(screen.getByRole("button", { name: "Refresh figures" }));
    await waitFor(() => expect(kpi("Impressions")).toBe("9"));
    expect(queries).toHaveLength(2);
    expect(
      await screen.findByText(
        "Summaries trail by 42 s; the newest events are counted one by one, so loading is slower.",
      ),
    ).toBeTruthy();
  });

  it("says when nothing was counted", async () => {
    total = { ...counts(0, 0, 0), interactions: 0, engagements: 0, qrScans: 0, invalid: 0, previewViews: 1 };
    setup();
    expect(await screen.findByText("No events in this range")).toBeTruthy();
    expect(screen.getByText("Not in these figures: 1 preview view · 0 filtered as invalid")).toBeTruthy();
  });

  it("shows the server's message and tries again", async () => {
    failKpis = true;
    setup();
    expect(await screen.findByText("The figures could not be loaded")).toBeTruthy();
    failKpis = false;
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(kpi("Impressions")).toBe("8"));
  });
});
