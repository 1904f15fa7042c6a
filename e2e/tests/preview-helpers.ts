import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, type Locator, type Page, type TestInfo } from "@playwright/test";
import { findSampleCreative, type SampleCreative } from "../../packages/core/src/catalogue/sample-creatives";
import { previewLink } from "../../packages/core/src/preview/preview-link";

/** Screenshots always go to e2e/test-results/screenshots, whatever `--output` says (and are attached). */
export const SCREENSHOT_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../test-results/screenshots",
);

export function sample(name: string): SampleCreative {
  const found = findSampleCreative(name);
  if (!found) throw new Error(`no sample creative ${name}`);
  return found;
}

/** The preview link of a sample, as the studio shares it (core's previewLink), relative to the server. */
export function samplePreviewPath(name: string, extra: Record<string, string> = {}): string {
  const s = sample(name);
  const link = previewLink({ url: s.path, size: s.size, type: s.type, teasers: s.teasers, name: s.name });
  const query = new URLSearchParams(extra).toString();
  return query ? `${link}&${query}` : link;
}

export const frame = (page: Page) => page.getByTestId("creative-frame");

/**
 * An element's own CSS size: offsetWidth/Height for HTML elements (they ignore the mock-ups' scale
 * transforms), the layout box for SVG (which has no offset size; it is never inside a scaled box here).
 */
export async function cssSize(locator: Locator): Promise<{ width: number; height: number }> {
  return locator.evaluate((el) => {
    if (el instanceof HTMLElement) return { width: el.offsetWidth, height: el.offsetHeight };
    const rect = el.getBoundingClientRect();
    return { width: Math.round(rect.width), height: Math.round(rect.height) };
  });
}

/** The creative frame is exactly `width` × `height`, is told so in its address, and its document loaded. */
export async function expectFrame(page: Page, width: number, height: number): Promise<void> {
  const creative = frame(page);
  await expect(creative).toHaveCount(1);
  await expect(creative).toHaveAttribute("width", String(width));
  await expect(creative).toHaveAttribute("height", String(height));
  expect(await cssSize(creative)).toEqual({ width, height });
  const src = new URL((await creative.getAttribute("src")) ?? "", page.url());
  expect(src.searchParams.get("width")).toBe(String(width));
  expect(src.searchParams.get("height")).toBe(String(height));
  await expect(creative.contentFrame().locator("body")).toBeAttached();
  await expectAllFramesSandboxed(page);
}

/** Every frame on the page (shadow roots included) is sandboxed, never with allow-same-origin. */
export async function expectAllFramesSandboxed(page: Page): Promise<number> {
  const sandboxes = await page.evaluate(() => {
    const found: (string | null)[] = [];
    const visit = (root: Document | ShadowRoot) => {
      for (const el of root.querySelectorAll("*")) {
        if (el instanceof HTMLIFrameElement) found.push(el.getAttribute("sandbox"));
        if (el.shadowRoot) visit(el.shadowRoot);
      }
    };
    visit(document);
    return found;
  });
  for (const sandbox of sandboxes) {
    expect(sandbox, "every frame has a sandbox attribute").not.toBeNull();
    expect(sandbox).toContain("allow-scripts");
    expect(sandbox?.split(/\s+/)).not.toContain("allow-same-origin");
  }
  return sandboxes.length;
}

export interface ControlState {
  desktop: boolean;
  mobile: boolean;
  bars: boolean;
  rotate: boolean;
}

const CONTROL_IDS: Record<keyof ControlState, string> = {
  desktop: "toggle-desktop",
  mobile: "toggle-mobile",
  bars: "toggle-browser-bars",
  rotate: "rotate",
};

/** Which side-panel controls are enabled; `null` means the format has no side panel. */
export async function expectControls(page: Page, state: ControlState | null): Promise<void> {
  if (state === null) {
    await expect(page.getByTestId("side-panel")).toHaveCount(0);
    return;
  }
  await expect(page.getByTestId("side-panel")).toBeVisible();
  for (const [key, id] of Object.entries(CONTROL_IDS) as [keyof ControlState, string][]) {
    const control = page.getByTestId(id);
    if (state[key]) await expect(control, `${key} enabled`).toBeEnabled();
    else await expect(control, `${key} disabled`).toBeDisabled();
  }
}

/** Outer size of a mock-up as drawn (bounding box, after any fit-to-width scaling). */
export async function boxSize(locator: Locator): Promise<{ width: number; height: number }> {
  const box = await locator.boundingBox();
  if (!box) throw new Error("element has no box");
  return { width: Math.round(box.width), height: Math.round(box.height) };
}

/**
 * Saves a screenshot as e2e/test-results/screenshots/<name>.png (or in `dir`) and attaches it to the
 * report. First the pointer is parked (no hover state) and the creatives' intro animations are let finish
 * (each frame's finite CSS animations, at most 4 s), so the picture shows the creative, not its first frame.
 * `settle = false` takes it at once: a story's page timer is such an animation, and its end is the moment
 * the next page starts, before that page's own intro.
 */
export async function shot(
  page: Page,
  testInfo: TestInfo,
  name: string,
  fullPage = true,
  dir = SCREENSHOT_DIR,
  settle = true,
): Promise<void> {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}.png`);
  await page.mouse.move(1, 1);
  for (const f of settle ? page.frames() : []) {
    await f
      .evaluate(() => {
        const finite = document
          .getAnimations()
          .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime ?? Number.NaN)));
        const settled = Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
        return Promise.race([settled, new Promise((resolve) => setTimeout(resolve, 4000))]);
      })
      .catch(() => undefined); // a frame that navigated away meanwhile
  }
  // Not `fullPage: true`: Chromium's full-page capture briefly reports a 1 × 1 window, which the preview
  // takes for a narrow one (it re-renders the full-window view and back, and the open dialog loses its
  // state). A viewport grown to the page's height pictures the same without that.
  const viewport = page.viewportSize();
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const grow = fullPage && viewport !== null && height > viewport.height;
  if (grow) await page.setViewportSize({ width: viewport.width, height });
  await page.screenshot({ path: file });
  if (grow) await page.setViewportSize(viewport);
  await testInfo.attach(name, { path: file, contentType: "image/png" });
}

/** PNG file signature and the width/height of its IHDR chunk. */
export function pngSize(bytes: Buffer): { width: number; height: number } {
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(bytes.subarray(12, 16).toString("latin1")).toBe("IHDR");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}
