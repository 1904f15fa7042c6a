import { type APIRequestContext, expect, type Locator, type Page } from "@playwright/test";
import type { AdstudioApi } from "../support/api";
import { ADMIN } from "../support/env";

/** Helpers of the master-data specs: an admin token, API calls to arrange rows, and the table's parts. */

let counter = 0;
/** A short unique stamp for names made by one test. */
export function stamp(): string {
  counter += 1;
  return `${Date.now().toString(36)}${counter}`;
}

/** A signed-in superadmin's token for arranging rows over the API (and for the browser). */
export async function adminToken(api: AdstudioApi): Promise<string> {
  return (await api.login(ADMIN)).token;
}

/** POSTs to a create endpoint as `token` and answers the JSON body; fails the test unless 201. */
export async function createVia<T>(
  request: APIRequestContext,
  token: string,
  path: string,
  data: object,
): Promise<T> {
  const response = await request.post(path, { headers: { authorization: `Bearer ${token}` }, data });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as T;
}

/** Company fields a test may set; the rest get valid defaults (spec §5's save checks all pass). */
export interface CompanyFields {
  name: string;
  shortName?: string;
  domains?: string[];
  city?: string;
  address?: string;
  status?: boolean;
}

/** Creates a company over the API as `token` (name doubles as short name unless given). */
export async function createCompanyVia(
  request: APIRequestContext,
  token: string,
  fields: CompanyFields,
): Promise<{ _id: string; name: string }> {
  const { company } = await createVia<{ company: { _id: string; name: string } }>(
    request,
    token,
    "/api/company/create",
    {
      shortName: fields.name,
      domains: ["e2e.example.com"],
      mobile: "+919876543210",
      country: "IN",
      city: "Mumbai",
      address: "1 Market Street",
      status: true,
      ...fields,
    },
  );
  return company;
}

/** The data rows of the page's table (mantine-datatable marks them with a class). */
export const tableRows = (page: Page): Locator => page.locator("tbody tr.mantine-datatable-row");

/** The row whose cells include `text`. */
export const rowWith = (page: Page, text: string): Locator =>
  tableRows(page).filter({ has: page.getByRole("cell", { name: text, exact: true }) });

/**
 * Types into the list's search box and waits until the table applied it (after the debounce) and its
 * answer arrived; a search done before may come from the cache, so no request is awaited.
 */
export async function search(page: Page, label: string, text: string): Promise<void> {
  await page.getByRole("textbox", { name: label }).fill(text);
  const table = page.getByTestId("server-table");
  await expect(table).toHaveAttribute("data-search", text.trim());
  await expect(table).toHaveAttribute("aria-busy", "false");
}

/** A notification toast with exactly this text. */
export const toast = (page: Page, text: string): Locator =>
  page.locator(".mantine-Notification-root").filter({ hasText: text });

/** Closes every open toast so the next check sees only new ones. */
export async function clearToasts(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const button of document.querySelectorAll<HTMLButtonElement>(".mantine-Notification-root button")) {
      button.click();
    }
  });
  await expect(page.locator(".mantine-Notification-root")).toHaveCount(0);
}

/** Clicks the header Save button. */
export const save = (page: Page) => page.getByRole("button", { name: "Save", exact: true }).click();

/** Picks an option of a Mantine Select or MultiSelect by its label. */
export async function pick(page: Page, label: string, option: string): Promise<void> {
  await page.getByLabel(label, { exact: true }).and(page.locator("input")).click();
  await page.getByRole("option", { name: option, exact: true }).click();
  await page.keyboard.press("Escape");
}

/** Clicks a sortable column header (mantine-datatable's header title). */
export async function sortBy(page: Page, title: string): Promise<void> {
  const answered = page.waitForResponse((response) => response.url().includes("sort="));
  await page.getByRole("columnheader", { name: title, exact: true }).getByRole("button").click();
  await answered;
}

/** The first cell's texts of the rows shown, for order checks. */
export async function columnTexts(page: Page, index: number): Promise<string[]> {
  return tableRows(page)
    .locator(`td:nth-child(${index + 1})`)
    .allInnerTexts();
}

/** Clicks Agree or Disagree in the confirmation that a row's Delete opens, after checking its texts. */
export async function confirmDelete(page: Page, label: string, title: string, answer: "Agree" | "Disagree") {
  await page.getByRole("button", { name: `Delete ${label}` }).click();
  const dialog = page.getByRole("dialog", { name: title });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: answer, exact: true }).click();
  await expect(dialog).toHaveCount(0);
}
