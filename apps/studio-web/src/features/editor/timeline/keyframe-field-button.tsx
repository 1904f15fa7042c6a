import {
  KEYFRAME_LABELS,
  type KeyframeProperty,
  type Layer,
  type LayerProps,
} from "@adstudio/creative/document";
import { ActionIcon, Tooltip } from "@mantine/core";
import { IconKeyframe } from "@tabler/icons-react";
import { useEditorStore } from "../editor-context";
import { addKeyframeCommand } from "../model/commands/keyframes";
import { keyframeTime, selectKeyframe } from "./keyframe-state";
import { useTimelinePlayback } from "./timeline-playback";

/** The properties panel's fields that can be keyframed, by layer prop. */
export const KEYFRAME_OF_PROP: Partial<Record<keyof LayerProps, KeyframeProperty>> = {
  posleft: "x",
  postop: "y",
  width: "width",
  height: "height",
  rotation: "rotation",
  opacity: "opacity",
  fontColor: "color",
  background: "background",
};

/**
 * The diamond beside a keyframeable field of the properties panel: adds a keyframe of the field's
 * current value at the timeline's playhead (at 0 s when the timeline is not previewing).
 */
export function KeyframeFieldButton({
  layer,
  prop,
  props,
}: {
  layer: Layer;
  prop: keyof LayerProps;
  props: LayerProps;
}) {
  const store = useEditorStore();
  const page = layer.page;
  const timeMs = useTimelinePlayback((s) =>
    s.page === page && s.timeMs !== null ? Math.round(s.timeMs) : 0,
  );
  const property = KEYFRAME_OF_PROP[prop];
  if (!property) return null;
  const value = props[prop] as number | string | undefined;
  const label = `Add ${KEYFRAME_LABELS[property].toLowerCase()} keyframe at ${keyframeTime(timeMs)}`;
  return (
    <Tooltip label={value === undefined ? "Set a value first" : label}>
      <ActionIcon
        variant="subtle"
        size="sm"
        mb={4}
        aria-label={label}
        disabled={value === undefined}
        onClick={() => {
          if (value === undefined) return;
          store.getState().run(addKeyframeCommand, { id: layer.id, property, timeMs, value });
          selectKeyframe({ layer: layer.id, property, timeMs });
        }}
      >
        <IconKeyframe size={14} />
      </ActionIcon>
    </Tooltip>
  );
}
