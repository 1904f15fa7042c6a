import {
  ANIMATION_PRESETS,
  ANIMATION_TRIGGERS,
  type Animation,
  AnimationSchema,
  EASINGS,
} from "@adstudio/creative/document";
import { Button, Group, Modal, NumberInput, SegmentedControl, Select, Stack, Text } from "@mantine/core";
import { useEffect, useState } from "react";
import * as v from "valibot";
import { EASING_LABELS, PRESET_LABELS, TRIGGER_LABELS } from "./animation-time";

/** What a new animation starts as: a half-second fade in. */
export const NEW_ANIMATION: Animation = {
  trigger: "entrance",
  preset: "fade",
  delayMs: 0,
  durationMs: 500,
  easing: "ease-out",
  iterations: 1,
};

export interface AnimationDialogProps {
  /** The layer's name, for the title; null keeps the dialog closed. */
  layerName: string | null;
  /** The animation being edited, or null to add one. */
  initial: Animation | null;
  onSave(animation: Animation): void;
  onRemove(): void;
  onClose(): void;
}

const numberOr = (value: string | number, fallback: number) =>
  value === "" || Number.isNaN(Number(value)) ? fallback : Math.round(Number(value));

/**
 * Adds or edits one animation of a layer: trigger, preset, duration, delay, easing and, for loops, how
 * often it repeats. Nothing is written until Save, so the change is one undo step.
 */
export function AnimationDialog({ layerName, initial, onSave, onRemove, onClose }: AnimationDialogProps) {
  const [draft, setDraft] = useState<Animation>(initial ?? NEW_ANIMATION);
  useEffect(() => setDraft(initial ?? NEW_ANIMATION), [initial]);
  const set = (patch: Partial<Animation>) => setDraft((d) => ({ ...d, ...patch }));
  // Custom keyframes are edited elsewhere (their stops); they can be kept but not chosen here.
  const presets = ANIMATION_PRESETS.filter((p) => p !== "keyframes" || initial?.preset === "keyframes");
  const checked = v.safeParse(AnimationSchema, draft);

  return (
    <Modal
      opened={layerName !== null}
      onClose={onClose}
      title={initial ? `Edit animation of ${layerName}` : `Add animation to ${layerName}`}
      centered
    >
      <Stack gap="sm">
        <div>
          <Text size="sm" fw={500} mb={4} id="animation-trigger">
            Trigger
          </Text>
          <SegmentedControl
            fullWidth
            aria-labelledby="animation-trigger"
            data={ANIMATION_TRIGGERS.map((t) => ({ value: t, label: TRIGGER_LABELS[t] }))}
            value={draft.trigger}
            onChange={(trigger) =>
              set({
                trigger: trigger as Animation["trigger"],
                // Entrances and exits play once; a loop starts with one repeat more to show it loops.
                iterations: trigger === "loop" ? Math.max(2, draft.iterations) : 1,
              })
            }
          />
        </div>
        <Select
          label="Preset"
          data={presets.map((p) => ({ value: p, label: PRESET_LABELS[p] }))}
          value={draft.preset}
          allowDeselect={false}
          comboboxProps={{ withinPortal: false }}
          onChange={(preset) => preset && set({ preset: preset as Animation["preset"] })}
          // A keyframed animation stays one: its keyframes are edited on the timeline's rows.
          disabled={initial?.tracks !== undefined}
          description={
            initial?.tracks !== undefined ? "Its keyframes are edited on the timeline." : undefined
          }
        />
        <Group grow>
          <NumberInput
            label="Duration (ms)"
            min={1}
            max={600_000}
            step={100}
            allowDecimal={false}
            value={draft.durationMs}
            onChange={(value) => set({ durationMs: numberOr(value, 0) })}
            error={
              draft.durationMs < 1
                ? "Use at least 1 ms."
                : checked.success
                  ? undefined
                  : checked.issues.find((i) => i.path?.[0]?.key === "tracks")?.message
            }
          />
          <NumberInput
            label="Delay (ms)"
            min={0}
            max={600_000}
            step={100}
            allowDecimal={false}
            value={draft.delayMs}
            onChange={(value) => set({ delayMs: numberOr(value, 0) })}
          />
        </Group>
        <Group grow>
          <Select
            label="Easing"
            data={EASINGS.map((e) => ({ value: e, label: EASING_LABELS[e] }))}
            value={draft.easing}
            allowDeselect={false}
            comboboxProps={{ withinPortal: false }}
            onChange={(easing) => easing && set({ easing: easing as Animation["easing"] })}
          />
          {draft.trigger === "loop" && (
            <NumberInput
              label="Repeats"
              description="0 repeats forever"
              min={0}
              max={100}
              allowDecimal={false}
              value={draft.iterations}
              onChange={(value) => set({ iterations: numberOr(value, 0) })}
            />
          )}
        </Group>
        <Group justify="space-between" mt="xs">
          {initial ? (
            <Button variant="subtle" color="red" onClick={onRemove}>
              Remove animation
            </Button>
          ) : (
            <span />
          )}
          <Group gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button disabled={!checked.success} onClick={() => checked.success && onSave(checked.output)}>
              {initial ? "Save animation" : "Add animation"}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
