import { readFile } from "node:fs/promises";
import type { APIRequestContext, Page } from "@playwright/test";
import { expectAccessible } from "../support/axe";
import { expect, test } from "../support/fixtures";
import { openWithToken, saveScreenshot } from "../support/ui";
import { PERSON_USER_AGENT } from "../support/user-agent";
import { adminToken, createCompanyVia, createVia, stamp } from "./master-data-helpers";

const CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

/** One beacon through the real tracker endpoint, as a creative's runtime sends it. */
async function beacon(request: APIRequestContext, query: Record<string, string>, userAgent = CHROME) {
  const response = await request.post(`/api/tracker/event?${new URLSearchParams(query)}`, {
    headers: { "user-agent": userAgent },
  });
  expect(response.status()).toBe(204);
}

/**
 * Gives a new ad a clickTag exit and a `cta` layer whose tap exits through it, and publishes it: the
 * tracker counts only beacons its published version could send (issue 27).
 */
async function publishWithCta(
  request: APIRequestContext,
  token: string,
  ad: { _id: string; document: Record<string, unknown> },
) {
  const headers = { authorization: `Bearer ${token}` };
  const document = {
    ...ad.document,
    exits: { clickTag: { url: "https://coffee.example/spring", label: "Shop" } },
    layers: {
      cta: {
        id: "cta",
        name: "cta",
        page: "page1",
        parent: null,
        order: "a0",
        content: { kind: "text", text: "Shop now" },
        props: { posleft: 10, postop: 10, width: 200, height: 40 },
        overrides: {},
        animations: [],
        actions: [{ on: { type: "tap" }, do: { type: "exit", exit: "clickTag" } }],
        hidden: false,
        locked: false,
      },
    },
  };
  const saved = await request.put(`/api/ads/update/${ad._id}`, { headers, data: { revision: 1, document } });
  expect(saved.status(), await saved.text()).toBe(200);
  const published = await request.post(`/api/ads/publish/${ad._id}`, { headers, data: { revision: 2 } });
  expect(published.status(), await published.text()).toBe(200);
}

/** An advertiser of one company, signed in over the API; answers its token. */
async function advertiserOf(request: APIRequestContext, token: string, companyId: string) {
  const id = `analyst-${stamp()}`;
  const creds = { email: `${id}@e2e.example.com`, password: "advertiser-pass-1" };
  await createVia(request, token, "/api/user/create", {
    username: id,
    email: creds.email,
    displayName: `Analyst ${id}`,
    password: creds.password,
    roleName: "advertiser",
    companyName: [companyId],
  });
  const response = await request.post("/api/auth/login", { data: creds });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/** An input by its accessible name: Mantine's selects and tag inputs are comboboxes. */
const field = (page: Page, label: string) =>
  page
    .getByRole("textbox", { name: label, exact: true })
    .or(page.getByRole("combobox", { name: label, exact: true }));

const kpi = (page: Page, label: string) => page.locator(`[data-kpi="${label}"]`);

/** Today's date in Kolkata, as the dashboard labels its days. */
const todayInKolkata = () =>
  new Intl.DateTimeFormat("en-CA", {
    timeZone: "Asia/Kolkata",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(new Date());

/**
 * Issue 15 "Dashboard" done-when: beacons sent through the tracker show up as the dashboard's figures,
 * the CSV export carries the same numbers, and another company's user sees none of them.
 */
test.describe("analytics dashboard", () => {
  test("shows the figures of the beacons sent, exports them as CSV, and hides them from other companies", async ({
    page,
    api,
    request,
    browser,
    baseURL,
  }, testInfo) => {
    const token = await adminToken(api);
    const acme = await createCompanyVia(request, token, { name: `acme-${stamp()}` });
    const globex = await createCompanyVia(request, token, { name: `globex-${stamp()}` });
    const { ad } = await createVia<{ ad: { _id: string; document: Record<string, unknown> } }>(
      request,
      token,
      "/api/ads/create",
      { name: "Spring cube", type: "rich-media", company: acme._id },
    );
    await publishWithCta(request, token, ad);

    const imps = Array.from({ length: 10 }, (_, i) => `e2e-imp-${i}-${stamp()}`);
    for (const imp of imps)
      await beacon(request, { ad: ad._id, event: "impression", imp, v: "1", size: "sz300x250" });
    // A repeated impression and a crawler's are not counted.
    await beacon(request, { ad: ad._id, event: "impression", imp: imps[0] ?? "", v: "1", size: "sz300x250" });
    await beacon(
      request,
      { ad: ad._id, event: "impression", imp: `bot-${stamp()}`, v: "1", size: "sz300x250" },
      "Googlebot/2.1",
    );
    for (const imp of imps.slice(0, 6))
      await beacon(request, { ad: ad._id, event: "viewable", imp, v: "1", size: "sz300x250" });
    for (const imp of imps.slice(0, 2)) {
      await beacon(request, { ad: ad._id, event: "click", imp, v: "1", size: "sz300x250", exit: "clickTag" });
    }
    for (const imp of imps.slice(0, 3)) {
      await beacon(request, {
        ad: ad._id,
        event: "interaction",
        imp,
        v: "1",
        size: "sz300x250",
        layer: "cta",
        action: "tap",
      });
    }

    await openWithToken(page, token, "/apps/dashboards/analytics");
    await expect(page.getByRole("heading", { level: 1, name: "Analytics" })).toBeVisible();
    await expect(kpi(page, "Impressions")).toHaveText("10");
    await expect(kpi(page, "Viewable rate")).toHaveText("60 %");
    await expect(kpi(page, "Clicks")).toHaveText("2");
    await expect(kpi(page, "CTR")).toHaveText("20 %");
    await expect(kpi(page, "Interactions")).toHaveText("3");
    await expect(page.getByRole("row", { name: "Spring cube cta tap 3" })).toBeVisible();
    // Issue 34: the figures say how fresh they are (every beacon answered so far is in them).
    await expect(page.getByText(/^Updated \d+ s ago$/)).toBeVisible();
    // The repeated impression and the crawler's are shown apart, as filtered.
    await expect(
      page.getByText("Not in these figures: 0 preview views · 2 filtered as invalid"),
    ).toBeVisible();
    // The chart is one Tab stop (arrow keys move through its points): the next Tab leaves it.
    const chart = page.getByRole("application");
    await chart.focus();
    await page.keyboard.press("Tab");
    await expect(chart).not.toBeFocused();
    await expect(chart.locator(":focus")).toHaveCount(0);

    // Issue 27: the ad opened from the public showcase (its card leads to the preview) and in the
    // preview once more, by a person's browser: two preview views, and the live figures do not move.
    const previewViews = async () => {
      const response = await request.get(`/api/tracker/kpis?range=DT&ad=${ad._id}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.status()).toBe(200);
      return ((await response.json()) as { kpis: { previewViews: number } }).kpis.previewViews;
    };
    const visitor = await browser.newContext({ baseURL, userAgent: PERSON_USER_AGENT });
    const showcase = await visitor.newPage();
    await showcase.goto(`/showcase/${acme._id}`);
    const cardLink = showcase
      .getByTestId("showcase-card")
      .filter({ hasText: "Spring cube" })
      .getByRole("link");
    const preview = await visitor.newPage();
    await preview.goto((await cardLink.getAttribute("href")) ?? "");
    await expect.poll(previewViews).toBe(1);
    await preview.reload();
    await expect.poll(previewViews).toBe(2);
    await visitor.close();
    await page.reload();
    await expect(
      page.getByText("Not in these figures: 2 preview views · 2 filtered as invalid"),
    ).toBeVisible();
    await expect(kpi(page, "Impressions")).toHaveText("10");
    await expect(kpi(page, "Viewable rate")).toHaveText("60 %");
    await expect(kpi(page, "CTR")).toHaveText("20 %");
    await expectAccessible(page, "analytics dashboard");
    await saveScreenshot(page, testInfo, "analytics-dashboard");
    // At 1280 and 1440 px every column of the breakdown and layer tables shows (the table need not scroll
    // sideways) and neither card covers the other.
    for (const width of [1280, 1440]) {
      await page.setViewportSize({ width, height: 800 });
      const regions = ["Breakdown figures", "Interactions by layer figures"].map((name) =>
        page.getByRole("region", { name, exact: true }),
      );
      for (const region of regions) {
        await expect(region.getByRole("columnheader", { name: "Interactions" })).toBeVisible();
        const { scrollWidth, clientWidth } = await region.evaluate((el) => ({
          scrollWidth: el.scrollWidth,
          clientWidth: el.clientWidth,
        }));
        expect(scrollWidth, `${width} px`).toBeLessThanOrEqual(clientWidth);
      }
      const [breakdown, layers] = await Promise.all(regions.map((region) => region.boundingBox()));
      const apart =
        !!breakdown &&
        !!layers &&
        (breakdown.y + breakdown.height <= layers.y || breakdown.x + breakdown.width <= layers.x);
      expect(apart, `${width} px: ${JSON.stringify({ breakdown, layers })}`).toBe(true);
    }
    await page.setViewportSize({ width: 1280, height: 800 });

    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export CSV" }).click();
    const file = await (await download).path();
    const lines = (await readFile(file, "utf8")).split("\r\n");
    expect(lines[0]).toBe(
      "\ufeffDay,Impressions,Viewable impressions,Viewable rate (%),Clicks,CTR (%),Interactions,Engagement rate (%),Video starts,Video completes,Video completion rate (%),QR scans",
    );
    // The screen's figures, on today's line and on the Total line.
    expect(lines).toContain(`${todayInKolkata()},10,6,60,2,20,3,0,0,0,,0`);
    expect(lines).toContain("Total,10,6,60,2,20,3,0,0,0,,0");

    // Another company's user, in a browser of their own, sees none of Acme's figures.
    const globexUser = await advertiserOf(request, token, globex._id);
    const other = await browser.newContext({ baseURL });
    const otherPage = await other.newPage();
    await openWithToken(otherPage, globexUser, "/apps/dashboards/analytics");
    await expect(otherPage.getByText("No events in this range", { exact: true })).toBeVisible();
    await expect(kpi(otherPage, "Impressions")).toHaveText("0");
    await other.close();
  });

  test("schedules a weekly report from the dashboard and lists it", async ({ page, api, request }) => {
    const token = await adminToken(api);
    const acme = await createCompanyVia(request, token, { name: `reports-${stamp()}` });
    await openWithToken(page, token, "/apps/dashboards/analytics");
    await page.getByRole("link", { name: "Scheduled reports" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Scheduled Reports" })).toBeVisible();
    await page.getByRole("link", { name: "Schedule Report" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Schedule a report" })).toBeVisible();

    await page.getByRole("textbox", { name: "Name" }).fill("Monday summary");
    await field(page, "Company").click();
    await page.getByRole("option", { name: acme.name, exact: true }).click();
    // A pasted list becomes one tag per address.
    await field(page, "Recipients").fill("ops@acme.example, cfo@acme.example");
    await field(page, "Recipients").press("Enter");
    await expectAccessible(page, "scheduled report editor");
    await page.getByRole("button", { name: "Save" }).click();

    await expect(page.getByText("Created successfully")).toBeVisible();
    const row = page.getByRole("row", { name: /Monday summary/ });
    await expect(row).toContainText("Mondays at 08:00 (Asia/Kolkata)");
    await expect(row).toContainText("2 people");
    await expect(row).toContainText(acme.name);
    await expectAccessible(page, "scheduled reports");
  });
});
