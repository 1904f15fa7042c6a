import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInSuperadmin } from "../../test-support/accounts.js";
import { createTestContext, type TestContext } from "../../test-support/test-app.js";
import { createCompany } from "../../test-support/tracker-fixtures.js";
import { videoAd } from "../../test-support/vast-ads.js";
import { absolutizeVast } from "../creatives/index.js";

/**
 * Addresses come from configuration, never from a request (issue 30): a publish through a forged Host
 * (and an X-Forwarded-Host from a client no proxy vouches for) changes no address a player gets.
 */
const FORGED = "studio-via-host.example";
const FORGED_HEADERS = { "x-forwarded-host": FORGED, "x-forwarded-proto": "https" };
const PUBLIC_URL = "https://studio.example.com";

/** Publishes a new video ad through the forged host; answers its id. */
async function publishThroughForgedHost(t: TestContext, name: string): Promise<string> {
  const admin = await signInSuperadmin(t);
  const company = await createCompany(t, admin, `${name} Media`);
  const ad = await videoAd(t, admin, company, { name, publishes: 0 });
  const publish = await t.request("POST", `http://${FORGED}/api/ads/publish/${ad}`, {
    token: admin,
    headers: FORGED_HEADERS,
    body: { revision: 2 },
  });
  expect(publish.status, await publish.clone().text()).toBe(200);
  return ad;
}

/** What a player at `reader` reads of the ad: the tag, the version's vast.xml and its hosted page. */
async function everythingServed(t: TestContext, ad: string, reader: string) {
  const tag = await t.request("GET", `${reader}/api/vast/${ad}.xml`);
  const file = await t.request("GET", `${reader}/creatives/${ad}/1/vast.xml`);
  const page = await t.request("GET", `${reader}/creatives/${ad}/1/index.html`);
  expect([tag.status, file.status, page.status]).toEqual([200, 200, 200]);
  return { tag, file, texts: [await tag.text(), await file.text(), await page.text()] };
}

const mediaOf = (xml: string) => /<MediaFile[^>]*>([^<]+)<\/MediaFile>/.exec(xml)?.[1] ?? "";

describe("with ADSTUDIO_PUBLIC_URL set", () => {
  let t: TestContext;
  let ad: string;
  beforeAll(async () => {
    t = await createTestContext({ ADSTUDIO_PUBLIC_URL: PUBLIC_URL });
    ad = await publishThroughForgedHost(t, "Configured");
  }, 60_000);
  afterAll(() => t.close());

  it("a publish with a forged Host changes no address: every served copy names the configured one", async () => {
    const served = await everythingServed(t, ad, "http://127.0.0.1:3000");
    for (const text of served.texts) expect(text).not.toContain(FORGED);
    const [tag, file] = served.texts;
    expect(mediaOf(tag ?? "")).toMatch(new RegExp(`^${PUBLIC_URL}/creatives/${ad}/1/`));
    expect(mediaOf(file ?? "")).toMatch(new RegExp(`^${PUBLIC_URL}/creatives/${ad}/1/`));
    expect(tag).toContain(`<Impression id="adstudio">${PUBLIC_URL}/api/vast/track?ad=${ad}`);
    // Addresses from configuration: the version's file may be cached like any immutable file.
    expect(served.file.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(served.tag.headers.get("cache-control")).toBe("no-store");
  });

  it("stores the version with site-relative addresses only (no host at all)", async () => {
    for (const file of ["vast.xml", "index.html"]) {
      const stored = await t.deps.storage.get(`creatives/${ad}/1/${file}`);
      const text = new TextDecoder().decode(stored?.bytes);
      expect(text, file).not.toContain(FORGED);
      expect(text, file).not.toMatch(/https?:\/\/(localhost|127\.0\.0\.1|studio\.example\.com)/);
    }
  });

  it("serves a tag stored before, on the forged host, with the configured address instead", async () => {
    const key = `creatives/${ad}/1/vast.xml`;
    const stored = new TextDecoder().decode((await t.deps.storage.get(key))?.bytes);
    const old = absolutizeVast(stored, `http://${FORGED}/creatives/${ad}/1/vast.xml`);
    expect(old).toContain(`http://${FORGED}/api/vast/track`);
    await t.deps.storage.put(key, new TextEncoder().encode(old), "application/xml");
    const served = await everythingServed(t, ad, "http://127.0.0.1:3000");
    for (const text of served.texts) expect(text).not.toContain(FORGED);
    expect(mediaOf(served.texts[0] ?? "")).toMatch(new RegExp(`^${PUBLIC_URL}/creatives/${ad}/1/`));
    // The advertiser's landing page is not the studio's to rewrite.
    expect(served.texts[0]).toContain("<ClickThrough>https://tv.example/offer</ClickThrough>");
  });
});

describe("without ADSTUDIO_PUBLIC_URL", () => {
  let t: TestContext;
  let ad: string;
  beforeAll(async () => {
    t = await createTestContext();
    ad = await publishThroughForgedHost(t, "Unconfigured");
  }, 60_000);
  afterAll(() => t.close());

  it("makes the addresses absolute on the reader's own host, never cached publicly", async () => {
    const reader = "http://127.0.0.1:3000";
    const served = await everythingServed(t, ad, reader);
    for (const text of served.texts) expect(text).not.toContain(FORGED);
    expect(mediaOf(served.texts[0] ?? "")).toMatch(new RegExp(`^${reader}/creatives/${ad}/1/`));
    for (const res of [served.tag, served.file]) {
      expect(res.headers.get("cache-control")).toBe("private, no-store");
      expect(res.headers.get("vary")).toContain("Host");
    }
  });

  it("ignores an X-Forwarded-Host from a client no proxy vouches for", async () => {
    const res = await t.request("GET", `http://127.0.0.1:3000/api/vast/${ad}.xml`, {
      headers: FORGED_HEADERS,
    });
    expect(await res.text()).not.toContain(FORGED);
  });

  it("echoes the player's origin with credentials (Vary: Origin); * without an Origin", async () => {
    const origin = "https://publisher.example";
    for (const path of [`/api/vast/${ad}.xml`, `/creatives/${ad}/1/vast.xml`]) {
      const res = await t.request("GET", path, { headers: { origin } });
      expect(res.headers.get("access-control-allow-origin"), path).toBe(origin);
      expect(res.headers.get("access-control-allow-credentials"), path).toBe("true");
      expect(res.headers.get("vary"), path).toContain("Origin");
      const plain = await t.request("GET", path);
      expect(plain.headers.get("access-control-allow-origin"), path).toBe("*");
      expect(plain.headers.get("access-control-allow-credentials"), path).toBeNull();
    }
  });

  it("answers a player's preflight: 204 allowing GET and the headers it asks for, from its origin", async () => {
    const origin = "https://publisher.example";
    for (const path of [`/api/vast/${ad}.xml`, `/creatives/${ad}/1/vast.xml`]) {
      const res = await t.request("OPTIONS", path, {
        headers: {
          origin,
          "access-control-request-method": "GET",
          "access-control-request-headers": "x-player-version, content-type",
        },
      });
      expect(res.status, path).toBe(204);
      expect(res.headers.get("access-control-allow-origin"), path).toBe(origin);
      expect(res.headers.get("access-control-allow-credentials"), path).toBe("true");
      expect(res.headers.get("access-control-allow-methods"), path).toBe("GET, HEAD");
      expect(res.headers.get("access-control-allow-headers"), path).toBe("x-player-version, content-type");
    }
    // A header list that is not one (a CRLF, a value) is not echoed.
    const odd = await t.request("OPTIONS", `/api/vast/${ad}.xml`, {
      headers: { origin, "access-control-request-headers": "x-a: 1" },
    });
    expect(odd.headers.get("access-control-allow-headers")).toBeNull();
  });
});
