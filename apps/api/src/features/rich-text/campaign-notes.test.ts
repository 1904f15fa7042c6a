import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { campaigns } from "../../db/schema.js";
import { signInSuperadmin } from "../../test-support/accounts.js";
import { createCompany, validCampaign } from "../../test-support/campaigns.js";
import { createTestContext, json, type TestContext } from "../../test-support/test-app.js";

let t: TestContext;
let token: string;
let company: string;
beforeAll(async () => {
  t = await createTestContext();
  token = await signInSuperadmin(t);
  company = await createCompany(t, token, "richtext");
});
afterAll(() => t.close());

async function saved(notes: string) {
  const res = await t.request("POST", "/api/campaign/create", {
    token,
    body: validCampaign(company, { notes }),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await json(res)).campaign as { _id: string; values: { notes: string } };
}

async function readBack(id: string): Promise<string> {
  const res = await t.request("GET", `/api/campaign/${id}`, { token });
  expect(res.status).toBe(200);
  return (await json(res)).campaign.values.notes;
}

describe("campaign notes are stored as sanitised HTML", () => {
  it("XSS payloads are stripped on save and stay stripped when read back", async () => {
    const payload = [
      `<p>Plan <img src=x onerror="alert(1)"></p>`,
      `<p><a href="javascript:alert(2)">one</a> <a href="&#106;avascript:alert(3)">two</a></p>`,
      `<svg onload="alert(4)"></svg><script>alert(5)</script>`,
      `<p style="color: #e03131; background-image: url(https://evil.example/x.png)" onmouseover="alert(6)">red</p>`,
      `<iframe src="https://evil.example"></iframe>`,
    ].join("");
    const campaign = await saved(payload);
    const clean =
      `<p>Plan </p><p><a rel="noopener noreferrer nofollow">one</a> <a rel="noopener noreferrer nofollow">two</a></p>` +
      `<p style="color:#e03131">red</p>`;
    expect(campaign.values.notes).toBe(clean);
    expect(await readBack(campaign._id)).toBe(clean);
    const [row] = await t.deps.database.db.select().from(campaigns).where(eq(campaigns.id, campaign._id));
    expect(row?.values.notes).toBe(clean);
  });

  it("the editor's bold, centred, red line and table are kept as written", async () => {
    const html =
      `<p style="text-align:center"><span style="color:#e03131"><strong>Launch</strong></span></p>` +
      `<table><tbody><tr><th colspan="1" rowspan="1"><p>Site</p></th><th colspan="1" rowspan="1"><p>Share</p></th></tr>` +
      `<tr><td colspan="1" rowspan="1"><p>Home</p></td><td colspan="1" rowspan="1"><p>60%</p></td></tr></tbody></table>`;
    const campaign = await saved(html);
    expect(await readBack(campaign._id)).toBe(html);
  });

  it("a payload whose stored HTML would pass 5000 characters is refused with the field's message", async () => {
    const res = await t.request("POST", "/api/campaign/create", {
      token,
      body: validCampaign(company, { notes: `<p>${"a".repeat(5000)}</p>` }),
    });
    expect(res.status).toBe(400);
    expect((await json(res)).errors).toHaveProperty("notes");
  });

  it("markdown stored before the editor is shown as HTML when read", async () => {
    const campaign = await saved("");
    // As the old studio field stored it: markdown text, written before the server converted anything.
    await t.deps.database.db.execute(
      sql`update campaigns set values = jsonb_set(values, '{notes}', to_jsonb(${"**Launch** week\n\n- [site](https://example.com)"}::text)) where id = ${campaign._id}`,
    );
    expect(await readBack(campaign._id)).toBe(
      `<p><strong>Launch</strong> week</p>\n<ul>\n<li><a href="https://example.com" rel="noopener noreferrer nofollow">site</a></li>\n</ul>`,
    );
  });
});
