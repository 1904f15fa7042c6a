import { readFile } from "node:fs/promises";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import { expectPath, openWithToken } from "../support/ui";
import {
  adminToken,
  clearToasts,
  columnTexts,
  createCompanyVia,
  createVia,
  rowWith,
  save,
  search,
  sortBy,
  stamp,
  tableRows,
  toast,
} from "./master-data-helpers";

/** Clicks Agree or Disagree in the confirmation that `row`'s Delete opens, after checking its texts. */
async function confirmDelete(
  page: Page,
  row: Locator,
  label: string,
  texts: { title: string; text: string },
  answer: "Agree" | "Disagree",
) {
  await row.getByRole("button", { name: `Delete ${label}` }).click();
  const dialog = page.getByRole("dialog", { name: texts.title });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(texts.text);
  await dialog.getByRole("button", { name: answer, exact: true }).click();
  await expect(dialog).toHaveCount(0);
}

/**
 * Picks an option of a Mantine Select or MultiSelect. By role: Mantine keeps the closed dropdown's
 * listbox in the page, labelled like its input, so a label lookup would find both.
 */
async function pick(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole("combobox", { name: label, exact: true }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
  await page.keyboard.press("Escape");
}

/** Clears the toasts, saves, and expects `message` as the (only) new toast. */
async function saveExpecting(page: Page, message: string) {
  await clearToasts(page);
  await save(page);
  await expect(toast(page, message)).toBeVisible();
}

const expectHeaders = async (page: Page, titles: string[]) => {
  const headers = page.locator("thead th");
  await expect(headers.first()).toBeVisible();
  const texts = (await headers.allInnerTexts()).map((text) => text.trim()).filter(Boolean);
  expect(texts).toEqual([...titles, "Actions"]);
};

// ---------------------------------------------------------------------------------------------------
// Form elements
// ---------------------------------------------------------------------------------------------------

interface FormElementRecord {
  _id: string;
  element: string;
}

/** POST /api/formElements/list as the admin: the server's own answer to compare the table with. */
async function formElementsPage(request: APIRequestContext, token: string, body: object): Promise<string[]> {
  const response = await request.post("/api/formElements/list", {
    headers: { authorization: `Bearer ${token}` },
    data: { limit: 10, ...body },
  });
  expect(response.status()).toBe(200);
  const { formElements } = (await response.json()) as { formElements: FormElementRecord[] };
  return formElements.map((element) => element.element);
}

/** The form-element list is a POST with a JSON body; waits for the one whose body matches. */
const formElementsAnswer = (page: Page, check: (body: Record<string, unknown>) => boolean) =>
  page.waitForResponse((response) => {
    if (!response.url().endsWith("/api/formElements/list")) return false;
    return check(JSON.parse(response.request().postData() ?? "{}") as Record<string, unknown>);
  });

test.describe("form elements screen", () => {
  test("creates an element after the validation toasts, with rule lists whose formats are picked once", async ({
    page,
    api,
  }) => {
    const token = await adminToken(api);
    const layerIds = `hero-${stamp()}`;
    await openWithToken(page, token, "/studio/formElements");
    await expect(page.getByRole("heading", { level: 1, name: "Form Elements" })).toBeVisible();
    await expectHeaders(page, ["Form Element", "Ad Type", "Layers", "Visible On Layers", "Hidden On Layers"]);
    await expect(tableRows(page)).toHaveCount(10);

    await page.getByRole("link", { name: "Add Element" }).click();
    await expectPath(page, "/studio/createFormElement/new");
    await saveExpecting(page, "Element Name should not be blank.");
    await pick(page, "Form Element", "animation");
    await saveExpecting(page, "Choose at least one Ad Type");
    await pick(page, "Ad Type", "story");
    await pick(page, "Ad Type", "sticker");
    await saveExpecting(page, "Choose at least one Layer");
    await expectPath(page, "/studio/createFormElement/new");
    await pick(page, "Layers", "image");

    // Visible On Layers: 'story' once; a second row cannot pick it again.
    const visible = page.getByRole("group", { name: "Visible On Layers" });
    await visible.getByRole("combobox", { name: "Format" }).first().click();
    await page.getByRole("option", { name: "story", exact: true }).click();
    await visible.getByLabel("Layer names").first().fill(`image,${layerIds}`);
    await visible.getByRole("button", { name: "Add rule" }).click();
    await visible.getByRole("combobox", { name: "Format" }).nth(1).click();
    await expect(page.getByRole("option", { name: "story", exact: true })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
    await expect(page.getByRole("option", { name: "sticker", exact: true })).not.toHaveAttribute(
      "aria-disabled",
    );
    await page.keyboard.press("Escape");
    await visible.getByRole("button", { name: "Remove rule 2" }).click();
    await expect(visible.getByRole("combobox", { name: "Format" })).toHaveCount(1);

    // Each list is separate: 'story' is free again under Hidden On Layers.
    const hidden = page.getByRole("group", { name: "Hidden On Layers" });
    await hidden.getByRole("combobox", { name: "Format" }).first().click();
    await page.getByRole("option", { name: "story", exact: true }).click();
    await hidden.getByLabel("Layer names").first().fill("video");
    await page.getByLabel("Order").fill("7");
    await saveExpecting(page, "Created successfully");
    await expectPath(page, "/studio/formElements");

    // Element names come from a fixed list (the seed has one of each), so the new one is found by its rule.
    const searched = formElementsAnswer(page, (body) => body.search === "animation");
    await page.getByRole("textbox", { name: "Search form elements" }).fill("animation");
    await searched;
    await expect(tableRows(page)).toHaveCount(2);
    const row = tableRows(page).filter({ hasText: `story: image,${layerIds}` });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText("story, sticker");
    await expect(row).toContainText("story: video");

    // Edit: the form comes back as saved; a new layer kind is added.
    await row.getByRole("link", { name: "Edit animation" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "animation" })).toBeVisible();
    await expect(page.getByText("Edit Form Element")).toBeVisible();
    await expect(visible.getByLabel("Layer names").first()).toHaveValue(`image,${layerIds}`);
    await expect(page.getByLabel("Order")).toHaveValue("7");
    await pick(page, "Layers", "text");
    await saveExpecting(page, "Updated successfully");
    await expectPath(page, "/studio/formElements");
    const researched = formElementsAnswer(page, (body) => body.search === "animation");
    await page.getByRole("textbox", { name: "Search form elements" }).fill("animation");
    await researched;
    await expect(row).toContainText("image, text");

    await confirmDelete(
      page,
      row,
      "animation",
      { title: "Delete Form Element", text: "Do you want to delete the form element?" },
      "Disagree",
    );
    await expect(row).toHaveCount(1);
    await confirmDelete(
      page,
      row,
      "animation",
      { title: "Delete Form Element", text: "Do you want to delete the form element?" },
      "Agree",
    );
    await expect(toast(page, "Form element deleted successfully")).toBeVisible();
    await expect(row).toHaveCount(0);
    await expect(tableRows(page)).toHaveCount(1);
  });

  test("pages, sorts and searches on the server", async ({ page, api }) => {
    const token = await adminToken(api);
    await openWithToken(page, token, "/studio/formElements");
    await expect(tableRows(page)).toHaveCount(10);
    expect(await columnTexts(page, 0)).toEqual(await formElementsPage(api.request, token, { page: 1 }));

    const second = formElementsAnswer(page, (body) => body.page === 2);
    await page.getByRole("button", { name: "2", exact: true }).click();
    await second;
    await expect(tableRows(page).first()).toHaveText(
      new RegExp(`^${(await formElementsPage(api.request, token, { page: 2 }))[0]}`),
    );
    expect(await columnTexts(page, 0)).toEqual(await formElementsPage(api.request, token, { page: 2 }));

    // A sort starts again at page 1, now descending.
    const sorted = formElementsAnswer(page, (body) => JSON.stringify(body.sort) === '{"element":-1}');
    await page
      .getByRole("columnheader", { name: "Form Element" })
      .getByText("Form Element", { exact: true })
      .click();
    const descending = await sorted;
    expect((JSON.parse(descending.request().postData() ?? "{}") as { page: number }).page).toBe(1);
    const expected = await formElementsPage(api.request, token, { page: 1, sort: { element: -1 } });
    await expect(tableRows(page).first()).toHaveText(new RegExp(`^${expected[0]}`));
    expect(await columnTexts(page, 0)).toEqual(expected);

    const searched = formElementsAnswer(page, (body) => body.search === "border");
    await page.getByRole("textbox", { name: "Search form elements" }).fill("border");
    await searched;
    await expect(tableRows(page)).toHaveCount(4);
    for (const text of await columnTexts(page, 0)) expect(text).toMatch(/^border/);
  });
});

// ---------------------------------------------------------------------------------------------------
// Companies
// ---------------------------------------------------------------------------------------------------

// A 1×1 PNG: the server decides a logo's type by its bytes, so it has to be a real image.
const PNG_1X1 = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

const COMPANY_DELETE = { title: "Delete Company", text: "Do you want to delete the company?" };

test.describe("company screen", () => {
  test("creates a company after the save checks, opens its edit page, edits and deletes it", async ({
    page,
    api,
  }) => {
    const token = await adminToken(api);
    const id = stamp();
    // A leading 0 sorts before the letters, so the company shows on the first page of the name order.
    const name = `0-e2e-co-${id}`;
    await openWithToken(page, token, "/studio/company");
    await expect(page.getByRole("heading", { level: 1, name: "Company" })).toBeVisible();
    await expectHeaders(page, [
      "Company Name",
      "Short Name",
      "Domains",
      "Address",
      "Country",
      "City",
      "State",
      "Pin",
      "Phone",
      "Mobile",
      "Name",
      "Email",
      "Phone",
      "Mobile",
      "Status",
    ]);
    // No toolbar search on this list.
    await expect(page.getByRole("textbox", { name: /search/i })).toHaveCount(0);

    await page.getByRole("link", { name: "Add Company" }).click();
    await expectPath(page, "/studio/company/new");
    await expect(page.getByRole("combobox", { name: "Country", exact: true })).toHaveValue("India (IN)");

    // A logo over 1 MB is refused before anything is sent.
    let uploads = 0;
    page.on("request", (request) => {
      if (request.url().includes("/api/company/")) uploads += 1;
    });
    await page.getByLabel("Logo file").setInputFiles({
      name: "big.png",
      mimeType: "image/png",
      buffer: Buffer.concat([PNG_1X1, Buffer.alloc(1024 * 1024)]),
    });
    await expect(toast(page, "Image size should not exceed 1MB in total.")).toBeVisible();
    expect(uploads).toBe(0);
    await page
      .getByLabel("Logo file")
      .setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: PNG_1X1 });
    await expect(page.getByText("logo.png")).toBeVisible();

    // The save checks in the spec's order, the first failure as an error toast.
    await saveExpecting(page, "Name should not be blank.");
    await page.getByLabel("Company Name").fill(name);
    await saveExpecting(page, "Short name should not be blank.");
    await page.getByLabel("Short Name").fill(`e2e-${id}`);
    await saveExpecting(page, "Domains should not be blank.");
    await page.getByLabel("Domains").fill(`e2e-${id}.example.com, www.e2e-${id}.example.com`);
    await saveExpecting(page, "Mobile should not be blank.");
    await page.getByLabel("Mobile", { exact: true }).fill("98765");
    await saveExpecting(page, "Phone should not be blank.");
    await page.getByLabel("Mobile", { exact: true }).fill("9876543210");
    await page.getByRole("button", { name: "Clear selection" }).click();
    await saveExpecting(page, "Country should not be blank.");
    await page.getByRole("combobox", { name: "Country", exact: true }).fill("Ind");
    await page.getByRole("option", { name: "India (IN)", exact: true }).click();
    await saveExpecting(page, "City should not be blank.");
    await page.getByLabel("City").fill("Mumbai");
    await saveExpecting(page, "Address should not be blank.");
    await page.getByLabel("Address").fill("1 Marine Drive");
    await page.getByLabel("Contact Person Email").fill("not-an-email");
    await saveExpecting(page, "Contact Person Email is not valid.");
    expect(uploads).toBe(0);
    await page.getByLabel("Contact Person Name").fill("Asha Rao");
    await page.getByLabel("Contact Person Email").fill("asha@example.com");
    await page.getByLabel("State").fill("Maharashtra");
    await page.getByLabel("Pin Code").fill("400001");

    // Creating opens the new company's edit page.
    await saveExpecting(page, "Created successfully");
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(page.getByText("Edit Company")).toBeVisible();
    expect(new URL(page.url()).pathname).toMatch(/^\/studio\/company\/[0-9a-f-]{36}$/);
    await expect(page.getByLabel("Mobile", { exact: true })).toHaveValue("9876543210");
    await expect(page.getByRole("combobox", { name: "Mobile dial code" })).toBeDisabled();
    await expect(page.getByRole("combobox", { name: "Phone dial code" })).toBeDisabled();
    // The stored logo is served back and shown.
    const logo = page.getByTestId("logo-preview").locator("img");
    await expect(logo).toHaveAttribute("src", /.+/);
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);

    await page.getByLabel("City").fill("Pune");
    await page.getByRole("switch", { name: "Status Active" }).uncheck();
    await expect(page.getByRole("switch", { name: "Status Active" })).not.toBeChecked();
    await saveExpecting(page, "Updated successfully");
    await expectPath(page, "/studio/company");

    const row = rowWith(page, name);
    await expect(row).toContainText(`e2e-${id}.example.com, www.e2e-${id}.example.com`);
    await expect(row).toContainText("Pune");
    await expect(row).toContainText("+919876543210");
    await expect(row).toContainText("asha@example.com");
    await expect(row.getByRole("img", { name: "Inactive" })).toBeVisible();

    await confirmDelete(page, row, name, COMPANY_DELETE, "Disagree");
    await expect(row).toHaveCount(1);
    await confirmDelete(page, row, name, COMPANY_DELETE, "Agree");
    await expect(toast(page, "Company deleted successfully")).toBeVisible();
    await expect(row).toHaveCount(0);
  });

  test("pages and sorts companies on the server; status is not sortable", async ({ page, api }) => {
    const token = await adminToken(api);
    const prefix = `0-e2e-pg-${stamp()}`;
    const ids: string[] = [];
    for (let index = 1; index <= 12; index += 1) {
      const suffix = String(index).padStart(2, "0");
      const company = await createCompanyVia(api.request, token, {
        name: `${prefix}-${suffix}`,
        domains: [`c${suffix}.example.com`],
        status: index % 2 === 0,
      });
      ids.push(company._id);
    }
    await openWithToken(page, token, "/studio/company");
    await expect(tableRows(page)).toHaveCount(10);
    expect(await columnTexts(page, 0)).toEqual(
      Array.from({ length: 10 }, (_, i) => `${prefix}-${String(i + 1).padStart(2, "0")}`),
    );
    await page.getByRole("button", { name: "2", exact: true }).click();
    await expect(tableRows(page).first()).toContainText(`${prefix}-11`);
    expect((await columnTexts(page, 0)).slice(0, 2)).toEqual([`${prefix}-11`, `${prefix}-12`]);
    await expect(rowWith(page, `${prefix}-11`).getByRole("img", { name: "Inactive" })).toBeVisible();
    await expect(rowWith(page, `${prefix}-12`).getByRole("img", { name: "Active" })).toBeVisible();

    // Sorting goes back to page 1 in descending order.
    await sortBy(page, "Company Name");
    await expect(tableRows(page)).toHaveCount(10);
    const names = await columnTexts(page, 0);
    expect(names).toEqual([...names].sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? 1 : -1)));
    await expect(page.getByRole("button", { name: "1", exact: true })).toHaveAttribute("data-active", "true");

    // Every data column sorts (sortable headers carry a sort icon) except Status.
    await expect(page.getByRole("columnheader", { name: "City" }).locator("svg")).toHaveCount(1);
    await expect(page.getByRole("columnheader", { name: "Status" }).locator("svg")).toHaveCount(0);
    await sortBy(page, "City");
    await expect(tableRows(page)).toHaveCount(10);

    for (const companyId of ids) {
      await api.request.delete(`/api/company/${companyId}`, {
        headers: { authorization: `Bearer ${token}` },
      });
    }
  });
});

// ---------------------------------------------------------------------------------------------------
// QR codes
// ---------------------------------------------------------------------------------------------------

const QR_DELETE = { title: "Delete QR", text: "Do you want to delete this QR?" };
const PHONE_BROWSER =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

/** Width and height of a baseline or progressive JPEG, read from its start-of-frame segment. */
function jpegSize(bytes: Buffer): { width: number; height: number } {
  let offset = 2;
  while (offset < bytes.length) {
    const marker = bytes.readUInt16BE(offset);
    const length = bytes.readUInt16BE(offset + 2);
    if (marker === 0xffc0 || marker === 0xffc2) {
      return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
    }
    offset += 2 + length;
  }
  throw new Error("no JPEG frame header");
}

test.describe("QR screen", () => {
  test("creates a QR after the validation toasts, views and downloads it, counts a scan, edits and deletes it", async ({
    page,
    api,
    playwright,
    baseURL,
  }) => {
    const token = await adminToken(api);
    const name = `e2e-qr-${stamp()}`;
    await openWithToken(page, token, "/studio/qrCode");
    await expect(page.getByRole("heading", { level: 1, name: "QR Codes" })).toBeVisible();
    await expectHeaders(page, ["Name", "Type", "Scan Count", "Url/Text"]);

    await page.getByRole("link", { name: "Add QR" }).click();
    await expectPath(page, "/studio/qrCode/new");
    await saveExpecting(page, "Name should not be blank.");
    await page.getByLabel("Name", { exact: true }).fill(name);
    await saveExpecting(page, "Select a type.");
    await pick(page, "Type", "url");
    await saveExpecting(page, "URL/Text Value Should not be empty.");
    await expectPath(page, "/studio/qrCode/new");
    await page.getByLabel("Text/URL").fill("https://example.com/landing?from=qr");
    await saveExpecting(page, "Created successfully");
    await expectPath(page, "/studio/qrCode");

    await search(page, "Search QR codes", name);
    await expect(tableRows(page)).toHaveCount(1);
    const row = rowWith(page, name);
    await expect(row.getByRole("cell")).toHaveText([
      name,
      "url",
      "0",
      "https://example.com/landing?from=qr",
      /.*/,
    ]);

    // View: the 'QR' dialog, its 300 px image, the scan address, and the JPEG download.
    await row.getByRole("button", { name: `View ${name}` }).click();
    const dialog = page.getByRole("dialog", { name: "QR" });
    await expect(dialog).toBeVisible();
    const image = dialog.getByRole("img", { name: `QR code of ${name}` });
    await expect(image).toHaveAttribute("width", "300");
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(300);
    const scanUrl = (await dialog.getByTestId("qr-scan-url").getAttribute("href")) ?? "";
    expect(scanUrl).toMatch(new RegExp(`^${baseURL}/q/[0-9a-f]{8}$`));
    const downloading = page.waitForEvent("download");
    await dialog.getByRole("button", { name: "Download" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`${name}_QR.jpg`);
    const jpeg = await readFile(await download.path());
    expect(jpeg.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(jpegSize(jpeg)).toEqual({ width: 600, height: 600 });
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);

    // A person scanning the code goes through the real scan address; the list then counts it.
    const phone = await playwright.request.newContext({ userAgent: PHONE_BROWSER });
    const scan = await phone.get(scanUrl, { maxRedirects: 0 });
    expect(scan.status()).toBe(302);
    expect(scan.headers().location).toBe("https://example.com/landing?from=qr");
    await phone.dispose();
    await page.reload();
    await search(page, "Search QR codes", name);
    await expect(rowWith(page, name).getByRole("cell").nth(2)).toHaveText("1");

    // Edit: a text QR; the list shows its text.
    await rowWith(page, name)
      .getByRole("link", { name: `Edit ${name}` })
      .click();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(page.getByText("Edit QR")).toBeVisible();
    await pick(page, "Type", "text");
    await page.getByLabel("Text/URL").fill("Hello from the billboard");
    await saveExpecting(page, "Updated successfully");
    await expectPath(page, "/studio/qrCode");
    await search(page, "Search QR codes", name);
    await expect(rowWith(page, name).getByRole("cell")).toHaveText([
      name,
      "text",
      "1",
      "Hello from the billboard",
      /.*/,
    ]);

    await confirmDelete(page, rowWith(page, name), name, QR_DELETE, "Disagree");
    await expect(rowWith(page, name)).toHaveCount(1);
    await confirmDelete(page, rowWith(page, name), name, QR_DELETE, "Agree");
    await expect(toast(page, "QR deleted successfully")).toBeVisible();
    await expect(page.getByText("No records found")).toBeVisible();
  });

  test("pages, sorts and searches QR links on the server", async ({ page, api }) => {
    const token = await adminToken(api);
    const prefix = `e2e-qrpg-${stamp()}`;
    for (let index = 1; index <= 12; index += 1) {
      await createVia(api.request, token, "/api/qr/create", {
        id: `${prefix}-${String(index).padStart(2, "0")}`,
        type: index % 2 === 0 ? "text" : "url",
        targetUrl: index % 2 === 0 ? `Text ${index}` : `https://example.com/${index}`,
      });
    }
    await openWithToken(page, token, "/studio/qrCode");
    await search(page, "Search QR codes", prefix);
    await expect(tableRows(page)).toHaveCount(10);
    expect(await columnTexts(page, 0)).toEqual(
      Array.from({ length: 10 }, (_, i) => `${prefix}-${String(i + 1).padStart(2, "0")}`),
    );
    await page.getByRole("button", { name: "2", exact: true }).click();
    await expect(tableRows(page)).toHaveCount(2);
    expect(await columnTexts(page, 0)).toEqual([`${prefix}-11`, `${prefix}-12`]);

    await sortBy(page, "Name");
    await expect(tableRows(page)).toHaveCount(10);
    await expect(tableRows(page).first()).toContainText(`${prefix}-12`);

    await sortBy(page, "Type");
    await expect(tableRows(page).first().getByRole("cell").nth(1)).toHaveText("text");

    // New search text starts at page 1.
    await page.getByRole("button", { name: "2", exact: true }).click();
    await expect(tableRows(page)).toHaveCount(2);
    await search(page, "Search QR codes", `${prefix}-1`);
    await expect(tableRows(page)).toHaveCount(3);
  });
});

// ---------------------------------------------------------------------------------------------------
// Permissions
// ---------------------------------------------------------------------------------------------------

test("a reader sees the three lists without Add, Edit or Delete (QR keeps View)", async ({ page, api }) => {
  const token = await adminToken(api);
  const id = stamp();
  const { role } = await createVia<{ role: { _id: string } }>(api.request, token, "/api/roles/create", {
    roleName: `e2e-md-reader-${id}`,
    moduleRoles: ["readFormElements", "readCompany", "readMenuCollection"],
  });
  const reader = { email: `md-reader-${id}@e2e.example.com`, password: "reader-pass-1" };
  await createVia(api.request, token, "/api/user/create", {
    username: `md-reader-${id}`,
    email: reader.email,
    displayName: `MD Reader ${id}`,
    password: reader.password,
    roleId: role._id,
  });
  await createVia(api.request, token, "/api/qr/create", {
    id: `e2e-read-${id}`,
    type: "url",
    targetUrl: "https://example.com/read",
  });
  const { token: readerToken } = await api.login(reader);

  const screens = [
    ["/studio/formElements", "Form Elements", "Add Element"],
    ["/studio/company", "Company", "Add Company"],
    ["/studio/qrCode", "QR Codes", "Add QR"],
  ] as const;
  for (const [path, title, add] of screens) {
    // The first page signs in with the token; each check below waits until the page is up, so the next
    // navigation never interrupts a sign-in still in flight.
    if (path === screens[0][0]) await openWithToken(page, readerToken, path);
    else await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: title, exact: true })).toBeVisible();
    await expect(page.locator("thead")).toBeVisible();
    await expect(page.getByRole("link", { name: add })).toHaveCount(0);
    await expect(page.getByRole("link", { name: /^Edit / })).toHaveCount(0);
    await expect(page.getByRole("button", { name: /^Delete / })).toHaveCount(0);
  }
  await search(page, "Search QR codes", `e2e-read-${id}`);
  await expect(page.getByRole("button", { name: `View e2e-read-${id}` })).toBeVisible();
  await api.logout(readerToken);
});
