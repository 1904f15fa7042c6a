import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { expect } from "vitest";
import { assetStorageKey } from "../features/ads/asset-files.js";
import { json, type TestContext } from "./test-app.js";

/** The CTV sample's 5 s test card (H.264), the bytes a video ad's media address must serve. */
export const TEST_CARD_MP4 = readFileSync(
  new URL("../../creatives/samples/ctv-instream/test-card.mp4", import.meta.url),
);
const video = TEST_CARD_MP4;
/**
 * The CTV sample's 5 s test card as a video ad's one asset (its bytes are stored by {@link videoAd}; store
 * them under `assetStorageKey(TEST_CARD_ASSET)` when building a document by hand).
 */
export const TEST_CARD_ASSET = {
  hash: createHash("sha256").update(video).digest("hex"),
  type: "video",
  mime: "video/mp4",
  name: "test-card.mp4",
  bytes: video.length,
  width: 640,
  height: 360,
  durationMs: 5000,
  bitrateKbps: 35,
  codec: "avc1.42E01E",
} as const;

/**
 * A video ad (`vast` or `vpaid`) of `company`, saved with one video layer through the API as `token`,
 * and published `publishes` times (0: a draft). Answers its id.
 */
export async function videoAd(
  t: TestContext,
  token: string,
  company: string,
  fields: {
    name: string;
    type?: "vast" | "vpaid";
    publishes?: number;
    /** The video (already uploaded); the test card by default. */
    asset?: { hash: string; type: "video"; mime: string; name: string; bytes: number };
  },
): Promise<string> {
  const asset = fields.asset ?? TEST_CARD_ASSET;
  await t.deps.storage.put(assetStorageKey(TEST_CARD_ASSET), video, "video/mp4");
  const created = await t.request("POST", "/api/ads/create", {
    token,
    body: { name: fields.name, type: fields.type ?? "vast", company },
  });
  expect(created.status, await created.clone().text()).toBe(201);
  const { ad } = await json(created);
  const document = {
    ...ad.document,
    exits: { clickTag: { url: "https://tv.example/offer", label: "Offer" } },
    assets: { [asset.hash]: asset },
    layers: {
      spot: {
        id: "spot",
        name: "Spot",
        page: "page1",
        parent: null,
        order: "a0",
        content: {
          kind: "video",
          asset: asset.hash,
          autoplay: true,
          muted: true,
          loop: false,
          controls: false,
          alt: "Test card",
        },
        props: { posleft: 0, postop: 0, width: 640, height: 360 },
        overrides: {},
        animations: [],
        actions: [],
        hidden: false,
        locked: false,
      },
    },
  };
  const saved = await t.request("PUT", `/api/ads/update/${ad._id}`, {
    token,
    body: { revision: 1, document },
  });
  expect(saved.status, await saved.clone().text()).toBe(200);
  for (let i = 0; i < (fields.publishes ?? 1); i++) {
    const res = await t.request("POST", `/api/ads/publish/${ad._id}`, { token, body: { revision: 2 } });
    expect(res.status, await res.clone().text()).toBe(200);
  }
  return ad._id;
}
