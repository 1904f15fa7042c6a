import {
  COLOUR_PROPERTIES,
  type CubicBezier,
  CubicBezierSchema,
  curveOf,
  EASINGS,
  KEYFRAME_LABELS,
  KEYFRAME_VALUES,
  type KeyframeEasing,
} from "@adstudio/creative/document";
import {
  Button,
  CloseButton,
  ColorInput,
  Group,
  NumberInput,
  Paper,
  Select,
  Stack,
  Text,
} from "@mantine/core";
import { IconCopy, IconTrash } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import * as v from "valibot";
import { useEditor, useEditorStore } from "../editor-context";
import {
  copiedKeyframes,
  keyframeAnimation,
  removeKeyframesCommand,
  setKeyframeEasingCommand,
  setKeyframeValueCommand,
} from "../model/commands/keyframes";
import { EASING_LABELS } from "./animation-time";
import { CurvePreview } from "./curve-preview";
import { keyframeState, keyframeTime, selectKeyframe, useKeyframeState } from "./keyframe-state";
import classes from "./timeline.module.css";

const CUSTOM = "custom";
const POINTS = ["x1", "y1", "x2", "y2"] as const;

/**
 * The selected keyframe: its value, the easing towards the next keyframe (a named one, or a custom
 * cubic-bezier with four numbers and a drawing of the curve), copy and delete. Typing in a field is
 * one undo step per field.
 */
export function KeyframeEditor() {
  const store = useEditorStore();
  const selected = useKeyframeState((s) => s.selected);
  const layer = useEditor((s) => (selected ? s.document.layers[selected.layer] : undefined));
  const animation = layer ? keyframeAnimation(layer.animations) : undefined;
  const keyframe =
    selected && animation
      ? animation.tracks
          ?.find((t) => t.property === selected.property)
          ?.keyframes.find((k) => k.atMs + animation.delayMs === selected.timeMs)
      : undefined;
  const easing: KeyframeEasing = keyframe?.easing ?? animation?.easing ?? "linear";
  const [curve, setCurve] = useState<Record<(typeof POINTS)[number], string | number>>(curveOf(easing));
  const easingKey = JSON.stringify(easing);
  // The fields follow the stored curve when it changes elsewhere (undo, another keyframe selected).
  useEffect(() => setCurve(curveOf(easing)), [easingKey]);
  // A keyframe that is gone (undone, deleted with its layer) is no longer selected.
  const missing = selected !== null && keyframe === undefined;
  useEffect(() => {
    if (missing) selectKeyframe(null);
  }, [missing]);

  if (!selected || !layer || !animation || !keyframe) return null;
  const key = { property: selected.property, timeMs: selected.timeMs };
  const { run } = store.getState();
  const label = KEYFRAME_LABELS[selected.property];
  const coalesce = `keyframe-${selected.layer}-${selected.property}-${selected.timeMs}`;
  const setEasing = (next: KeyframeEasing, field: string) =>
    run(
      setKeyframeEasingCommand,
      { id: selected.layer, key, easing: next },
      { coalesce: `${coalesce}-${field}` },
    );
  const checkedCurve = v.safeParse(CubicBezierSchema, { type: "cubic-bezier", ...curve });
  const valueSchema = KEYFRAME_VALUES[selected.property] as v.GenericSchema<number | string>;

  return (
    <Paper
      withBorder
      p="xs"
      radius="sm"
      role="group"
      aria-label="Selected keyframe"
      className={classes.editor}
    >
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text size="xs" fw={600} truncate>
            {label} keyframe of {layer.name || layer.id} at {keyframeTime(selected.timeMs)}
          </Text>
          <CloseButton size="sm" aria-label="Close keyframe editor" onClick={() => selectKeyframe(null)} />
        </Group>
        <Group gap="xs" align="flex-end" wrap="nowrap">
          {COLOUR_PROPERTIES.has(selected.property) ? (
            <ColorInput
              size="xs"
              label="Value"
              format="hex"
              value={String(keyframe.value)}
              onChange={(next) =>
                v.is(valueSchema, next) &&
                run(setKeyframeValueCommand, { id: selected.layer, key, value: next }, { coalesce })
              }
              w={120}
            />
          ) : (
            <NumberInput
              size="xs"
              label="Value"
              value={Number(keyframe.value)}
              step={selected.property === "opacity" ? 0.05 : 1}
              decimalScale={3}
              onChange={(next) =>
                typeof next === "number" &&
                v.is(valueSchema, next) &&
                run(setKeyframeValueCommand, { id: selected.layer, key, value: next }, { coalesce })
              }
              w={100}
            />
          )}
          <Select
            size="xs"
            label="Easing to the next keyframe"
            style={{ flex: 1 }}
            allowDeselect={false}
            comboboxProps={{ withinPortal: false }}
            data={[
              ...EASINGS.map((e) => ({ value: e, label: EASING_LABELS[e] })),
              { value: CUSTOM, label: "Custom curve" },
            ]}
            value={typeof easing === "string" ? easing : CUSTOM}
            onChange={(next) => {
              if (!next) return;
              setEasing(next === CUSTOM ? curveOf(easing) : (next as KeyframeEasing), "easing");
            }}
          />
        </Group>
        {typeof easing !== "string" && (
          <Group gap={6} wrap="nowrap" align="flex-start">
            {POINTS.map((point) => (
              <NumberInput
                key={point}
                size="xs"
                label={point}
                aria-label={`Curve ${point}`}
                style={{ flex: 1 }}
                step={0.05}
                decimalScale={3}
                min={point.startsWith("x") ? 0 : -5}
                max={point.startsWith("x") ? 1 : 5}
                clampBehavior="none"
                value={curve[point]}
                error={
                  !checkedCurve.success &&
                  checkedCurve.issues.some((i) => i.path?.[0]?.key === point) &&
                  (point.startsWith("x") ? "0 to 1" : "-5 to 5")
                }
                onChange={(next) => {
                  const draft = { ...curve, [point]: next };
                  setCurve(draft);
                  const checked = v.safeParse(CubicBezierSchema, { type: "cubic-bezier", ...draft });
                  if (checked.success) setEasing(checked.output as CubicBezier, point);
                }}
              />
            ))}
          </Group>
        )}
        <Group gap="sm" wrap="nowrap" align="flex-end" justify="space-between">
          <CurvePreview easing={easing} />
          <Stack gap={6}>
            <Button
              size="compact-xs"
              variant="default"
              leftSection={<IconCopy size={14} />}
              onClick={() =>
                keyframeState.setState({
                  copied: copiedKeyframes(store.getState().document, selected.layer, [key]),
                })
              }
            >
              Copy keyframe
            </Button>
            <Button
              size="compact-xs"
              variant="light"
              color="red"
              leftSection={<IconTrash size={14} />}
              onClick={() => {
                run(removeKeyframesCommand, { id: selected.layer, keys: [key] });
                selectKeyframe(null);
              }}
            >
              Delete keyframe
            </Button>
          </Stack>
        </Group>
      </Stack>
    </Paper>
  );
}
