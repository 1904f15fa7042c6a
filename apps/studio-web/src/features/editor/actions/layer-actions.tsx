import type { Layer, LayerAction } from "@adstudio/creative/document";
import { ActionIcon, Button, Group, Stack, Text, Tooltip } from "@mantine/core";
import { IconPencil, IconPlus, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { ActionForm } from "./action-form";
import { type ActionTargets, describeAction } from "./action-options";

/** A layer holds at most this many actions (the document schema's limit). */
const MAX_ACTIONS = 20;

export interface LayerActionsProps {
  layer: Layer;
  format: string;
  targets: ActionTargets;
  /** What a click on the layer does in the shipped ad (`clickSummary`), null when nothing. */
  click: string | null;
  /** Each is one undo step ("Add action", "Edit action", "Remove action"). */
  onAdd(action: LayerAction): void;
  onEdit(index: number, action: LayerAction): void;
  onRemove(index: number): void;
}

/** The selected layer's events → actions: each as one line, with edit and remove, and an add form. */
export function LayerActions({ layer, format, targets, click, onAdd, onEdit, onRemove }: LayerActionsProps) {
  // The index being edited, "new" while adding, or null.
  const [editing, setEditing] = useState<number | "new" | null>(null);
  const name = layer.name || layer.id;
  return (
    <Stack gap={6}>
      {click ? (
        <Text size="sm">{click}</Text>
      ) : (
        layer.actions.length === 0 &&
        editing === null && (
          <Text size="sm" c="dimmed">
            {name} does nothing when clicked yet. Add an action, such as opening an exit.
          </Text>
        )
      )}
      {layer.actions.map((action, index) =>
        editing === index ? (
          <ActionForm
            key={index}
            format={format}
            targets={targets}
            initial={action}
            onCancel={() => setEditing(null)}
            onSave={(next) => {
              onEdit(index, next);
              setEditing(null);
            }}
          />
        ) : (
          <Group key={index} gap={4} wrap="nowrap" justify="space-between">
            <Text size="sm" style={{ minWidth: 0 }} truncate>
              {describeAction(action, targets)}
            </Text>
            <Group gap={0} wrap="nowrap">
              <Tooltip label="Edit action">
                <ActionIcon
                  variant="subtle"
                  size="sm"
                  aria-label={`Edit action ${index + 1}`}
                  onClick={() => setEditing(index)}
                >
                  <IconPencil size={14} />
                </ActionIcon>
              </Tooltip>
              <Tooltip label="Remove action">
                <ActionIcon
                  variant="subtle"
                  size="sm"
                  color="red"
                  aria-label={`Remove action ${index + 1}`}
                  onClick={() => onRemove(index)}
                >
                  <IconTrash size={14} />
                </ActionIcon>
              </Tooltip>
            </Group>
          </Group>
        ),
      )}
      {editing === "new" ? (
        <ActionForm
          format={format}
          targets={targets}
          initial={null}
          onCancel={() => setEditing(null)}
          onSave={(next) => {
            onAdd(next);
            setEditing(null);
          }}
        />
      ) : (
        <Button
          size="xs"
          variant="light"
          leftSection={<IconPlus size={14} />}
          disabled={layer.actions.length >= MAX_ACTIONS || editing !== null}
          onClick={() => setEditing("new")}
          style={{ alignSelf: "flex-start" }}
        >
          Add action
        </Button>
      )}
    </Stack>
  );
}
