import { XR_TARGET_MAX_BYTES } from "@adstudio/creative/xr";
import * as v from "valibot";
import { endpoint } from "../endpoint";
import { ErrorBodySchema } from "../errors";
import { named } from "../names";

const MB = 1024 * 1024;

export const XR_TARGET_TOO_LARGE_MESSAGE = `The image target is too large: it may be at most ${XR_TARGET_MAX_BYTES / MB} MB.`;
export const XR_TARGET_FORMAT_MESSAGE =
  "The file is not a MindAR image target (.mind) of one poster: compile the poster again in the editor.";
export const XR_STUDIO_TARGET_MESSAGE = "Compiling an image target needs the XRStudio permission.";

/** A stored image target: its SHA-256, size, the poster's compiled size and its feature points. */
export const XrTargetResponseSchema = named(
  "XrTargetResponse",
  v.strictObject({
    target: v.strictObject({
      hash: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/)),
      bytes: v.pipe(v.number(), v.integer(), v.minValue(1)),
      width: v.pipe(v.number(), v.integer(), v.minValue(1)),
      height: v.pipe(v.number(), v.integer(), v.minValue(1)),
      /** Corners the matcher keeps, summed over the compiler's scales: the editor's quality figure. */
      featurePoints: v.pipe(v.number(), v.integer(), v.minValue(0)),
    }),
  }),
);
export type XrTargetResponse = v.InferOutput<typeof XrTargetResponseSchema>;

/** XR Studio (issue 35): the editor compiles the poster in the browser and stores the result here. */
export const xrEndpoints = {
  uploadTarget: endpoint({
    operationId: "uploadXrTarget",
    method: "post",
    path: "/api/xr/targets",
    tag: "xr",
    summary: "Store a compiled image target (.mind) of an AI tracker poster → 201 {target}",
    description: `The editor compiles the poster layer's picture with MindAR in the browser and uploads the result. The upload is untrusted: it must be a MindAR target file (msgpack, format version 2) of exactly one image, at most ${XR_TARGET_MAX_BYTES / MB} MB (413 beyond), else 400. Stored once by its SHA-256 and published with the ad's next version beside its files. The server counts the feature points itself (the quality figure the editor shows). Needs the XRStudio permission besides createAds or updateAds.`,
    auth: "required",
    permissions: ["createAds", "updateAds"],
    upload: { field: "file", description: "One file part named `file`: the compiled `.mind` target." },
    responses: {
      201: {
        description: "The stored target, ready for the document's `stage.xrTarget`.",
        schema: XrTargetResponseSchema,
        example: {
          target: {
            hash: "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08",
            bytes: 317838,
            width: 480,
            height: 640,
            featurePoints: 1136,
          },
        },
      },
      400: { description: "Not a MindAR target of one poster.", schema: ErrorBodySchema },
      403: { description: "No XRStudio permission.", schema: ErrorBodySchema },
      413: { description: "Over the size limit.", schema: ErrorBodySchema },
    },
  }),
};
