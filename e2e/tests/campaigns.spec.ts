import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import { expectPath, openWithToken, saveScreenshot } from "../support/ui";
import {
  adminToken,
  clearToasts,
  createCompanyVia,
  createVia,
  rowWith,
  search,
  stamp,
  toast,
} from "./master-data-helpers";

/** A company made over the API; answers its id and name. */
async function company(request: APIRequestContext, token: string, label: string) {
  const name = `${label}-${stamp()}`;
  return createCompanyVia(request, token, { name, domains: [`${name}.example.com`] });
}

/** An advertiser of one company, signed in over the API; answers its token. */
async function advertiserOf(request: APIRequestContext, token: string, companyId: string, label: string) {
  const id = `${label}-${stamp()}`;
  const creds = { email: `${id}@e2e.example.com`, password: "advertiser-pass-1" };
  await createVia(request, token, "/api/user/create", {
    username: id,
    email: creds.email,
    displayName: `Advertiser ${id}`,
    password: creds.password,
    roleName: "advertiser",
    companyName: [companyId],
  });
  const response = await request.post("/api/auth/login", { data: creds });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/** An input by its accessible name (labels of required fields also hold an asterisk, which it leaves out). */
const field = (page: Page, label: string) =>
  page
    .getByRole("textbox", { name: label, exact: true })
    .or(page.getByRole("combobox", { name: label, exact: true }));

/** Picks an option of a select by the select's accessible name. */
async function pick(page: Page, label: string, option: string) {
  await page.getByRole("combobox", { name: label, exact: true }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

/** Types a date into a date input and leaves it. */
async function typeDate(page: Page, label: string, day: string) {
  await field(page, label).fill(day);
  await field(page, label).press("Tab");
}

/** A flight row's inputs are named '{column}, row {n}'. */
async function fillFlight(page: Page, row: number, flight: Record<string, string>) {
  await field(page, `Placement, row ${row}`).fill(flight.placement ?? "");
  await pick(page, `Size, row ${row}`, flight.size ?? "");
  await typeDate(page, `Start, row ${row}`, flight.start ?? "");
  await typeDate(page, `End, row ${row}`, flight.end ?? "");
  await field(page, `Impressions, row ${row}`).fill(flight.impressions ?? "");
  await field(page, `CPM rate, row ${row}`).fill(flight.cpm ?? "");
}

const MESSAGES = {
  endBeforeStart: "End date must not be before the start date.",
  flightEndOutside: "A flight must end within the campaign dates.",
};

test.describe("campaigns", () => {
  test("creates a campaign with two flights, checks the dates, edits, views and deletes it", async ({
    page,
    api,
  }, testInfo) => {
    const token = await adminToken(api);
    const advertiser = await company(api.request, token, "e2e-camp-co");
    const name = `e2e-campaign-${stamp()}`;
    await openWithToken(page, token, "/studio/campaigns");
    await expect(page.getByRole("heading", { level: 1, name: "Campaigns" })).toBeVisible();

    await page.getByRole("link", { name: "Add Campaign" }).click();
    await expectPath(page, "/studio/campaign/new");
    await expect(page.getByRole("heading", { level: 1, name: "Create Campaign" })).toBeVisible();
    await field(page, "Campaign name").fill(name);
    await pick(page, "Advertiser company", advertiser.name);
    await field(page, "Brand").fill("Fizz");
    await pick(page, "Objective", "Awareness");

    // An end before the start is refused as soon as the end date is left.
    await typeDate(page, "Start date", "2027-03-01");
    await typeDate(page, "End date", "2027-02-20");
    await expect(page.getByText(MESSAGES.endBeforeStart)).toBeVisible();
    await typeDate(page, "End date", "2027-03-31");
    await expect(page.getByText(MESSAGES.endBeforeStart)).toHaveCount(0);

    await fillFlight(page, 1, {
      placement: "Homepage",
      size: "300x250",
      start: "2027-03-01",
      end: "2027-03-10",
      impressions: "250000",
      cpm: "4.2",
    });
    await expect(field(page, "Cost, row 1")).toHaveValue("1,050.00");
    await page.getByRole("button", { name: "Add more" }).click();
    // A flight ending after the campaign is refused on save, with a toast and the message on the field.
    await fillFlight(page, 2, {
      placement: "Sports",
      size: "728x90",
      start: "2027-03-05",
      end: "2027-04-05",
      impressions: "1500",
      cpm: "3.333",
    });
    await expect(field(page, "Cost, row 2")).toHaveValue("5.00");
    await expect(field(page, "Total budget")).toHaveValue("1,055.00");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(toast(page, MESSAGES.flightEndOutside)).toBeVisible();
    await expect(field(page, "End, row 2")).toHaveAttribute("aria-invalid", "true");
    await saveScreenshot(page, testInfo, "campaign-editor-invalid");
    await expectPath(page, "/studio/campaign/new");
    await typeDate(page, "End, row 2", "2027-03-20");
    await expect(field(page, "End, row 2")).not.toHaveAttribute("aria-invalid", "true");
    await clearToasts(page);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(toast(page, "Created successfully")).toBeVisible();
    await expectPath(page, "/studio/campaigns");

    await search(page, "Search campaigns", name);
    const row = rowWith(page, name);
    await expect(row).toContainText(advertiser.name);
    await expect(row).toContainText("Draft");
    await expect(row).toContainText("1,055.00");

    // Edit: the status and the first flight's impressions; the cost and total follow.
    await page.getByRole("link", { name: `Edit ${name}` }).click();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(page.getByText("Edit Campaign")).toBeVisible();
    await expect(field(page, "Total budget")).toHaveValue("1,055.00");
    await pick(page, "Status", "Active");
    await field(page, "Impressions, row 1").fill("300000");
    await expect(field(page, "Cost, row 1")).toHaveValue("1,260.00");
    await expect(field(page, "Total budget")).toHaveValue("1,265.00");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(toast(page, "Updated successfully")).toBeVisible();
    await expectPath(page, "/studio/campaigns");
    await search(page, "Search campaigns", name);
    await expect(rowWith(page, name)).toContainText("Active");
    await expect(rowWith(page, name)).toContainText("1,265.00");

    // Details: read-only, with the flights and the total.
    await page.getByRole("link", { name: `View ${name}` }).click();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(page.getByText("Campaign details")).toBeVisible();
    const flights = page.getByRole("table", { name: "Flights" });
    await expect(flights.locator("tbody tr")).toHaveCount(2);
    await expect(flights.locator("tbody tr").first()).toContainText("Homepage");
    await expect(flights.locator("tbody tr").first()).toContainText("1,260.00");
    await expect(flights.locator("tbody tr").nth(1)).toContainText("3.333");
    await expect(flights.locator("tbody tr").nth(1)).toContainText("5.00");
    await expect(page.getByTestId("total-budget")).toHaveText("1,265.00");
    await expect(page.getByRole("region", { name: "Summary" })).toContainText(advertiser.name);
    await saveScreenshot(page, testInfo, "campaign-details");

    // Delete from the list, after Disagree and then Agree.
    await page.getByRole("link", { name: "Back to Campaigns" }).click();
    await expectPath(page, "/studio/campaigns");
    await search(page, "Search campaigns", name);
    const dialog = page.getByRole("dialog", { name: "Delete Campaign" });
    await page.getByRole("button", { name: `Delete ${name}` }).click();
    await expect(dialog).toContainText("Do you want to delete this campaign?");
    await dialog.getByRole("button", { name: "Disagree", exact: true }).click();
    await expect(dialog).toHaveCount(0);
    await expect(rowWith(page, name)).toHaveCount(1);
    await page.getByRole("button", { name: `Delete ${name}` }).click();
    await dialog.getByRole("button", { name: "Agree", exact: true }).click();
    await expect(toast(page, "Campaign deleted successfully")).toBeVisible();
    await expect(page.getByText("No records found")).toBeVisible();
  });

  test("a user of another company cannot see the campaign", async ({ page, api }) => {
    const token = await adminToken(api);
    const acme = await company(api.request, token, "e2e-iso-a");
    const globex = await company(api.request, token, "e2e-iso-b");
    const owner = await advertiserOf(api.request, token, acme._id, "e2e-owner");
    const outsider = await advertiserOf(api.request, token, globex._id, "e2e-outsider");
    const name = `e2e-private-${stamp()}`;

    // The owner creates it in the studio: their company is chosen for them.
    await openWithToken(page, owner, "/studio/campaign/new");
    await expect(field(page, "Advertiser company")).toHaveValue(acme.name);
    await field(page, "Campaign name").fill(name);
    await pick(page, "Objective", "Leads");
    await typeDate(page, "Start date", "2027-05-01");
    await typeDate(page, "End date", "2027-05-31");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(toast(page, "Created successfully")).toBeVisible();
    await search(page, "Search campaigns", name);
    await expect(rowWith(page, name)).toHaveCount(1);
    const id = await rowWith(page, name)
      .getByRole("link", { name: `View ${name}` })
      .getAttribute("href");

    // The other company's advertiser sees no such campaign, in the list or by its address.
    const other = await page
      .context()
      .browser()
      ?.newContext({ baseURL: new URL(page.url()).origin, viewport: { width: 1280, height: 800 } });
    if (!other) throw new Error("no browser");
    const outsiderPage = await other.newPage();
    await openWithToken(outsiderPage, outsider, "/studio/campaigns");
    await expect(outsiderPage.getByRole("heading", { level: 1, name: "Campaigns" })).toBeVisible();
    await expect(outsiderPage.getByText("No records found")).toBeVisible();
    await expect(outsiderPage.getByText(name)).toHaveCount(0);
    await outsiderPage.goto(id ?? "/");
    await expect(outsiderPage.getByText("Campaign not found").first()).toBeVisible();
    await expect(outsiderPage.getByText(name)).toHaveCount(0);
    await other.close();
  });
});
