import type { AdDocument } from "@adstudio/creative/document";
import { defineCommand } from "./command";

/** The stage's background colour (hex), behind every page. */
export const setStageBackgroundCommand = defineCommand<{ background: string }>({
  id: "stage.setBackground",
  label: () => "Set stage background",
  apply(draft, { background }) {
    draft.stage.background = background;
  },
});

/** A video ad's delivery settings, each field replaced when given (`undefined` in it clears that one). */
export interface VideoDeliveryArgs {
  skipAfterMs?: number | undefined;
  universalAdId?: AdDocument["stage"]["universalAdId"];
  adVerifications?: AdDocument["stage"]["adVerifications"];
}

/**
 * The VAST delivery settings of a video ad (skip offset, registered ad id, verification vendors): what the
 * published tag announces to players and buyers. An empty value removes the field from the document.
 */
export const setVideoDeliveryCommand = defineCommand<VideoDeliveryArgs>({
  id: "stage.setVideoDelivery",
  label: () => "Change video delivery settings",
  apply(draft, args) {
    for (const key of ["skipAfterMs", "universalAdId", "adVerifications"] as const) {
      if (!Object.hasOwn(args, key)) continue;
      const value = args[key];
      const empty = value === undefined || (Array.isArray(value) && value.length === 0);
      if (empty) delete draft.stage[key];
      else Object.assign(draft.stage, { [key]: value });
    }
  },
});

/** The AI tracker's compiled image target (issue 35): set after the poster is compiled and stored. */
export const setXrTargetCommand = defineCommand<{ target: NonNullable<AdDocument["stage"]["xrTarget"]> }>({
  id: "stage.setXrTarget",
  label: () => "Compile the poster's image target",
  apply(draft, { target }) {
    draft.stage.xrTarget = target;
  },
});
