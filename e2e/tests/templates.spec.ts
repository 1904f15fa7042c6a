import { expectAccessible } from "../support/axe";
import { ADMIN, expect, test } from "../support/fixtures";
import { openWithToken } from "../support/ui";
import { storedZip } from "../support/zip";
import { editor } from "./editor-helpers";
import { createCompanyVia, toast } from "./master-data-helpers";

/** A GWD-style export zipped with its folder: ad.size meta, clickTag, a script and a picture in subfolders. */
const GWD = {
  "spring/index.html": `<!DOCTYPE html><html><head><meta charset="utf-8">
<meta name="ad.size" content="width=300,height=250">
<script>var clickTag = "https://example.com/spring";</script><script src="js/main.js"></script></head>
<body style="margin:0;background:#123"><h1 id="headline" style="color:#fff;margin:20px">Spring roast</h1>
<img src="assets/dot.svg" width="50" height="50" alt=""></body></html>`,
  "spring/js/main.js":
    'document.getElementById("headline").onclick = function () { window.open(clickTag); };',
  "spring/assets/dot.svg":
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="5" fill="#fc0"/></svg>',
};

const zipFile = (name: string, files: Record<string, string>) => ({
  name,
  mimeType: "application/zip",
  buffer: storedZip(files),
});

test("an HTML5 zip is refused with its reason, and a GWD-style one is hosted, checked and previewed", async ({
  page,
  api,
}) => {
  const { token } = await api.login(ADMIN);
  await createCompanyVia(api.request, token, { name: "Template Co" });
  await openWithToken(page, token, "/studio/upload-template");
  const picker = page.locator("input[type=file]");
  // The page asks which companies the caller has first (the superadmin belongs to none).
  await expect(page.getByRole("button", { name: "Choose a zip" })).toBeEnabled();

  await picker.setInputFiles(zipFile("slip.zip", { ...GWD, "../evil.html": "x" }));
  await expect(page.getByRole("alert")).toContainText(`"../evil.html" points outside the zip's folder.`);
  await picker.setInputFiles(zipFile("flat.zip", { "banner.html": GWD["spring/index.html"] }));
  await expect(page.getByRole("alert")).toContainText(
    "The zip has no index.html: put it at the zip's root, or in its only top folder.",
  );
  await expect(page).toHaveTitle("Upload Template · Adstudio");
  await expectAccessible(page, "the upload page with a refusal");

  await picker.setInputFiles(zipFile("spring.zip", GWD));
  await expect(page).toHaveURL(/\/studio\/update-template\/[0-9a-f-]{36}$/);
  const details = new URL(page.url()).pathname;
  await expect(page.getByRole("heading", { name: "spring", exact: true })).toBeVisible();
  await expect(page.getByText("Size: 300x250")).toBeVisible();
  await expect(page.getByText("clickTag: detected")).toBeVisible();
  await expect(page.getByText("No issues: the template passes the IAB checks.")).toBeVisible();
  const frame = page.locator("iframe").first();
  expect(await frame.getAttribute("sandbox")).not.toContain("allow-same-origin");
  await expect(page.frameLocator("iframe").first().locator("#headline")).toHaveText("Spring roast");
  await expect(page).toHaveTitle("Edit Template · Adstudio");
  await expectAccessible(page, "a template's page");

  await page.goto("/studio/templates");
  const row = page.locator("tbody tr").filter({ hasText: "spring" });
  await expect(row).toContainText("300x250");
  await expect(row).toContainText("Detected");
  await expect(row).toContainText("No errors");
  // Only the accepted zip was stored.
  await expect(page.locator("tbody tr")).toHaveCount(1);
  await expect(page).toHaveTitle("Templates · Adstudio");
  await expectAccessible(page, "the template list");

  await test.step("use the template as a rich-media ad, edit, publish, and the hosted creative shows it", async () => {
    await page.goto(details);
    await page.getByRole("button", { name: "Use as rich-media ad", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "New rich-media ad from “spring”", exact: true });
    await dialog.getByRole("textbox", { name: "Ad name", exact: true }).fill("Spring rich media");
    await dialog.getByRole("button", { name: "Create ad", exact: true }).click();
    const ed = editor(page);
    await expect(ed.root).toBeVisible();
    const adId = new URL(page.url()).pathname.split("/").at(-1) ?? "";
    expect(adId).toMatch(/^[0-9a-f-]{36}$/);
    await expect(page.getByTestId("canvas-caption")).toContainText("300 × 250");
    await expect(ed.layerNames).toHaveText(["spring"]);
    const canvas = page.frameLocator('[data-testid="canvas-frame"]').frameLocator("iframe");
    await expect(canvas.locator("#headline")).toHaveText("Spring roast");

    await page.getByRole("button", { name: "Publish", exact: true }).click();
    const publish = page.getByRole("dialog", { name: "Publish version 1", exact: true });
    await publish.getByRole("button", { name: "Publish", exact: true }).click();
    await expect(toast(page, "Published version 1.")).toBeVisible();

    // The published creative frames its own copy of the template, not the hosted one.
    const shipped = await page.context().newPage();
    await shipped.goto(`/creatives/${adId}/1/sz300x250/index.html`);
    const copy = shipped.locator("iframe");
    await expect(copy).toHaveAttribute("src", /^html5\/[0-9a-f-]{36}\/index\.html$/);
    expect(await copy.getAttribute("sandbox")).not.toContain("allow-same-origin");
    await expect(shipped.frameLocator("iframe").locator("#headline")).toHaveText("Spring roast");
    await shipped.close();
  });
});
