import { Notifications } from "@mantine/notifications";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { server, useMockApi } from "../../test/msw";
import { renderWithRouter } from "../../test/router";
import { sessionUser, useSignedIn } from "../../test/session";
import { fastUser } from "../../test/user";
import { ReportScheduleEditor, splitRecipients } from "./report-schedule-editor";

// A brand user: sees figures (readAnalytics) and ads, like the seeded role.

useMockApi();
useSignedIn(sessionUser({ role: { roleName: "brand", moduleRoles: ["readAnalytics", "readAds"] } }));

const ACME = "c0ffee00-0000-4000-8000-000000000001";
let created: Record<string, unknown>[] = [];
let user = fastUser();

beforeEach(() => {
  created = [];
  user = fastUser();
  server.use(
    http.get("*/api/reportSchedule/companies", () =>
      HttpResponse.json({ companies: [{ _id: ACME, name: "Acme Media" }] }),
    ),
    http.get("*/api/ads/choices", () => HttpResponse.json({ companies: [], campaigns: [] })),
    http.get("*/api/ads", () => HttpResponse.json({ ads: [], page: 1, total: 0, totalEstimated: false })),
    http.post("*/api/reportSchedule/create", async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      created.push(body);
      return HttpResponse.json({ reportSchedule: { ...body, _id: "r1" } }, { status: 201 });
    }),
  );
});

async function setup() {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  renderWithRouter(
    <QueryClientProvider client={queryClient}>
      <Notifications />
      <ReportScheduleEditor report={null} />
    </QueryClientProvider>,
    "/apps/dashboards/analytics/reports/new",
  );
  return screen.findByRole("button", { name: "Save" });
}

/** Names the report in one change: the name field's typing is not under test here. */
const nameIt = () => fireEvent.change(screen.getByLabelText("Name"), { target: { value: "Monday summary" } });

/** Mantine labels both a select's visible input and the hidden one carrying its value: the visible one. */
function visible(label: string): HTMLElement {
  const input = screen.getAllByLabelText(label).find((element) => element.getAttribute("type") !== "hidden");
  if (!input) throw new Error(`no visible input labelled ${label}`);
  return input;
}

describe("splitRecipients", () => {
  it("splits a pasted list into one address each, once", () => {
    expect(splitRecipients(["ops@acme.example, cfo@acme.example;", "ops@acme.example"])).toEqual([
      "ops@acme.example",
      "cfo@acme.example",
    ]);
  });
});

describe("ReportScheduleEditor", { timeout: 30_000 }, () => {
  it("refuses a report without recipients before sending anything", async () => {
    const save = await setup();
    nameIt();
    await user.click(save);
    expect(await screen.findAllByText("Add at least one recipient.")).not.toHaveLength(0);
    expect(created).toEqual([]);
  });

  it("schedules a weekly report for the user's company at 08:00 Asia/Kolkata by default", async () => {
    const save = await setup();
    nameIt();
    // TagsInput labels its visible input and the hidden one that carries the value.
    const recipients = screen
      .getAllByLabelText("Recipients")
      .find((el) => el.getAttribute("type") !== "hidden");
    if (!recipients) throw new Error("no recipients input");
    await user.type(recipients, "ops@acme.example,");
    expect(visible("Day")).toBeTruthy();
    await waitFor(() => expect(visible("Company")).toHaveProperty("value", "Acme Media"));
    await user.click(save);
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]).toEqual({
      name: "Monday summary",
      company: ACME,
      recipients: ["ops@acme.example"],
      frequency: "weekly",
      weekday: 1,
      hour: 8,
      timeZone: "Asia/Kolkata",
      filters: { campaign: "", ad: "", format: "" },
      active: true,
    });
  });

  it("shows a bad address's message on the recipients field", async () => {
    const save = await setup();
    nameIt();
    await user.type(visible("Recipients"), "not-an-address,");
    await user.click(save);
    await waitFor(() => expect(visible("Recipients").getAttribute("aria-invalid")).toBe("true"));
    expect(created).toEqual([]);
  });

  it("asks for no weekday on a daily report", async () => {
    await setup();
    await user.click(screen.getByRole("radio", { name: "Daily" }));
    expect(screen.queryAllByLabelText("Day")).toEqual([]);
    expect(screen.getByText(/Each email holds the day before it is sent/)).toBeTruthy();
  });
});
