import type { Locator, Page } from "@playwright/test";
import { expectAccessible } from "../support/axe";
import { expect, test } from "../support/fixtures";
import { expectAdsPage, expectPath, openWithToken, signInThroughForm } from "../support/ui";
import { adminToken, createCompanyVia, createVia, stamp } from "./master-data-helpers";
import { samplePreviewPath } from "./preview-helpers";

/** A studio screen: where it is, the document title it must carry, and what shows once it has loaded. */
interface Screen {
  path: string;
  title: string;
  /** The page's main heading; screens without one (the preview) wait for `ready` instead. */
  heading?: string;
  ready?: (page: Page) => Promise<void>;
}

/** Waits until the screen has loaded: its heading (or marker) shows and no table or page is still busy. */
async function open(page: Page, screen: Screen): Promise<void> {
  await page.goto(screen.path);
  if (screen.heading) {
    await expect(page.getByRole("heading", { level: 1, name: screen.heading })).toBeVisible();
  }
  await screen.ready?.(page);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByText("Loading...")).toHaveCount(0);
  await expect(page).toHaveTitle(screen.title);
}

/** Records the accessibility tests need: a company, a campaign of it and a QR link, made over the API. */
async function arrange(api: Parameters<typeof adminToken>[0], token: string) {
  const name = `a11y-${stamp()}`;
  const company = await createCompanyVia(api.request, token, { name, domains: [`${name}.example.com`] });
  const { campaign } = await createVia<{ campaign: { _id: string } }>(
    api.request,
    token,
    "/api/campaign/create",
    {
      name: `Campaign ${name}`,
      advertiserCompany: company._id,
      brand: "Fizz",
      objective: "awareness",
      startDate: "2027-03-01",
      endDate: "2027-03-31",
      status: "draft",
      flights: [
        {
          placement: "Homepage",
          size: "300x250",
          startDate: "2027-03-01",
          endDate: "2027-03-10",
          impressions: 250000,
          cpmRate: 4.2,
        },
      ],
      notes: "",
      brief: null,
      logos: [],
    },
  );
  const qrId = `a11y-qr-${stamp()}`;
  await createVia(api.request, token, "/api/qr/create", {
    id: qrId,
    type: "url",
    targetUrl: "https://example.com",
  });
  return { company: company._id, campaign: campaign._id, campaignName: `Campaign ${name}`, qrId };
}

/** Opens each screen in turn as the superadmin and runs axe over it. */
async function checkScreens(page: Page, token: string, screens: Screen[]): Promise<void> {
  await openWithToken(page, token, "/studio/ads");
  await expectAdsPage(page);
  for (const screen of screens) {
    await test.step(screen.path, async () => {
      await open(page, screen);
      await expectAccessible(page, screen.path);
    });
  }
}

test.describe("accessibility", () => {
  // axe takes a few seconds a page on the shared 2-core machine.
  test.describe.configure({ timeout: 150_000 });

  test("the ads, campaign and support screens: no serious or critical violation, each names itself", async ({
    page,
    api,
  }) => {
    const token = await adminToken(api);
    const made = await arrange(api, token);
    await checkScreens(page, token, [
      { path: "/studio/ads", title: "Ads · Adstudio", heading: "Ads" },
      { path: "/studio/campaigns", title: "Campaigns · Adstudio", heading: "Campaigns" },
      { path: "/studio/campaign/new", title: "Create Campaign · Adstudio", heading: "Create Campaign" },
      {
        path: `/studio/campaign/${made.campaign}`,
        title: "Edit Campaign · Adstudio",
        heading: made.campaignName,
      },
      {
        path: `/studio/campaign-detail/${made.campaign}`,
        title: "Campaign details · Adstudio",
        heading: made.campaignName,
      },
      { path: "/secret-key", title: "Secret Key · Adstudio", heading: "Secret Key" },
      { path: "/studio/support", title: "Support · Adstudio", heading: "Support" },
      { path: "/studio/coming-soon/5", title: "Calendar · Adstudio", heading: "Coming soon" },
      { path: "/studio/notes", title: "Notes · Adstudio", heading: "Notes" },
      {
        path: "/guidebook",
        title: "Guidebook · Adstudio",
        heading: "Guidelines and Specifications",
        // axe reads the page once the guide's first page and its text layer are drawn.
        ready: (p) => expect(p.locator(".react-pdf__Page__textContent")).toBeVisible({ timeout: 20_000 }),
      },
    ]);
  });

  test("the master-data lists: no serious or critical violation, each names itself", async ({
    page,
    api,
  }) => {
    const token = await adminToken(api);
    await checkScreens(page, token, [
      { path: "/studio/users", title: "Users · Adstudio", heading: "Users" },
      { path: "/studio/roles", title: "Roles · Adstudio", heading: "Roles" },
      { path: "/studio/menuCollection", title: "Menu Collection · Adstudio", heading: "Menu Collection" },
      { path: "/studio/formElements", title: "Form Elements · Adstudio", heading: "Form Elements" },
      { path: "/studio/company", title: "Company · Adstudio", heading: "Company" },
      { path: "/studio/qrCode", title: "QR Codes · Adstudio", heading: "QR Codes" },
    ]);
  });

  test("the master-data editors: no serious or critical violation, each names itself", async ({
    page,
    api,
  }) => {
    const token = await adminToken(api);
    await checkScreens(page, token, [
      { path: "/studio/user/new", title: "Create User · Adstudio", heading: "Create User" },
      { path: "/studio/roles/new", title: "Create Role · Adstudio" },
      {
        path: "/studio/menuCollection/new",
        title: "Create Menu Collection · Adstudio",
        heading: "Create Menu Collection",
      },
      {
        path: "/studio/createFormElement/new",
        title: "Create Form Element · Adstudio",
        heading: "Create Form Element",
      },
      { path: "/studio/company/new", title: "Create Company · Adstudio", heading: "Create Company" },
      { path: "/studio/qrCode/new", title: "Create QR · Adstudio", heading: "Create QR" },
    ]);
  });

  test("the multiple-devices, 404 and preview pages: no serious or critical violation", async ({
    page,
    api,
  }) => {
    const token = await adminToken(api);
    await checkScreens(page, token, [
      {
        path: "/logout",
        title: "Login from multiple devices detected · Adstudio",
        ready: async (p) => {
          await expect(p.getByRole("button", { name: "Logout from other devices" })).toBeVisible();
        },
      },
      {
        path: "/pages/errors/error-404",
        title: "Page not found · Adstudio",
        ready: async (p) => {
          await expect(p.getByRole("heading", { level: 1 })).toBeVisible();
        },
      },
      {
        path: samplePreviewPath("banner-300x250"),
        title: "banner-300x250 · Preview · Adstudio",
        ready: async (p) => {
          await expect(p.getByTestId("creative-frame")).toBeVisible();
        },
      },
    ]);
  });

  test("the guest screens have no serious or critical axe violation", async ({ page }) => {
    const screens: Screen[] = [
      { path: "/login", title: "Login · Adstudio", heading: "Welcome back" },
      { path: "/register", title: "Register · Adstudio", heading: "Create an account" },
      { path: "/studio/contact", title: "Contact us · Adstudio" },
    ];
    for (const screen of screens) {
      await test.step(screen.path, async () => {
        await open(page, screen);
        await expectAccessible(page, screen.path);
      });
    }
  });

  test("the search dialog, a Disagree/Agree dialog and a toast have no serious or critical violation", async ({
    page,
    api,
  }) => {
    const token = await adminToken(api);
    const { qrId } = await arrange(api, token);
    await openWithToken(page, token, "/studio/qrCode");
    await expect(page.getByRole("heading", { level: 1, name: "QR Codes" })).toBeVisible();

    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page.getByRole("dialog", { name: "Search" })).toBeVisible();
    await page.getByRole("textbox", { name: "Search", exact: true }).fill("roles");
    await expect(page.getByTestId(/^search-result-/)).toHaveCount(1);
    await expectAccessible(page, "search dialog");
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog", { name: "Search" })).toBeHidden();

    await page.getByRole("textbox", { name: /Search/ }).fill(qrId);
    await page.getByRole("button", { name: `Delete ${qrId}` }).click();
    const dialog = page.getByRole("dialog", { name: "Delete QR" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Close" })).toBeVisible();
    await expectAccessible(page, "Delete QR dialog");

    await dialog.getByRole("button", { name: "Agree", exact: true }).click();
    const toast = page.locator(".mantine-Notification-root").first();
    await expect(toast).toBeVisible();
    await expect(toast.getByRole("button", { name: "Close" })).toBeVisible();
    await expectAccessible(page, "toast");
  });

  test("the title follows the page: after the multiple-devices page, the Secret Key page names itself", async ({
    page,
    api,
  }) => {
    const user = await api.register("titles");
    await api.login(user); // a session elsewhere, so signing in here lands on the multiple-devices page
    await signInThroughForm(page, user);
    await expectPath(page, "/logout");
    await expect(page).toHaveTitle("Login from multiple devices detected · Adstudio");

    await page.getByRole("button", { name: "Logout from other devices" }).click();
    await expectAdsPage(page);
    await expect(page).toHaveTitle("Ads · Adstudio");
    await page
      .getByRole("navigation", { name: "Main navigation" })
      .getByRole("link", { name: "Secret Key" })
      .click();
    await expectPath(page, "/secret-key");
    await expect(page).toHaveTitle("Secret Key · Adstudio");
  });

  test("the toolbar on a 390 and a 320 px phone: logo and every control visible, each its own 24 px target", async ({
    page,
    api,
  }) => {
    const token = await adminToken(api);
    await openWithToken(page, token, "/studio/ads");
    await expectAdsPage(page);
    const toolbar = page.getByTestId("toolbar");
    const targets = [
      toolbar.getByRole("link", { name: "Adstudio home" }),
      ...[
        "Toggle navigation",
        "Search",
        "Team Chat",
        "Quick panel",
        "Toggle fullscreen",
        "Language: EN",
        "Settings",
      ].map((name) => toolbar.getByRole("button", { name, exact: true })),
      toolbar.getByTestId("user-menu"),
    ];
    for (const width of [390, 320]) {
      await test.step(`${width} px`, async () => {
        await page.setViewportSize({ width, height: 844 });
        const boxes: { x: number; y: number; width: number; height: number }[] = [];
        for (const target of targets) {
          await expect(target).toBeVisible();
          const box = await target.boundingBox();
          expect(box, "a drawn target").not.toBeNull();
          if (!box) continue;
          // WCAG 2.5.8: at least 24 × 24 CSS px, and wholly on screen.
          expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24);
          expect(box.x).toBeGreaterThanOrEqual(0);
          expect(box.x + box.width).toBeLessThanOrEqual(width);
          // A tap on it reaches it, not a neighbour drawn over it (the logo once hid Search).
          expect(
            await hitAtCentre(target),
            `${await target.getAttribute("aria-label")} takes its own tap`,
          ).toBe(true);
          boxes.push(box);
        }
        for (const [i, a] of boxes.entries()) {
          for (const b of boxes.slice(i + 1)) {
            const overlap =
              a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
            expect(overlap, "no two targets overlap").toBe(false);
          }
        }
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      });
    }
    // The logo goes home (which, signed in, is the ad list), and opens no search.
    await page.goto("/studio/notes");
    await expect(page.getByRole("heading", { level: 1, name: "Notes" })).toBeVisible();
    await toolbar.getByRole("link", { name: "Adstudio home" }).click();
    await expectPath(page, "/studio/ads");
    await expect(page.getByRole("dialog", { name: "Search" })).toBeHidden();
  });

  test("the ad list's filters show their whole texts at 1280 and 390 px, in one page width", async ({
    page,
    api,
  }) => {
    const token = await adminToken(api);
    await openWithToken(page, token, "/studio/ads");
    await expectAdsPage(page);
    const filters = page.getByRole("toolbar", { name: "Page toolbar" });
    const status = filters.getByRole("combobox", { name: "Status" });
    for (const width of [1280, 390]) {
      await test.step(`${width} px`, async () => {
        await page.setViewportSize({ width, height: 844 });
        for (const name of ["Format", "Company", "Campaign", "Status"]) {
          const select = filters.getByRole("combobox", { name, exact: true });
          const placeholder = (await select.getAttribute("placeholder")) ?? "";
          expect(await roomFor(select, placeholder), `"${placeholder}" shows whole`).toBeGreaterThanOrEqual(
            0,
          );
        }
        // The status's options too ("Published"), as they show in the field once chosen.
        await status.click();
        const options = await page.getByRole("option").allTextContents();
        expect(options.length).toBeGreaterThan(0);
        for (const option of options) {
          expect(await roomFor(status, option), `"${option}" shows whole`).toBeGreaterThanOrEqual(0);
        }
        await page.keyboard.press("Escape");
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      });
    }
  });

  test("the Create Ads chevron points along the reading direction, and down when open", async ({
    page,
    api,
  }) => {
    const token = await adminToken(api);
    await openWithToken(page, token, "/studio/ads");
    await expectAdsPage(page);
    const createAds = page
      .getByRole("navigation", { name: "Main navigation" })
      .getByRole("button", { name: "Create Ads" });
    await expect(createAds).toHaveAttribute("aria-expanded", "false");
    await expect.poll(() => chevronDirection(createAds)).toBe("right");
    await createAds.click();
    await expect.poll(() => chevronDirection(createAds)).toBe("down");
    await createAds.click();

    // What the RTL setting does to the page (settings-store), without changing the shared superadmin's settings.
    await page.evaluate(() => document.documentElement.setAttribute("dir", "rtl"));
    await expect.poll(() => chevronDirection(createAds)).toBe("left");
    await createAds.click();
    await expect.poll(() => chevronDirection(createAds)).toBe("down");
    await page.screenshot({ path: "/tmp/a11y-rtl-navbar.png" });
  });
});

/**
 * Which way a NavLink's chevron points on screen: Mantine draws it pointing down and turns it (and the
 * section around it) with CSS transforms, so the direction is the drawing's down vector through them all.
 */
function chevronDirection(button: Locator): Promise<string> {
  return button.evaluate((root) => {
    let matrix = new DOMMatrix();
    for (
      let node = root.querySelector(".mantine-NavLink-chevron");
      node && node !== root;
      node = node.parentElement
    ) {
      const transform = getComputedStyle(node).transform;
      if (transform && transform !== "none") matrix = new DOMMatrix(transform).multiply(matrix);
    }
    const [x, y] = [matrix.c, matrix.d]; // the image of the vector (0, 1)
    if (Math.abs(x) > Math.abs(y)) return x > 0 ? "right" : "left";
    return y > 0 ? "down" : "up";
  });
}

/** Whether a tap at the middle of `target` lands on it (or inside it) rather than on something drawn over it. */
function hitAtCentre(target: Locator): Promise<boolean> {
  return target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return !!hit && element.contains(hit);
  });
}

/**
 * The px left over when `text` is drawn in `input`'s font inside its content box (padding, and so the
 * chevron, excluded): negative means the text is cut off.
 */
function roomFor(input: Locator, text: string): Promise<number> {
  return input.evaluate((element, drawn) => {
    const style = getComputedStyle(element);
    const context = document.createElement("canvas").getContext("2d");
    if (!context) throw new Error("no 2d canvas");
    context.font = style.font;
    const room =
      element.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
    return room - context.measureText(drawn).width;
  }, text);
}
