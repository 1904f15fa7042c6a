import { stat } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { validate } from "@adstudio/creative/validate";
import { VASTClient } from "@dailymotion/vast-client";
import { serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInSuperadmin } from "../../test-support/accounts.js";
import { createTestContext, json, type TestContext } from "../../test-support/test-app.js";
import { CHROME_DESKTOP } from "../../test-support/tracker-fixtures.js";
import { absolutizeVast } from "./vast-document.js";

const VAST_PATH = "/creatives/samples/ctv-instream/vast.xml";
const CLICK_THROUGH = "https://example.com/adstudio-ctv";
const SAMPLE_DIR = path.resolve(import.meta.dirname, "../../../creatives/samples/ctv-instream");

/** The parts of @dailymotion/vast-client's answer these tests read (it types them as `any`). */
interface Template {
  url: string;
}
interface ParsedVast {
  ads: {
    adServingId: string;
    errorURLTemplates: string[];
    impressionURLTemplates: Template[];
    creatives: {
      type: string;
      universalAdIds: { value: string }[];
      mediaFiles: { fileURL: string; mimeType: string; bitrate: number }[];
      trackingEvents: Record<string, string[]>;
      videoClickThroughURLTemplate: Template;
      videoClickTrackingURLTemplates: Template[];
    }[];
  }[];
}

/** Serves the app on a real socket and parses the sample VAST with the player library publishers use. */
async function parseServedVast(t: TestContext) {
  const server = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const parsed = (await new VASTClient().get(`${origin}${VAST_PATH}`)) as ParsedVast;
  const ad = parsed.ads[0];
  const linear = ad?.creatives.find((c) => c.type === "linear");
  if (!ad || !linear) throw new Error("the sample VAST has no linear ad");
  const urls = [
    ...ad.errorURLTemplates,
    ...ad.impressionURLTemplates.map((i) => i.url),
    ...Object.values(linear.trackingEvents).flat(),
    ...linear.mediaFiles.map((m) => m.fileURL),
    linear.videoClickThroughURLTemplate.url,
    ...linear.videoClickTrackingURLTemplates.map((c) => c.url),
  ];
  return { origin, ad, linear, urls, close: () => new Promise((resolve) => server.close(resolve)) };
}

let t: TestContext;
let configured: TestContext;
beforeAll(async () => {
  t = await createTestContext();
  configured = await createTestContext({ ADSTUDIO_PUBLIC_URL: "https://studio.example.com" });
});
afterAll(async () => {
  await t?.close();
  await configured?.close();
});

describe("the CTV sample's VAST works on a publisher's page at another origin", () => {
  it("parses with @dailymotion/vast-client, every address absolute on the studio, and its pixels count", async () => {
    const served = await parseServedVast(t);
    try {
      expect(served.urls).toHaveLength(15);
      for (const url of served.urls) expect(() => new URL(url), url).not.toThrow();
      // Everything but the advertiser's landing page is on the studio.
      expect(served.urls.filter((url) => !url.startsWith(`${served.origin}/`))).toEqual([CLICK_THROUGH]);
      expect(served.ad.adServingId).toBe("adstudio-sample-ctv-instream");
      expect(served.linear.universalAdIds[0]?.value).toBe("unknown");

      // The publisher's player fires the pixels at these addresses: they reach the studio.
      const start = served.linear.trackingEvents.start?.[0] ?? "";
      // As a player in a browser or on a TV sends them: bots and clients without a user agent are not counted.
      const player = { headers: { "user-agent": CHROME_DESKTOP } };
      expect((await fetch(start, player)).status).toBe(204);
      // [ERRORCODE] sits in a query value: the address parses as is and after the player fills it in.
      const errorUrl = served.ad.errorURLTemplates[0] ?? "";
      expect(new URL(errorUrl).searchParams.get("code")).toBe("[ERRORCODE]");
      expect((await fetch(errorUrl.replace("[ERRORCODE]", "405"), player)).status).toBe(204);
      const admin = await signInSuperadmin(t);
      const log = await json(
        await t.request("GET", "/api/vast/events?creative=ctv-instream", { token: admin }),
      );
      expect(log.counts).toMatchObject({ start: 1, error: 1 });
      expect(log.events.find((e: { event: string }) => e.event === "error")?.code).toBe("405");
    } finally {
      await served.close();
    }
  });

  it("builds the addresses from ADSTUDIO_PUBLIC_URL when it is set", async () => {
    const served = await parseServedVast(configured);
    try {
      expect(served.urls.filter((url) => !url.startsWith("https://studio.example.com/"))).toEqual([
        CLICK_THROUGH,
      ]);
      expect(served.linear.mediaFiles.map((m) => m.fileURL)).toEqual([
        "https://studio.example.com/creatives/samples/ctv-instream/test-card.webm",
        "https://studio.example.com/creatives/samples/ctv-instream/test-card.mp4",
      ]);
    } finally {
      await served.close();
    }
  });

  it("gives each media file its true bitrate (bytes × 8 / 5 s)", async () => {
    const served = await parseServedVast(t);
    try {
      for (const media of served.linear.mediaFiles) {
        const { size } = await stat(path.join(SAMPLE_DIR, path.basename(new URL(media.fileURL).pathname)));
        expect(media.bitrate, media.mimeType).toBe(Math.round((size * 8) / 5 / 1000));
      }
    } finally {
      await served.close();
    }
  });

  it("keeps the element order of the IAB VAST 4.2 schema (the validator finds nothing)", async () => {
    // Served from the configured https address (the validator wants https media).
    const xml = await (await configured.app.request(VAST_PATH)).text();
    // Once a player has put its macros in, as the schema's anyURI wants.
    const played = xml.replaceAll("[ERRORCODE]", "405");
    expect(validate({ kind: "vast", xml: played }, { profile: "iab" })).toEqual([]);
    // InLine: … AdTitle → Advertiser → Creatives → Description; Creative: Linear → UniversalAdId.
    const at = (name: string) => xml.search(new RegExp(`<${name}\\b`));
    expect(at("Advertiser")).toBeLessThan(at("Creatives"));
    expect(at("Linear")).toBeLessThan(at("UniversalAdId"));
  });
});

describe("absolutizeVast", () => {
  const doc = "https://studio.example.com/creatives/acme/spot/vast.xml";

  it("resolves root- and document-relative addresses, keeps absolute ones and macros", () => {
    const xml = `<VAST version="4.2"><Ad><InLine>
      <Error><![CDATA[ /api/vast/track?event=error&code=[ERRORCODE] ]]></Error>
      <Impression>/px?a=1&amp;b=[CACHEBUSTING]</Impression>
      <Creatives><Creative><Linear><TrackingEvents>
        <Tracking event="start"><![CDATA[https://other.example/px]]></Tracking>
      </TrackingEvents><MediaFiles>
        <MediaFile type="video/mp4"><![CDATA[clip.mp4]]></MediaFile>
      </MediaFiles></Linear></Creative></Creatives>
      <Extensions><Extension><HTMLResource><![CDATA[<b>hi</b>]]></HTMLResource></Extension></Extensions>
    </InLine></Ad></VAST>`;
    const out = absolutizeVast(xml, doc);
    expect(out).toContain(
      "<Error><![CDATA[ https://studio.example.com/api/vast/track?event=error&code=[ERRORCODE] ]]></Error>",
    );
    expect(out).toContain("<Impression>https://studio.example.com/px?a=1&amp;b=[CACHEBUSTING]</Impression>");
    expect(out).toContain("<![CDATA[https://other.example/px]]>");
    expect(out).toContain("<![CDATA[https://studio.example.com/creatives/acme/spot/clip.mp4]]>");
    expect(out).toContain("<HTMLResource><![CDATA[<b>hi</b>]]></HTMLResource>");
  });
});
