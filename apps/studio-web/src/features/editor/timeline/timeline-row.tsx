import type { Animation, Layer } from "@adstudio/creative/document";
import { ActionIcon, Box, Text, Tooltip, UnstyledButton } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { memo } from "react";
import { keyframeAnimation } from "../model/commands/keyframes";
import { animationEndMs, PRESET_LABELS, seconds, TRIGGER_LABELS } from "./animation-time";
import { KeyframeMenus } from "./keyframe-menus";
import { KeyframeTrackRow } from "./keyframe-track";
import { NAME_COLUMN } from "./timeline-layout";

export { NAME_COLUMN };
/** A layer holds at most this many animations (the document schema's limit). */
export const MAX_ANIMATIONS = 10;

const TRIGGER_COLOURS: Record<Animation["trigger"], string> = {
  entrance: "teal",
  exit: "orange",
  loop: "violet",
};

export interface TimelineRowProps {
  layer: Layer;
  depth: number;
  selected: boolean;
  axisMs: number;
  page: string;
  /** The playhead (page time), where keyframes are added. */
  timeMs: number;
  /** Why nothing can be added (a still format), or null. */
  addBlocked: string | null;
  onSelect(id: string): void;
  onAdd(id: string): void;
  onEdit(id: string, index: number): void;
}

/** What a bar says to a screen reader and in its tooltip. */
export function barLabel(animation: Animation, layer: string): string {
  const end = animationEndMs(animation);
  const to = Number.isFinite(end) ? seconds(end) : "forever";
  return `${PRESET_LABELS[animation.preset]} ${TRIGGER_LABELS[animation.trigger].toLowerCase()} on ${layer}, ${seconds(animation.delayMs)} to ${to}`;
}

/**
 * One layer on the timeline: its name, its animations as bars on the time axis, an add button and the
 * keyframe menus, then a row per keyframed property with its keyframes.
 */
export const TimelineRow = memo(function TimelineRow(props: TimelineRowProps) {
  const { layer, axisMs } = props;
  const name = layer.name || layer.id;
  const blocked =
    props.addBlocked ??
    (layer.animations.length >= MAX_ANIMATIONS ? `A layer has at most ${MAX_ANIMATIONS} animations.` : null);
  const keyframed = keyframeAnimation(layer.animations);
  return (
    <>
      <Box
        style={{
          display: "grid",
          gridTemplateColumns: `${NAME_COLUMN}px 1fr`,
          alignItems: "center",
          minHeight: 30,
          borderBottom: "1px solid var(--mantine-color-default-border)",
          background: props.selected ? "var(--mantine-primary-color-light)" : undefined,
        }}
      >
        <Box style={{ display: "flex", alignItems: "center", gap: 4, paddingLeft: 4 + props.depth * 12 }}>
          <UnstyledButton
            onClick={() => props.onSelect(layer.id)}
            aria-pressed={props.selected}
            aria-label={`Select ${name}`}
            style={{ flex: 1, minWidth: 0 }}
          >
            <Text size="xs" truncate fw={props.selected ? 600 : 400}>
              {name}
            </Text>
          </UnstyledButton>
          <Tooltip label={blocked ?? "Add animation"}>
            <ActionIcon
              variant="subtle"
              size="sm"
              aria-label={`Add animation to ${name}`}
              disabled={blocked !== null}
              onClick={() => props.onAdd(layer.id)}
            >
              <IconPlus size={14} />
            </ActionIcon>
          </Tooltip>
          <KeyframeMenus layer={layer} timeMs={props.timeMs} blocked={props.addBlocked} />
        </Box>
        <Box style={{ position: "relative", height: 8 + layer.animations.length * 12, minHeight: 20 }}>
          {layer.animations.map((animation, index) => {
            const end = Math.min(axisMs, animationEndMs(animation));
            const left = (animation.delayMs / axisMs) * 100;
            const label = barLabel(animation, name);
            return (
              <Tooltip key={`${index}-${animation.preset}`} label={label}>
                <UnstyledButton
                  aria-label={label}
                  onClick={() => props.onEdit(layer.id, index)}
                  style={{
                    position: "absolute",
                    top: 4 + index * 12,
                    left: `${Math.min(100, left)}%`,
                    width: `max(4px, ${Math.max(0, ((end - animation.delayMs) / axisMs) * 100)}%)`,
                    height: 10,
                    borderRadius: 3,
                    background: `var(--mantine-color-${TRIGGER_COLOURS[animation.trigger]}-5)`,
                  }}
                />
              </Tooltip>
            );
          })}
        </Box>
      </Box>
      {keyframed?.tracks?.map((track) => (
        <KeyframeTrackRow
          key={track.property}
          layer={layer.id}
          page={props.page}
          animation={keyframed}
          track={track}
          axisMs={axisMs}
          depth={props.depth}
        />
      ))}
    </>
  );
});
