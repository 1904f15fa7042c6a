import { AD_TYPES } from "@adstudio/core";
import * as v from "valibot";
import { endpoint } from "../endpoint";
import { failures } from "../errors";
import { named } from "../names";

/**
 * What anyone may know of a published ad: what its preview needs and nothing more (no campaign, document
 * or draft changes). The publisher embed's `data-ad-id` reads it. The company's id only points the
 * preview's Showcase link at `/showcase/{companyId}`, which lists the same published ad in public anyway.
 */
export const PublicAdSchema = named(
  "PublicAd",
  v.strictObject({
    _id: v.pipe(v.string(), v.uuid()),
    name: v.string(),
    type: v.picklist(AD_TYPES),
    /** The latest published version's address (`…/creatives/{id}/{version}/index.html`). */
    location: v.string(),
    /** The published version's sizes, keyed as in the spec (`sz300x250`, `responsive` …), first to open. */
    teasers: v.pipe(v.array(v.string()), v.minLength(1)),
    /** The owning company: its public showcase is `/showcase/{companyId}`. */
    companyId: v.pipe(v.string(), v.uuid()),
  }),
);
export type PublicAd = v.InferOutput<typeof PublicAdSchema>;

export const PUBLIC_AD_NOT_FOUND = "No published ad has this id.";

/** Published ads as the public sees them (the preview link and the publisher embed). */
export const publicAdEndpoints = {
  get: endpoint({
    operationId: "getPublicAd",
    method: "get",
    path: "/api/ads/public/{id}",
    tag: "ads",
    summary: "A published ad's name, format, sizes and location → {ad}; public and readable cross-origin",
    description: `What the publisher embed's \`data-ad-id\` shows: the latest published version. An ad that was never published, an unknown id and a malformed one all answer 404 \`${PUBLIC_AD_NOT_FOUND}\`, so nothing tells a draft from a missing ad.`,
    auth: "public",
    responses: {
      200: {
        description: "The ad's public facts.",
        schema: named("PublicAdResponse", v.strictObject({ ad: PublicAdSchema })),
        example: {
          ad: {
            _id: "9a1c3e5f-7b9d-4f1a-8c3e-5a7c9e1b3d5f",
            name: "Spring coffee 300x250",
            type: "mini",
            location:
              "https://studio.example.com/creatives/9a1c3e5f-7b9d-4f1a-8c3e-5a7c9e1b3d5f/2/index.html",
            teasers: ["sz300x250", "sz728x90"],
            companyId: "5f0c1a2b-3c4d-4e5f-8a9b-0c1d2e3f4a5b",
          },
        },
      },
      ...failures(404),
    },
  }),
};
