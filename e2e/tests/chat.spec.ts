import type { APIRequestContext, Page } from "@playwright/test";
import { expectAccessible } from "../support/axe";
import { expect, test } from "../support/fixtures";
import { openWithToken, saveScreenshot } from "../support/ui";
import { auth, memberOf } from "./chat-helpers";
import { adminToken, createCompanyVia, createVia, stamp } from "./master-data-helpers";

/**
 * Issue 16 'Done when': two users of one company chat live in two browser contexts (the message appears
 * for the other with an unread count, Escape closes the panel); a user of another company can neither
 * read nor post into their chat; the quick panel shows a real flight event and a real note.
 */

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** A campaign whose flight starts in three days, over the API (the quick panel's real event). */
async function campaignStartingSoon(
  request: APIRequestContext,
  admin: string,
  companyId: string,
  name: string,
) {
  const flight = { placement: "Homepage", size: "300x250", startDate: day(3), endDate: day(20) };
  await createVia(request, admin, "/api/campaign/create", {
    name,
    advertiserCompany: companyId,
    brand: "Fizz",
    objective: "awareness",
    startDate: day(3),
    endDate: day(60),
    status: "draft",
    flights: [{ ...flight, impressions: 250000, cpmRate: 4.2 }],
    notes: "",
    brief: null,
    logos: [],
  });
}

const contactButton = (page: Page, name: string) =>
  page.getByRole("button", { name: new RegExp(`^${name}, `) }).first();
const chatPanel = (page: Page) => page.getByRole("complementary", { name: "Team Chat", exact: true });

test("two users of one company chat live; another company is kept out; the quick panel shows real records", async ({
  api,
  browser,
  baseURL,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const admin = await adminToken(api);
  const company = await createCompanyVia(request, admin, { name: `chat-${stamp()}` });
  const other = await createCompanyVia(request, admin, { name: `other-${stamp()}` });
  const ann = await memberOf(request, admin, company._id, "ann");
  const bob = await memberOf(request, admin, company._id, "bob");
  const eve = await memberOf(request, admin, other._id, "eve");

  // Ann and Bob have wide screens, where the contact strip is docked (from 88em); narrower ones open the
  // chat from the toolbar, as Eve's does below.
  const wide = { width: 1440, height: 900 };
  const annContext = await browser.newContext({ baseURL, viewport: wide });
  const bobContext = await browser.newContext({ baseURL, viewport: wide });
  try {
    const annPage = await annContext.newPage();
    const bobPage = await bobContext.newPage();
    await openWithToken(annPage, ann.token);
    await openWithToken(bobPage, bob.token);
    // Both event streams are open before anything is sent: what follows arrives live, not on a load.
    await expect(bobPage.locator('[data-live="true"]')).toHaveCount(1);
    await expect(annPage.locator('[data-live="true"]')).toHaveCount(1);

    // Ann opens the conversation with Bob from the docked contact strip.
    await contactButton(annPage, bob.name).click();
    const annPanel = chatPanel(annPage);
    await expect(annPanel.getByRole("heading", { name: "Team Chat" })).toBeVisible();
    await expect(annPanel.getByText("Start a conversation by typing your message below.")).toBeVisible();
    const input = annPanel.getByPlaceholder("Type your message.");
    const text = `Is the <b>300x250</b> ready? ${stamp()}`;
    await input.fill(text);
    await input.press("Enter");
    await expect(annPanel.getByText(text, { exact: true })).toBeVisible();
    await expect(input).toHaveValue("");
    await expect(annPanel.locator("time").first()).toHaveText(
      /^[A-Z][a-z]+ \d{1,2}(st|nd|rd|th) \d{4}, \d{1,2}:\d{2}:\d{2} (am|pm)$/,
    );
    await saveScreenshot(annPage, testInfo, "chat-panel-conversation");

    // Bob, who has not opened anything, sees it arrive live: an unread count on Ann and a notice.
    const annOnBobsStrip = contactButton(bobPage, ann.name);
    await expect(annOnBobsStrip).toHaveAccessibleName(new RegExp(`^${ann.name}, .*, 1 unread$`));
    await expect(bobPage.getByText(`${ann.name}: ${text}`)).toBeVisible();
    await saveScreenshot(bobPage, testInfo, "chat-strip-unread");

    await annOnBobsStrip.click();
    const bobPanel = chatPanel(bobPage);
    await expect(bobPanel.getByText(text, { exact: true })).toBeVisible();
    await expectAccessible(bobPage, "chat panel open");
    await expect(contactButton(bobPage, ann.name)).not.toHaveAccessibleName(/unread/);
    await bobPage.keyboard.press("Escape");
    await expect(bobPanel).toBeHidden();

    // At 1280 px the toolbar opens the chat; Eve (another company) has nobody to chat with.
    const evePage = await browser.newPage({ baseURL, viewport: { width: 1280, height: 800 } });
    await openWithToken(evePage, eve.token);
    await evePage.getByRole("button", { name: "Team Chat", exact: true }).click();
    const evePanel = chatPanel(evePage);
    await expect(evePanel.getByRole("heading", { name: "Team Chat" })).toBeVisible();
    await expect(
      evePanel.getByText("No contacts yet: the people of your company appear here."),
    ).toBeVisible();
    await expect(evePanel.getByRole("button", { name: new RegExp(ann.name) })).toHaveCount(0);
    await evePanel.getByRole("button", { name: "Close Team Chat" }).click();
    await expect(evePanel).toBeHidden();
    // Opened from the toggle, Escape closes it at once (the focus is in the panel, not on the toggle).
    const toggle = evePage.getByRole("button", { name: "Team Chat", exact: true });
    await toggle.click();
    await expect(evePanel).toBeVisible();
    await evePage.keyboard.press("Escape");
    await expect(evePanel).toBeHidden();
    await expect(toggle).toBeFocused();
    await evePage.close();

    // Eve, of another company, can neither read nor post into their chat.
    const chatId = (
      (await (
        await request.get(`/api/chat/get-chat?contactId=${bob.id}`, { headers: auth(ann.token) })
      ).json()) as { chat: { id: string } }
    ).chat.id;
    const read = await request.get(`/api/chat/get-chat?contactId=${ann.id}`, { headers: auth(eve.token) });
    expect([403, 404]).toContain(read.status());
    const post = await request.post("/api/chat/send-message", {
      headers: auth(eve.token),
      data: { chatId, contactId: ann.id, messageText: "let me in" },
    });
    expect([403, 404]).toContain(post.status());
    const bobsDialog = (await (
      await request.get(`/api/chat/get-chat?contactId=${ann.id}`, { headers: auth(bob.token) })
    ).json()) as { chat: { dialog: { message: string }[] } };
    expect(bobsDialog.chat.dialog.map((m) => m.message)).toEqual([text]);

    // The quick panel: a real flight event and a real note of Ann's.
    const campaign = `Chat launch ${stamp()}`;
    await campaignStartingSoon(request, admin, company._id, campaign);
    const note = `Brief for ${stamp()}`;
    const created = await request.post("/api/notes-app/create-note", {
      headers: auth(ann.token),
      data: { note: { title: note, description: "Logo in SVG", archive: false, labels: [], checklist: [] } },
    });
    expect(created.status()).toBe(200);
    await annPage.getByRole("button", { name: "Quick panel" }).click();
    const quick = annPage.getByRole("dialog");
    await expect(quick.getByRole("link", { name: `${campaign} starts` })).toBeVisible();
    await expect(quick.getByRole("link", { name: note })).toBeVisible();
    await expect(quick.getByRole("switch", { name: "Notifications" })).toBeChecked();
    await expect(quick.getByRole("switch", { name: "Cloud Sync" })).toBeChecked();
    await expect(quick.getByText("Retro Thrusters")).toHaveCount(0);
    await saveScreenshot(annPage, testInfo, "quick-panel");
    await expectAccessible(annPage, "quick panel open");
  } finally {
    await annContext.close();
    await bobContext.close();
  }
});
