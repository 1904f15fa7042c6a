import {
  ActionSchema,
  type AdAction,
  type AdEvent,
  type LayerAction,
  SWIPE_DIRECTIONS,
} from "@adstudio/creative/document";
import { Button, Group, NumberInput, Paper, Select, Stack } from "@mantine/core";
import { useState } from "react";
import * as v from "valibot";
import {
  ACTION_LABELS,
  type ActionTargets,
  availableActions,
  availableEvents,
  type Choice,
  defaultAction,
  defaultEvent,
  EVENT_LABELS,
} from "./action-options";

export interface ActionFormProps {
  format: string;
  targets: ActionTargets;
  /** The action being edited, or null for a new one. */
  initial: LayerAction | null;
  onSave(action: LayerAction): void;
  onCancel(): void;
}

/** A Select whose list is rendered in place (the panel may sit in a drawer or popover). */
function ChoiceSelect(props: {
  label: string;
  data: Choice[];
  value: string;
  onChange(value: string): void;
}) {
  return (
    <Select
      size="xs"
      label={props.label}
      data={props.data}
      value={props.value || null}
      allowDeselect={false}
      comboboxProps={{ withinPortal: false }}
      onChange={(value) => value !== null && props.onChange(value)}
    />
  );
}

const DIRECTIONS = SWIPE_DIRECTIONS.map((d) => ({ value: d, label: d[0]?.toUpperCase() + d.slice(1) }));

/**
 * Chooses an event and what it does, offering only targets the document has (its exits, other pages, the
 * page's videos and layers, its features). Nothing is written until Save: one undo step.
 */
export function ActionForm({ format, targets, initial, onSave, onCancel }: ActionFormProps) {
  const kinds = availableActions(format, targets);
  const [on, setOn] = useState<AdEvent>(initial?.on ?? defaultEvent("click", targets));
  const [act, setAct] = useState<AdAction>(
    initial?.do ?? defaultAction(kinds.includes("exit") ? "exit" : (kinds[0] ?? "showLayer"), targets),
  );
  const checked = v.safeParse(ActionSchema, { on, do: act });
  const chat = act.type === "richBotReply" ? targets.chats.find((c) => c.value === act.feature) : undefined;

  return (
    <Paper withBorder p="xs" radius="sm">
      <Stack gap={6}>
        <ChoiceSelect
          label="When"
          data={availableEvents(targets).map((e) => ({ value: e, label: EVENT_LABELS[e] }))}
          value={on.type}
          onChange={(type) => setOn(defaultEvent(type as AdEvent["type"], targets))}
        />
        {on.type === "swipe" && (
          <ChoiceSelect
            label="Direction"
            data={DIRECTIONS}
            value={on.direction}
            onChange={(direction) => setOn({ type: "swipe", direction: direction as typeof on.direction })}
          />
        )}
        {on.type === "timer" && (
          <NumberInput
            size="xs"
            label="After (ms)"
            min={0}
            max={600_000}
            step={500}
            allowDecimal={false}
            value={on.afterMs}
            onChange={(value) => setOn({ type: "timer", afterMs: Math.round(Number(value) || 0) })}
          />
        )}
        {on.type === "videoEnd" && (
          <ChoiceSelect
            label="Which video ends"
            data={targets.videos}
            value={on.layer}
            onChange={(layer) => setOn({ type: "videoEnd", layer })}
          />
        )}
        <ChoiceSelect
          label="Then"
          data={kinds.map((k) => ({ value: k, label: ACTION_LABELS[k] }))}
          value={act.type}
          onChange={(type) => setAct(defaultAction(type as AdAction["type"], targets))}
        />
        {act.type === "exit" && (
          <ChoiceSelect
            label="Exit"
            data={targets.exits}
            value={act.exit}
            onChange={(exit) => setAct({ ...act, exit })}
          />
        )}
        {act.type === "goToPage" && (
          <ChoiceSelect
            label="Page"
            data={targets.pages}
            value={act.page}
            onChange={(page) => setAct({ ...act, page })}
          />
        )}
        {(act.type === "playVideo" || act.type === "pauseVideo" || act.type === "seekVideo") && (
          <ChoiceSelect
            label="Video"
            data={targets.videos}
            value={act.layer}
            onChange={(layer) => setAct({ ...act, layer })}
          />
        )}
        {act.type === "seekVideo" && (
          <NumberInput
            size="xs"
            label="At second"
            min={0}
            max={86_400}
            step={1}
            value={act.seconds}
            onChange={(value) => setAct({ ...act, seconds: Math.max(0, Number(value) || 0) })}
          />
        )}
        {(act.type === "showLayer" || act.type === "hideLayer") && (
          <ChoiceSelect
            label="Layer"
            data={targets.layers}
            value={act.layer}
            onChange={(layer) => setAct({ ...act, layer })}
          />
        )}
        {act.type === "downloadVCard" && (
          <ChoiceSelect
            label="Contact card"
            data={targets.vcards}
            value={act.feature}
            onChange={(feature) => setAct({ ...act, feature })}
          />
        )}
        {act.type === "richBotReply" && (
          <>
            <ChoiceSelect
              label="Chat"
              data={targets.chats.filter((c) => c.steps.length > 0)}
              value={act.feature}
              onChange={(feature) =>
                setAct({
                  ...act,
                  feature,
                  step: targets.chats.find((c) => c.value === feature)?.steps[0]?.value ?? "",
                })
              }
            />
            <ChoiceSelect
              label="Step"
              data={chat?.steps ?? []}
              value={act.step}
              onChange={(step) => setAct({ ...act, step })}
            />
          </>
        )}
        <Group justify="flex-end" gap="xs" mt={4}>
          <Button size="xs" variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button
            size="xs"
            disabled={!checked.success}
            onClick={() => checked.success && onSave(checked.output)}
          >
            Save action
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
