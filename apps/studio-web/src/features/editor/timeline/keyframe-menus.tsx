import {
  KEYFRAME_LABELS,
  KEYFRAME_PROPERTIES,
  type KeyframeProperty,
  type Layer,
  type PresetName,
  restingValue,
  trackValueAt,
} from "@adstudio/creative/document";
import { ActionIcon, Menu, Tooltip } from "@mantine/core";
import { IconClipboard, IconCopy, IconKeyframe, IconSparkles } from "@tabler/icons-react";
import { useEditorStore } from "../editor-context";
import {
  addKeyframeCommand,
  applyPresetCommand,
  copiedKeyframes,
  keyframeAnimation,
  pasteKeyframesCommand,
} from "../model/commands/keyframes";
import { PRESET_LABELS } from "./animation-time";
import { keyframeState, keyframeTime, selectKeyframe, useKeyframeState } from "./keyframe-state";

/** The presets the keyframe shortcuts offer, with how long each writes its motion. */
const PRESETS: [PresetName, number][] = [
  ["fade", 500],
  ["slide-left", 500],
  ["slide-right", 500],
  ["slide-up", 500],
  ["slide-down", 500],
  ["zoom", 500],
  ["bounce", 800],
  ["pulse", 800],
  ["shake", 600],
  ["spin", 1000],
];

/**
 * A property's value on the layer at a page time: as its keyframes play it there, else the layer's own
 * (base size), so a new keyframe starts from what the canvas shows at the playhead.
 */
export function valueAt(layer: Layer, property: KeyframeProperty, timeMs: number): number | string {
  const animation = keyframeAnimation(layer.animations);
  const track = animation?.tracks?.find((t) => t.property === property);
  if (animation && track) {
    const value = trackValueAt(track, animation.easing, timeMs - animation.delayMs);
    if (value !== undefined) return typeof value === "number" ? Math.round(value * 1000) / 1000 : value;
  }
  return restingValue(layer.props, property);
}

export interface KeyframeMenusProps {
  layer: Layer;
  /** The playhead, where keyframes are added and pasted. */
  timeMs: number;
  /** Why nothing can be added (a still format), or null. */
  blocked: string | null;
}

/** A layer row's keyframe menus: add a property's keyframe, paste, copy all, and presets as keyframes. */
export function KeyframeMenus({ layer, timeMs, blocked }: KeyframeMenusProps) {
  const store = useEditorStore();
  const copied = useKeyframeState((s) => s.copied);
  const name = layer.name || layer.id;
  const at = keyframeTime(timeMs);
  const { run } = store.getState();
  const animation = keyframeAnimation(layer.animations);
  const all = (animation?.tracks ?? []).flatMap((t) =>
    t.keyframes.map((k) => ({ property: t.property, timeMs: k.atMs + animation!.delayMs })),
  );
  return (
    <>
      <Menu position="bottom-start" withinPortal shadow="md" disabled={blocked !== null}>
        <Menu.Target>
          <Tooltip label={blocked ?? `Add a keyframe at ${at}`}>
            <ActionIcon
              variant="subtle"
              size="sm"
              aria-label={`Keyframes of ${name}`}
              disabled={blocked !== null}
            >
              <IconKeyframe size={14} />
            </ActionIcon>
          </Tooltip>
        </Menu.Target>
        <Menu.Dropdown mah={380} style={{ overflowY: "auto" }}>
          <Menu.Label>Add keyframe at {at}</Menu.Label>
          {KEYFRAME_PROPERTIES.map((property) => (
            <Menu.Item
              key={property}
              onClick={() => {
                run(addKeyframeCommand, {
                  id: layer.id,
                  property,
                  timeMs,
                  value: valueAt(layer, property, timeMs),
                });
                selectKeyframe({ layer: layer.id, property, timeMs: Math.round(timeMs) });
              }}
            >
              {KEYFRAME_LABELS[property]}
            </Menu.Item>
          ))}
          <Menu.Divider />
          <Menu.Item
            leftSection={<IconClipboard size={14} />}
            disabled={copied.length === 0}
            onClick={() => run(pasteKeyframesCommand, { id: layer.id, timeMs, keyframes: copied })}
          >
            {copied.length === 1 ? "Paste keyframe" : "Paste keyframes"} at {at}
          </Menu.Item>
          <Menu.Item
            leftSection={<IconCopy size={14} />}
            disabled={all.length === 0}
            onClick={() =>
              keyframeState.setState({ copied: copiedKeyframes(store.getState().document, layer.id, all) })
            }
          >
            Copy all keyframes
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <Menu position="bottom-start" withinPortal shadow="md" disabled={blocked !== null}>
        <Menu.Target>
          <Tooltip label={blocked ?? `A preset as keyframes at ${at}`}>
            <ActionIcon
              variant="subtle"
              size="sm"
              aria-label={`Preset keyframes for ${name}`}
              disabled={blocked !== null}
            >
              <IconSparkles size={14} />
            </ActionIcon>
          </Tooltip>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>Write keyframes from {at}</Menu.Label>
          {PRESETS.map(([preset, durationMs]) => (
            <Menu.Item
              key={preset}
              onClick={() =>
                run(applyPresetCommand, {
                  id: layer.id,
                  preset,
                  timeMs,
                  durationMs,
                  easing: preset === "spin" || preset === "pulse" ? "ease-in-out" : "ease-out",
                  presetLabel: PRESET_LABELS[preset],
                })
              }
            >
              {PRESET_LABELS[preset]}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
    </>
  );
}
