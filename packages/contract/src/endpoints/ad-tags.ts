import * as v from "valibot";
import { endpoint } from "../endpoint";
import { failures } from "../errors";
import { named } from "../names";

/** The ad servers an ad tag is written for: each fills its own click and cache-buster macros. */
export const AD_SERVERS = ["gam", "cm360", "dv360", "xandr"] as const;
export type AdServer = (typeof AD_SERVERS)[number];
/** A JavaScript tag, an iframe tag, and the MRAID 3 tag for in-app (only for formats that run in apps). */
export const AD_TAG_TYPES = ["js", "iframe", "mraid"] as const;
export type AdTagType = (typeof AD_TAG_TYPES)[number];

export const AD_SERVER_MESSAGE = "Choose an ad server: gam, cm360, dv360 or xandr.";
export const AD_TAG_TYPE_MESSAGE = "Choose a tag type: js, iframe or mraid.";
export const AD_TAG_SIZE_MESSAGE = "Choose one of the ad's sizes.";
/** 409: tags load a published version, so a draft has none. */
export const AD_TAGS_UNPUBLISHED_MESSAGE =
  "This ad has not been published yet: publish it first, then its ad tags load the published version.";
/** 409: video ads are trafficked by their VAST tag, not a display tag. */
export const AD_TAGS_VIDEO_MESSAGE =
  "Video ads are trafficked with their VAST tag (/api/vast/{id}.xml), not with display ad tags.";

const whole = v.pipe(v.number(), v.integer(), v.minValue(1));
const pixels = v.nullable(whole);

/** What one ad server fills in: its click macro (as is, and URL-escaped for a URL) and cache-buster. */
export const AdServerMacrosSchema = named(
  "AdServerMacros",
  v.strictObject({
    server: v.picklist(AD_SERVERS),
    label: v.string(),
    /** The click-tracking URL, unescaped: the JS and MRAID tags put it before each encoded exit. */
    click: v.string(),
    /** The same URL escaped once, for the iframe tag's address. */
    clickEscaped: v.string(),
    cacheBuster: v.string(),
  }),
);
export type AdServerMacros = v.InferOutput<typeof AdServerMacrosSchema>;

/** One tag: for one size, one server and one type, ready to paste into that ad server. */
export const AdTagSchema = named(
  "AdTag",
  v.strictObject({
    server: v.picklist(AD_SERVERS),
    /** The size key (`sz300x250`, `responsive` …). */
    size: v.string(),
    /** Pixels of the frame; null for sizes that fill their slot (responsive, mobile). */
    width: pixels,
    height: pixels,
    type: v.picklist(AD_TAG_TYPES),
    code: v.string(),
  }),
);
export type AdTag = v.InferOutput<typeof AdTagSchema>;

export const AdTagsResponseSchema = named(
  "AdTagsResponse",
  v.strictObject({
    /** The published version the tags load (its files never change). */
    version: whole,
    sizes: v.array(v.string()),
    macros: v.array(AdServerMacrosSchema),
    tags: v.array(AdTagSchema),
  }),
);
export type AdTagsResponse = v.InferOutput<typeof AdTagsResponseSchema>;

const optionalOf = <T extends readonly string[]>(options: T, message: string) =>
  v.optional(v.picklist(options, message));

export const AdTagsQuerySchema = v.object({
  size: v.optional(
    v.pipe(v.string(AD_TAG_SIZE_MESSAGE), v.regex(/^[A-Za-z0-9-]{1,20}$/, AD_TAG_SIZE_MESSAGE)),
  ),
  server: optionalOf(AD_SERVERS, AD_SERVER_MESSAGE),
  type: optionalOf(AD_TAG_TYPES, AD_TAG_TYPE_MESSAGE),
});
export type AdTagsQuery = v.InferOutput<typeof AdTagsQuerySchema>;

const EXAMPLE_AD = "9a1c3e5f-7b9d-4f1a-8c3e-5a7c9e1b3d5f";

/** An ad's ad tags: what a trafficker pastes into GAM, CM360, DV360 or Xandr. */
export const adTagEndpoints = {
  tags: endpoint({
    operationId: "getAdTags",
    method: "get",
    path: "/api/ads/tags/{id}",
    tag: "ads",
    summary:
      "The ad's tags per size and ad server: JavaScript, iframe and (in-app formats) MRAID → {version, tags}",
    description:
      "Each tag frames the live published version's size at its immutable address, at the size's pixels, counted as live traffic; every exit opens through the ad server's click macro (`clickTag` = click URL + the encoded landing page) and the address carries the server's cache-buster. `size`, `server` and `type` narrow the list. A draft answers 409, a video ad 409 (its VAST tag is the tag). Outside the admin group only the caller's companies' ads exist: another company's ad answers 404 like a missing one.",
    auth: "required",
    permissions: ["readAds", "viewAdDetails"],
    query: AdTagsQuerySchema,
    responses: {
      200: {
        description: "The tags, by size, then server, then type.",
        schema: AdTagsResponseSchema,
        example: {
          version: 3,
          sizes: ["sz300x250"],
          macros: [
            {
              server: "gam",
              label: "Google Ad Manager",
              click: "%%CLICK_URL_UNESC%%",
              clickEscaped: "%%CLICK_URL_ESC%%",
              cacheBuster: "%%CACHEBUSTER%%",
            },
          ],
          tags: [
            {
              server: "gam",
              size: "sz300x250",
              width: 300,
              height: 250,
              type: "iframe",
              code: `<iframe src="https://studio.example.com/creatives/${EXAMPLE_AD}/3/sz300x250/index.html?cb=%%CACHEBUSTER%%&amp;clickTag=%%CLICK_URL_ESC%%https%253A%252F%252Fcoffee.example%252F" width="300" height="250" …></iframe>`,
            },
          ],
        },
      },
      ...failures(400, 404, 409),
    },
  }),
};
