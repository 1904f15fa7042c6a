import type { AdDocument } from "@adstudio/creative/document";
import { defineCommand } from "./command";

// What a layer shows, as the properties panel edits it: a button's label, a picture and its alternative
// text, a video and its playback flags, a feature. A command for another kind of layer changes nothing.

const contentOf = (draft: AdDocument, id: string) => draft.layers[id]?.content;

/** A button's label (typing coalesces per layer). Text layers use `text.edit`, which fits the box. */
export const setLinkLabelCommand = defineCommand<{ id: string; label: string }>({
  id: "content.setLinkLabel",
  label: () => "Edit text",
  apply(draft, { id, label }) {
    const content = contentOf(draft, id);
    if (content?.kind === "link") content.label = label;
  },
});

/** A picture layer's picture (null keeps it), or a button's optional picture (null removes it). */
export const setPictureCommand = defineCommand<{ id: string; asset: string | null }>({
  id: "content.setPicture",
  label: () => "Set picture",
  apply(draft, { id, asset }) {
    const content = contentOf(draft, id);
    if (content?.kind === "image" && asset) content.asset = asset;
    if (content?.kind === "link") {
      if (asset) content.asset = asset;
      else delete content.asset;
    }
  },
});

/** A picture's alternative text, for screen readers (typing coalesces per layer). */
export const setAltTextCommand = defineCommand<{ id: string; alt: string }>({
  id: "content.setAlt",
  label: () => "Edit alternative text",
  apply(draft, { id, alt }) {
    const content = contentOf(draft, id);
    if (content?.kind === "image") content.alt = alt;
  },
});

/** A video layer's video. */
export const setVideoCommand = defineCommand<{ id: string; asset: string }>({
  id: "content.setVideo",
  label: () => "Set video",
  apply(draft, { id, asset }) {
    const content = contentOf(draft, id);
    if (content?.kind === "video" && asset) content.asset = asset;
  },
});

/** A video's playback flags with the names the panel shows them by (and the undo steps use). */
export const VIDEO_FLAGS = {
  autoplay: "Play on its own",
  muted: "Muted",
  loop: "Loop",
  controls: "Show controls",
} as const;
export type VideoFlag = keyof typeof VIDEO_FLAGS;

/** Turn a video's flag on or off: "Muted: on". */
export const setVideoFlagCommand = defineCommand<{ id: string; flag: VideoFlag; value: boolean }>({
  id: "content.setVideoFlag",
  label: ({ flag, value }) => `${VIDEO_FLAGS[flag]}: ${value ? "on" : "off"}`,
  apply(draft, { id, flag, value }) {
    const content = contentOf(draft, id);
    if (content?.kind === "video") content[flag] = value;
  },
});

/** The feature (a form, a chat, a map …) a feature layer shows. */
export const setFeatureCommand = defineCommand<{ id: string; feature: string }>({
  id: "content.setFeature",
  label: () => "Set feature",
  apply(draft, { id, feature }) {
    const content = contentOf(draft, id);
    if (content?.kind === "feature" && feature) content.feature = feature;
  },
});
