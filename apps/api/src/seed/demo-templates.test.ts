import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInSuperadmin } from "../test-support/accounts.js";
import { createCompany } from "../test-support/campaigns.js";
import { createTestContext, json, type TestContext } from "../test-support/test-app.js";
import { DEMO_LEADERBOARD_NAME } from "./demo-leaderboard.js";
import { DEMO_TEMPLATE_NAME, seedDemoTemplate } from "./demo-templates.js";

let t: TestContext;
let dataDir: string;
let admin: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "adstudio-demo-template-"));
  t = await createTestContext({ ADSTUDIO_DATA_DIR: dataDir });
  admin = await signInSuperadmin(t);
}, 60_000);
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const templates = async () =>
  (await json(await t.request("GET", "/api/templates", { token: admin }))).templates;

describe("the demo HTML5 templates", () => {
  it("are not added without the demo company", async () => {
    expect(await seedDemoTemplate(t.deps)).toBe(0);
    expect(await templates()).toEqual([]);
  });

  it("give the demo company two clean, hosted templates with a clickTag, once", async () => {
    const company = await createCompany(t, admin, "adstudio-demo");
    expect(await seedDemoTemplate(t.deps)).toBe(2);
    expect(await seedDemoTemplate(t.deps)).toBe(0);
    const all = await templates();
    expect(all).toHaveLength(2);
    const template = all.find((row: { name: string }) => row.name === DEMO_TEMPLATE_NAME);
    const leaderboard = all.find((row: { name: string }) => row.name === DEMO_LEADERBOARD_NAME);
    expect(leaderboard).toMatchObject({
      size: "728x90",
      clickTag: true,
      errors: 0,
      company: { _id: company },
    });
    const board = await t.app.request(`/creatives/templates/${leaderboard._id}/index.html`);
    expect(await board.text()).toContain('<meta name="ad.size" content="width=728,height=90">');
    expect(template).toMatchObject({
      name: DEMO_TEMPLATE_NAME,
      size: "300x250",
      clickTag: true,
      errors: 0,
      company: { _id: company },
    });
    const page = await t.app.request(`/creatives/templates/${template._id}/index.html`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<meta name="ad.size" content="width=300,height=250">');
    const cup = await t.app.request(`/creatives/templates/${template._id}/images/cup.svg`);
    expect(cup.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
  });
});
