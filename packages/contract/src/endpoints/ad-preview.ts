import * as v from "valibot";
import { endpoint } from "../endpoint";
import { failures } from "../errors";
import { named } from "../names";

/** Where a rendered draft answers: the folder's root page, which sends other sizes' pixels to theirs. */
export const AdDraftPreviewSchema = named(
  "AdDraftPreview",
  v.strictObject({
    /** `…/creatives/{id}/draft-{hash}/index.html`; the same saved design always answers the same address. */
    location: v.string(),
    /** The ad's revision that was rendered (the saved draft, never unsaved edits). */
    revision: v.pipe(v.number(), v.integer(), v.minValue(1)),
  }),
);
export type AdDraftPreview = v.InferOutput<typeof AdDraftPreviewSchema>;

const EXAMPLE_AD = "9a1c3e5f-7b9d-4f1a-8c3e-5a7c9e1b3d5f";

/** The saved draft, rendered for the preview page before it is published. */
export const adPreviewEndpoints = {
  previewDraft: endpoint({
    operationId: "previewAdDraft",
    method: "post",
    path: "/api/ads/preview/{id}",
    tag: "ads",
    summary: "Render the saved draft for the preview page → {location, revision}",
    description:
      "Renders every size of the ad's saved document in preview mode into `/creatives/{id}/draft-{hash}/` (each size in its own folder, the base size also at the root with the size redirect), where `hash` is the first 16 hex digits of the SHA-256 of the rendered files: the same design answers the same folder, written once. Assets load from `/api/assets/…`, so none is copied, and the draft carries no tracker: previewing never counts an impression. Draft folders are not cached as immutable, and making a new one removes the ad's other draft folders. Outside the admin group only the caller's companies' ads exist: another company's ad answers 404 like a missing one.",
    auth: "required",
    permissions: ["previewAds", "createAds", "updateAds"],
    responses: {
      200: {
        description: "Where the rendered draft is served.",
        schema: AdDraftPreviewSchema,
        example: {
          location: `https://studio.example.com/creatives/${EXAMPLE_AD}/draft-3f9a1c7e5b2d8046/index.html`,
          revision: 4,
        },
      },
      ...failures(400, 404),
    },
  }),
};
