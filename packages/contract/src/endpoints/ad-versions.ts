import * as v from "valibot";
import { endpoint } from "../endpoint";
import { failures } from "../errors";
import { named } from "../names";
import { AdResponseSchema, AdRevisionSchema, AdVersionNotesSchema } from "./ads";

export const AD_VERSION_MESSAGE = "Choose one of the ad's published versions.";
export const AD_RESTORE_DRAFT_MESSAGE = "restoreDraft must be true or false.";

const uuid = v.pipe(v.string(), v.uuid());
/** A version number; the column is a 4-byte integer, so larger numbers are refused here, not by the database. */
const versionNumber = v.pipe(
  v.nullish(v.number(AD_VERSION_MESSAGE), 0),
  v.integer(AD_VERSION_MESSAGE),
  v.minValue(1, AD_VERSION_MESSAGE),
  v.maxValue(2_147_483_647, AD_VERSION_MESSAGE),
);
const whole = v.pipe(v.number(), v.integer(), v.minValue(1));

/** One published version of an ad, as the ad's details list them. */
export const AdVersionSchema = named(
  "AdVersion",
  v.strictObject({
    version: whole,
    /** The ad's revision whose design this version serves (for a rollback: the rolled-back version's). */
    revision: whole,
    sizes: v.array(v.string()),
    /** What the publisher wrote about the version (plain text); null without notes. */
    notes: v.nullable(v.string()),
    /** Who published it, by display name; null when that user no longer exists (or for the demo seed). */
    publishedBy: v.nullable(v.strictObject({ _id: uuid, name: v.string() })),
    publishedAt: v.pipe(v.string(), v.isoTimestamp()),
    /** The version's base size address (`…/creatives/{id}/{version}/index.html`); it never changes. */
    location: v.string(),
    /** Whether the ad's `location` (and VAST tag) serve this version now. */
    live: v.boolean(),
  }),
);
export type AdVersion = v.InferOutput<typeof AdVersionSchema>;

export const AdRollbackSchema = named(
  "AdRollbackInput",
  v.strictObject({
    /** The version to serve again. */
    version: versionNumber,
    /** The ad's current revision, as for a publish: a newer one on the server answers 409. */
    revision: AdRevisionSchema,
    /** Added after "Rollback to version k" in the new version's notes. */
    notes: v.optional(AdVersionNotesSchema),
    /** Also replace the draft with that version's design (the ad's next revision). */
    restoreDraft: v.optional(v.boolean(AD_RESTORE_DRAFT_MESSAGE)),
  }),
);
export type AdRollbackInput = v.InferOutput<typeof AdRollbackSchema>;

const EXAMPLE_AD = "9a1c3e5f-7b9d-4f1a-8c3e-5a7c9e1b3d5f";
const exampleVersion = (version: number, revision: number, notes: string | null, live: boolean) => ({
  version,
  revision,
  sizes: ["sz300x250", "sz728x90"],
  notes,
  publishedBy: { _id: "7d9f1b3c-5e7a-4c9e-8b1d-3f5a7c9e1b2d", name: "Dana Designer" },
  publishedAt: `2027-02-1${version}T15:10:00.000Z`,
  location: `https://studio.example.com/creatives/${EXAMPLE_AD}/${version}/index.html`,
  live,
});

const SCOPE_NOTE =
  "Outside the admin group only the caller's companies' ads exist: another company's ad answers 404 like a missing one.";

/** An ad's published versions: its history (never rewritten) and a rollback that adds to it. */
export const adVersionEndpoints = {
  versions: endpoint({
    operationId: "listAdVersions",
    method: "get",
    path: "/api/ads/versions/{id}",
    tag: "ads",
    summary: "An ad's published versions, newest first, with notes, author and time → {versions}",
    description: `Every version ever published stays listed and served at its own address; \`live\` marks the one the ad's \`location\` and VAST tag serve. ${SCOPE_NOTE}`,
    auth: "required",
    permissions: ["readAds", "viewAdDetails"],
    responses: {
      200: {
        description: "The versions, newest first (none before the first publish).",
        schema: named("AdVersionsResponse", v.strictObject({ versions: v.array(AdVersionSchema) })),
        example: {
          versions: [
            exampleVersion(3, 2, "Rollback to version 1: The new headline tested badly.", true),
            exampleVersion(2, 3, "New headline", false),
            exampleVersion(1, 2, null, false),
          ],
        },
      },
    },
  }),
  rollback: endpoint({
    operationId: "rollbackAd",
    method: "post",
    path: "/api/ads/rollback/{id}",
    tag: "ads",
    summary: "Serve an older version again, as a new version → {ad}",
    description: `History is never rewritten: version k's published files are copied to a new version N+1 (its VAST tag made again from k's design, so it names N+1's media), noted "Rollback to version k" (then ": " and \`notes\` when given), and the ad's \`location\` and VAST tag move to it. With \`restoreDraft\` the draft also becomes k's design, as the next revision. The live version itself can only be restored into the draft. A stale revision answers 409, an unknown version 404, and nothing is changed by a refused rollback. A rollback counts as a publish in the approval workflow (state published, a row in the audit trail) but is not held by the company's approval requirement: it serves again a version that already went out. ${SCOPE_NOTE}`,
    auth: "required",
    permissions: ["updateAds"],
    body: {
      schema: AdRollbackSchema,
      example: { version: 1, revision: 3, notes: "The new headline tested badly." },
    },
    responses: {
      200: { description: "The ad, serving the new version.", schema: AdResponseSchema },
      ...failures(404, 409),
    },
  }),
};
