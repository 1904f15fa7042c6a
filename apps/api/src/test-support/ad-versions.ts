import { createHash } from "node:crypto";
import { afterAll, beforeAll, expect } from "vitest";
import { assetStorageKey } from "../features/ads/asset-files.js";
import { signInSuperadmin } from "./accounts.js";
import { companyUser, createCompany } from "./campaigns.js";
import { TINY_PNG } from "./companies.js";
import { createTestContext, json, type TestContext } from "./test-app.js";

const hash = createHash("sha256").update(TINY_PNG).digest("hex");
/** A 1x1 PNG as the ads' one picture asset (store its bytes under `assetStorageKey(image)`). */
export const image = {
  hash,
  type: "image",
  mime: "image/png",
  name: "cup.png",
  bytes: TINY_PNG.length,
  width: 1,
  height: 1,
} as const;

/** A layer of the test ads, with a clickTag exit. */
export const layer = (id: string, content: unknown, props: Record<string, unknown>) => ({
  id,
  name: id,
  page: "page1",
  parent: null,
  order: `a${id.length}`,
  content,
  props,
  overrides: {},
  animations: [],
  actions: [{ on: { type: "click" }, do: { type: "exit", exit: "clickTag" } }],
  hidden: false,
  locked: false,
});

/**
 * A test file's database with company `<prefix>-acme`, its designer `User <prefix>-designer` (who makes the
 * ads) and the admin, and requests about ad versions. Fields are set once `beforeAll` has run.
 */
export function versionFixture(prefix: string) {
  const state = { t: undefined as unknown as TestContext, admin: "", designer: "", acme: "" };
  const request = (method: string, path: string, options?: { body?: unknown; token?: string }) =>
    state.t.request(method, path, options);

  async function createAd(name: string, type = "mini") {
    const res = await request("POST", "/api/ads/create", { token: state.designer, body: { name, type } });
    expect(res.status, await res.clone().text()).toBe(201);
    return (await json(res)).ad;
  }

  /** An ad of another company (`<prefix>-globex`, made by its own designer): one the fixture's users may not reach. */
  async function otherCompanyAd(name: string): Promise<string> {
    const globex = await createCompany(state.t, state.admin, `${prefix}-globex`);
    const designer = await companyUser(state.t, state.admin, `${prefix}-globex-designer`, "designer", [
      globex,
    ]);
    const res = await request("POST", "/api/ads/create", { token: designer, body: { name, type: "mini" } });
    expect(res.status, await res.clone().text()).toBe(201);
    return (await json(res)).ad._id;
  }

  /** Saves a picture and `headline` into the ad's document at `revision`; answers the saved ad. */
  async function saveHeadline(ad: { _id: string; document: object }, revision: number, headline: string) {
    const document = {
      ...ad.document,
      exits: { clickTag: { url: "https://coffee.example/spring", label: "Shop" } },
      assets: { [hash]: image },
      layers: {
        cup: layer(
          "cup",
          { kind: "image", asset: hash, alt: "A cup" },
          { posleft: 0, postop: 0, width: 60, height: 60 },
        ),
        headline: layer(
          "headline",
          { kind: "text", text: headline },
          { posleft: 70, postop: 20, width: 200, height: 40 },
        ),
      },
    };
    const res = await request("PUT", `/api/ads/update/${ad._id}`, {
      token: state.designer,
      body: { revision, document },
    });
    expect(res.status, await res.clone().text()).toBe(200);
    return (await json(res)).ad;
  }

  const publish = (id: string, body: Record<string, unknown>, token = state.designer) =>
    request("POST", `/api/ads/publish/${id}`, { token, body });
  const rollback = (id: string, body: Record<string, unknown>, token = state.designer) =>
    request("POST", `/api/ads/rollback/${id}`, { token, body });

  async function versionsOf(id: string, token = state.designer) {
    const res = await request("GET", `/api/ads/versions/${id}`, { token });
    expect(res.status, await res.clone().text()).toBe(200);
    return (await json(res)).versions;
  }

  const adOf = async (id: string) =>
    (await json(await request("GET", `/api/ads/${id}`, { token: state.designer }))).ad;

  async function served(path: string) {
    const res = await request("GET", path);
    return { status: res.status, text: await res.text() };
  }

  /** An ad published twice: version 1 says "Fresh roast", version 2 (live) "Dark roast"; draft at revision 3. */
  async function twoVersions(name: string): Promise<string> {
    const ad = await createAd(name);
    await saveHeadline(ad, 1, "Fresh roast");
    expect((await publish(ad._id, { revision: 2, notes: "  Spring launch  " })).status).toBe(200);
    await saveHeadline(ad, 2, "Dark roast");
    expect((await publish(ad._id, { revision: 3 })).status).toBe(200);
    return ad._id;
  }

  beforeAll(async () => {
    state.t = await createTestContext();
    state.admin = await signInSuperadmin(state.t);
    state.acme = await createCompany(state.t, state.admin, `${prefix}-acme`);
    state.designer = await companyUser(state.t, state.admin, `${prefix}-designer`, "designer", [state.acme]);
    await state.t.deps.storage.put(assetStorageKey(image), TINY_PNG, "image/png");
  });
  afterAll(() => state.t.close());

  return Object.assign(state, {
    createAd,
    otherCompanyAd,
    saveHeadline,
    publish,
    rollback,
    versionsOf,
    adOf,
    served,
    twoVersions,
  });
}
