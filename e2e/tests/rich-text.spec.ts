import type { Page } from "@playwright/test";
import { expectAccessible } from "../support/axe";
import { expect, test } from "../support/fixtures";
import { expectPath, openWithToken, saveScreenshot } from "../support/ui";
import { adminToken, createCompanyVia, search, stamp, toast } from "./master-data-helpers";

/** The red of the notes palette (issue 18: "a bold, centred, red line"); colours are hex with a leading #. */
const RED = "#c92a2a";

const notesEditor = (page: Page) => page.getByRole("textbox", { name: "Notes", exact: true });
const toolbar = (page: Page) => page.getByRole("toolbar", { name: "Notes formatting" });

/** Types into a date input and leaves it. */
async function typeDate(page: Page, label: string, day: string) {
  const input = page.getByRole("textbox", { name: label, exact: true });
  await input.fill(day);
  await input.press("Tab");
}

test.describe("rich-text notes", () => {
  test("a bold, centred, red line and a 2×2 table survive save and reload", async ({
    page,
    api,
  }, testInfo) => {
    const token = await adminToken(api);
    const name = `e2e-rich-${stamp()}`;
    const company = await createCompanyVia(api.request, token, {
      name: `${name}-co`,
      domains: [`${name}.example.com`],
    });
    await openWithToken(page, token, "/studio/campaign/new");
    await expect(page.getByRole("heading", { level: 1, name: "Create Campaign" })).toBeVisible();
    await page.getByRole("textbox", { name: "Campaign name", exact: true }).fill(name);
    await page.getByRole("combobox", { name: "Advertiser company", exact: true }).click();
    await page.getByRole("option", { name: company.name, exact: true }).click();
    await page.getByRole("combobox", { name: "Objective", exact: true }).click();
    await page.getByRole("option", { name: "Awareness", exact: true }).click();
    await typeDate(page, "Start date", "2027-06-01");
    await typeDate(page, "End date", "2027-06-30");

    // The toolbar is the spec's: every group is there, each button named for screen readers.
    const bar = toolbar(page);
    for (const label of [
      "Bold",
      "Italic",
      "Underline",
      "Strikethrough",
      "Heading 1",
      "Bullet list",
      "Numbered list",
      "Align centre",
      "Link",
      "Insert table",
      "Text colour",
    ]) {
      await expect(bar.getByRole("button", { name: label, exact: true })).toBeVisible();
    }

    // A line, and a 2×2 table below it with a word in its first cell.
    const editing = notesEditor(page);
    await editing.click();
    await page.keyboard.type("Launch day");
    await page.keyboard.press("Enter");
    await bar.getByRole("button", { name: "Insert table", exact: true }).click();
    await page.getByRole("button", { name: "Insert a table of 2 columns and 2 rows", exact: true }).click();
    await page.keyboard.type("Budget");

    // The line made bold, centred and red (chosen by three clicks, as a user selects a paragraph).
    await editing.getByText("Launch day").click({ clickCount: 3 });
    await bar.getByRole("button", { name: "Bold", exact: true }).click();
    await bar.getByRole("button", { name: "Align centre", exact: true }).click();
    await bar.getByRole("button", { name: "Text colour", exact: true }).click();
    await page.getByRole("button", { name: `Text colour ${RED}`, exact: true }).click();
    await page.keyboard.press("Escape");
    await expect(editing.locator("p strong", { hasText: "Launch day" })).toBeVisible();
    await expect(editing.locator("table th, table td").first()).toHaveText("Budget");
    await expectAccessible(page, "campaign form with rich-text notes");
    await saveScreenshot(page, testInfo, "rich-text-notes-editing");

    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(toast(page, "Created successfully")).toBeVisible();
    await expectPath(page, "/studio/campaigns");

    // Reload the saved campaign's edit form: the editor shows what was saved, as the server stored it.
    await search(page, "Search campaigns", name);
    await page.getByRole("link", { name: `Edit ${name}` }).click();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await page.reload();
    const editor = notesEditor(page);
    const line = editor.locator("p", { hasText: "Launch day" });
    await expect(line).toHaveCSS("text-align", "center");
    await expect(line.locator("strong")).toHaveText("Launch day");
    await expect(line.locator("span[style*='color']")).toHaveCSS("color", "rgb(201, 42, 42)");
    const table = editor.locator("table");
    await expect(table.locator("tr")).toHaveCount(2);
    await expect(table.locator("tr").first().locator("th, td")).toHaveCount(2);
    await expect(table.locator("tr").nth(1).locator("th, td")).toHaveCount(2);
    await expect(table.locator("th, td").first()).toHaveText("Budget");
    await editor.scrollIntoViewIfNeeded();
    await saveScreenshot(page, testInfo, "rich-text-notes-reloaded");

    // The details page reads the same notes.
    const id = new URL(page.url()).pathname.split("/").pop() ?? "";
    await page.goto(`/studio/campaign-detail/${id}`);
    const notes = page.getByRole("region", { name: "Notes and attachments" });
    await expect(notes.locator("p", { hasText: "Launch day" })).toHaveCSS("text-align", "center");
    await expect(notes.locator("table tr")).toHaveCount(2);
    await notes.scrollIntoViewIfNeeded();
    await saveScreenshot(page, testInfo, "rich-text-notes-details");
  });
});
