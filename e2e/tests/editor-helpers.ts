import { createRequire } from "node:module";
import { type APIRequestContext, expect, type Locator, type Page } from "@playwright/test";
import type { AdRecord } from "../../packages/contract/src/endpoints/ads";
import { createCompanyVia, createVia, stamp } from "./master-data-helpers";

/** Helpers of the editor specs: users and ads arranged over the API, the editor's parts, a pixel diff. */

/** A user of `role` in `company` (a new one unless given), signed in over the API. */
export async function userWithCompany(
  request: APIRequestContext,
  adminToken: string,
  role: string,
  existing?: { _id: string; name: string },
) {
  const id = `e2e-${role}-${stamp()}`;
  const company =
    existing ??
    (await createCompanyVia(request, adminToken, { name: `${id}-co`, domains: [`${id}.example.com`] }));
  const creds = { email: `${id}@e2e.example.com`, password: `${role}-pass-1` };
  await createVia(request, adminToken, "/api/user/create", {
    username: id,
    email: creds.email,
    displayName: `E2E ${role} ${id}`,
    password: creds.password,
    roleName: role,
    companyName: [company._id],
  });
  const response = await request.post("/api/auth/login", { data: creds });
  expect(response.status(), await response.text()).toBe(200);
  return { company, token: ((await response.json()) as { token: string }).token };
}

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** POST /api/ads/create: a blank ad of a format in a company. */
export async function createAd(request: APIRequestContext, token: string, type: string, company: string) {
  const { ad } = await createVia<{ ad: AdRecord }>(request, token, "/api/ads/create", {
    name: `e2e-${type}-${stamp()}`,
    type,
    company,
  });
  return ad;
}

/** GET /api/ads/{id}: the saved ad. */
export async function getAd(request: APIRequestContext, token: string, id: string): Promise<AdRecord> {
  const response = await request.get(`/api/ads/${id}`, { headers: auth(token) });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { ad: AdRecord }).ad;
}

/** The editor's regions and controls, by the names a user (or screen reader) meets them. */
export function editor(page: Page) {
  const layers = page.getByRole("region", { name: "Layers", exact: true });
  return {
    root: page.getByTestId("ad-editor"),
    layers,
    /** The names of the current page's layers, top first. */
    layerNames: layers.locator("[aria-pressed]"),
    layer: (name: string) => layers.getByRole("button", { name, exact: true }),
    properties: page.getByRole("complementary", { name: "Properties and actions" }),
    canvas: page.getByRole("application", { name: "Ad canvas" }),
    frame: page.getByTestId("canvas-frame"),
    timeline: page.getByRole("region", { name: "Animation timeline" }),
    saveState: page.locator("[data-save-status]"),
    addLayer: async (item: string) => {
      await layers.getByRole("button", { name: "Add layer" }).click();
      await page.getByRole("menuitem", { name: item, exact: true }).click();
    },
    tab: (name: string) => page.getByRole("tab", { name, exact: true }),
  };
}

/** Waits until the autosave has written every change ("Saved" in the toolbar). */
export async function expectSaved(page: Page): Promise<void> {
  await expect(editor(page).saveState).toHaveAttribute("data-save-status", "saved", { timeout: 15_000 });
  await expect(editor(page).saveState).toContainText("Saved");
}

/** Sets the canvas zoom from the toolbar's zoom menu ("Fit", "100 %"…). */
export async function zoomTo(page: Page, label: string): Promise<void> {
  await page.getByRole("button", { name: /^Zoom: / }).click();
  await page.getByRole("menuitem", { name: label, exact: true }).click();
  await expect(page.getByRole("button", { name: `Zoom: ${label}` })).toBeVisible();
}

// sharp is the API's image library; the e2e package borrows it rather than adding a second PNG codec.
interface RawImage {
  data: Buffer;
  info: { width: number; height: number; channels: number };
}
interface SharpImage {
  ensureAlpha(): SharpImage;
  raw(): SharpImage;
  png(): SharpImage;
  toBuffer(): Promise<Buffer>;
  toBuffer(options: { resolveWithObject: true }): Promise<RawImage>;
}
const sharp = createRequire(new URL("../../apps/api/package.json", import.meta.url))("sharp") as (
  input: Buffer,
) => SharpImage;

/** A 300x250 picture for the asset library: a two-colour gradient with a circle, drawn from SVG. */
export function testPicture(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="250">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#f4d35e"/><stop offset="1" stop-color="#ee964b"/></linearGradient></defs>
    <rect width="300" height="250" fill="url(#g)"/><circle cx="240" cy="60" r="40" fill="#0d3b66"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** How two screenshots of the same size differ: pixels whose largest channel difference exceeds `tolerance`. */
export async function pixelDiff(a: Buffer, b: Buffer, tolerance: number) {
  const [left, right] = await Promise.all(
    [a, b].map((png) => sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true })),
  );
  if (!left || !right) throw new Error("no image");
  expect([right.info.width, right.info.height]).toEqual([left.info.width, left.info.height]);
  const pixels = left.info.width * left.info.height;
  let differing = 0;
  for (let i = 0; i < pixels * 4; i += 4) {
    for (let c = 0; c < 4; c += 1) {
      if (Math.abs((left.data[i + c] ?? 0) - (right.data[i + c] ?? 0)) > tolerance) {
        differing += 1;
        break;
      }
    }
  }
  return { differing, pixels, share: differing / pixels };
}

/** Resolves once every picture of a document (the page's or a frame's) has loaded and decoded. */
export async function picturesLoaded(scope: Locator): Promise<void> {
  const pictures = scope.locator("img");
  for (const picture of await pictures.all()) {
    await expect(picture).toHaveJSProperty("complete", true);
    expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  }
}
