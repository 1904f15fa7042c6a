import type { APIRequestContext, BrowserContext, Page } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import { expectAdsPage, openWithToken, saveScreenshot } from "../support/ui";
import { auth, type Member, memberOf } from "./chat-helpers";
import { adminToken, createCompanyVia, stamp } from "./master-data-helpers";

/**
 * Issue 32 'Done when': 8 studio tabs of one browser over plain HTTP/1.1 (six connections per host) all
 * load and all receive a chat message sent by another user, because the tabs share one event stream.
 * When the tab holding it closes, another takes it over and the rest still get the next message.
 */

async function send(request: APIRequestContext, token: string, contactId: string, text: string) {
  const chat = await request.get(`/api/chat/get-chat?contactId=${contactId}`, { headers: auth(token) });
  expect(chat.status()).toBe(200);
  const chatId = ((await chat.json()) as { chat: { id: string } }).chat.id;
  const sent = await request.post("/api/chat/send-message", {
    headers: auth(token),
    data: { chatId, contactId, messageText: text },
  });
  expect(sent.ok()).toBe(true);
}

const contactButton = (page: Page, name: string) =>
  page.getByRole("button", { name: new RegExp(`^${name}, `) }).first();

/** Opens 8 tabs of Bob's in one context, sends from Ann, closes the first tab, sends again. */
async function eightTabs(context: BrowserContext, request: APIRequestContext, ann: Member, bob: Member) {
  const first = await context.newPage();
  await openWithToken(first, bob.token);
  const pages = [first];
  for (let n = 1; n < 8; n++) {
    const page = await context.newPage();
    await page.goto("/studio/ads");
    pages.push(page);
  }
  for (const page of pages) {
    await expectAdsPage(page);
    await expect(page.locator('[data-live="true"]')).toHaveCount(1);
  }

  const text = `Eight tabs, one stream ${stamp()}`;
  await send(request, ann.token, bob.id, text);
  for (const page of pages) {
    await expect(contactButton(page, ann.name)).toHaveAccessibleName(
      new RegExp(`^${ann.name}, .*, 1 unread$`),
    );
  }

  // The first tab took the stream; it closes, another tab takes over, and the rest hear the next one.
  await first.close();
  const rest = pages.slice(1);
  for (const page of rest) await expect(page.locator('[data-live="true"]')).toHaveCount(1);
  await send(request, ann.token, bob.id, `${text} again`);
  for (const page of rest) {
    await expect(contactButton(page, ann.name)).toHaveAccessibleName(
      new RegExp(`^${ann.name}, .*, 2 unread$`),
    );
  }
  return rest;
}

async function colleagues(api: Parameters<typeof adminToken>[0], request: APIRequestContext) {
  const admin = await adminToken(api);
  const company = await createCompanyVia(request, admin, { name: `tabs-${stamp()}` });
  const ann = await memberOf(request, admin, company._id, "ann");
  const bob = await memberOf(request, admin, company._id, "bob");
  return { ann, bob };
}

// Wide screens dock the contact strip, where the unread count shows on Ann's name.
const WIDE = { width: 1440, height: 900 };

test("8 studio tabs over HTTP/1.1 all load and all receive a chat message; a closed leader tab is taken over", async ({
  api,
  browser,
  baseURL,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  expect(baseURL?.startsWith("http://")).toBe(true);
  const { ann, bob } = await colleagues(api, request);
  const context = await browser.newContext({ baseURL, viewport: WIDE });
  try {
    const rest = await eightTabs(context, request, ann, bob);
    await saveScreenshot(rest[6] as Page, testInfo, "chat-eighth-tab");
  } finally {
    await context.close();
  }
});

test("the same over plain HTTP on a non-local address, where browsers offer no Web Locks", async ({
  api,
  playwright,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  const { ann, bob } = await colleagues(api, request);
  // A name that is not localhost makes the page an insecure context, as a studio on a LAN address is.
  const origin = `http://studio.test:${new URL(baseURL ?? "").port}`;
  const browser = await playwright.chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--no-first-run",
      "--host-resolver-rules=MAP studio.test 127.0.0.1",
    ],
  });
  try {
    const context = await browser.newContext({ baseURL: origin, viewport: WIDE });
    const probe = await context.newPage();
    await probe.goto("/login");
    expect(await probe.evaluate(() => [window.isSecureContext, "locks" in navigator])).toEqual([
      false,
      false,
    ]);
    await probe.close();
    await eightTabs(context, request, ann, bob);
  } finally {
    await browser.close();
  }
});
