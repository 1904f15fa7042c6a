import * as v from "valibot";
import { AssetHashSchema, ExitNameSchema, IdSchema } from "./ids";

const Text = (max: number) => v.pipe(v.string(), v.maxLength(max, `Use at most ${max} characters.`));
const Alt = Text(300);

/** A contact card the viewer can save (the preview's `downloadVCF` message carries it out of the frame). */
export const VCardFeatureSchema = v.strictObject({
  id: IdSchema,
  type: v.literal("vcard"),
  firstName: Text(80),
  lastName: Text(80),
  organization: Text(120),
  title: Text(120),
  phone: Text(40),
  email: Text(254),
  url: Text(2048),
  address: Text(300),
});

/** Counts down to a moment; shows `expiredText` afterwards. */
export const CountdownFeatureSchema = v.strictObject({
  id: IdSchema,
  type: v.literal("countdown"),
  endsAt: v.pipe(v.string(), v.isoTimestamp("Use an ISO date and time.")),
  label: Text(120),
  expiredText: Text(120),
});

const Slide = v.strictObject({ asset: AssetHashSchema, alt: Alt, exit: v.optional(ExitNameSchema) });

export const GalleryFeatureSchema = v.strictObject({
  id: IdSchema,
  type: v.literal("gallery"),
  slides: v.pipe(v.array(Slide), v.minLength(1), v.maxLength(20)),
  /** 0: the viewer swipes; otherwise slides advance every `autoplayMs`. */
  autoplayMs: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(60_000)),
});

/** The 3D cube of 3d-roll and mobo-roll (4 to 6 faces), or of 4d-roll with video faces. */
export const CubeFeatureSchema = v.strictObject({
  id: IdSchema,
  type: v.literal("cube"),
  axis: v.picklist(["x", "y"]),
  faces: v.pipe(
    v.array(
      v.strictObject({
        asset: AssetHashSchema,
        alt: Alt,
        /** true when the face's asset is a video (4d-roll). */
        video: v.boolean(),
        /** A video face's picture: shown until the video plays, and what stills (thumbnails) draw. */
        poster: v.optional(AssetHashSchema),
        exit: v.optional(ExitNameSchema),
      }),
    ),
    v.minLength(4),
    v.maxLength(6),
  ),
  autoRotateMs: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(60_000)),
});

/** A 360° product view: an image sequence the viewer drags through (3d-xplore). */
export const View360FeatureSchema = v.strictObject({
  id: IdSchema,
  type: v.literal("view360"),
  frames: v.pipe(v.array(AssetHashSchema), v.minLength(2), v.maxLength(72)),
  alt: Alt,
});

/** The scripted chat of richbot: steps with the bot's line and the viewer's reply buttons. */
export const ChatFeatureSchema = v.strictObject({
  id: IdSchema,
  type: v.literal("chat"),
  botName: Text(60),
  start: IdSchema,
  steps: v.pipe(
    v.array(
      v.strictObject({
        id: IdSchema,
        bot: Text(500),
        replies: v.pipe(
          v.array(
            v.strictObject({
              label: Text(60),
              /** The next step, or none to end the chat. */
              next: v.optional(IdSchema),
              exit: v.optional(ExitNameSchema),
            }),
          ),
          v.maxLength(6),
        ),
      }),
    ),
    v.minLength(1),
    v.maxLength(50),
  ),
});

export const FeatureSchema = v.variant("type", [
  VCardFeatureSchema,
  CountdownFeatureSchema,
  GalleryFeatureSchema,
  CubeFeatureSchema,
  View360FeatureSchema,
  ChatFeatureSchema,
]);
export type Feature = v.InferOutput<typeof FeatureSchema>;
export type FeatureType = Feature["type"];
export type FeatureOf<T extends FeatureType> = Extract<Feature, { type: T }>;
