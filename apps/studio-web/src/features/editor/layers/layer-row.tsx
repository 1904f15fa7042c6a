import type { Layer } from "@adstudio/creative/document";
import { useSortable } from "@dnd-kit/sortable";
import { ActionIcon, Group, TextInput, Tooltip, UnstyledButton } from "@mantine/core";
import { IconEye, IconEyeOff, IconGripVertical, IconLock, IconLockOpen } from "@tabler/icons-react";
import { type KeyboardEvent, type MouseEvent, memo, useState } from "react";
import { opensMenu } from "../selection/selection-menu";
import { LAYER_KIND_INFO } from "./layer-kinds";
import classes from "./layers-panel.module.css";

export interface LayerRowProps {
  layer: Layer;
  depth: number;
  index: number;
  selected: boolean;
  onSelect(id: string, event: MouseEvent | KeyboardEvent): void;
  onRename(id: string, name: string): void;
  onToggle(id: string, flag: "hidden" | "locked"): void;
  /** Opens the selection's context menu at a point in window pixels. */
  onMenu(id: string, point: { x: number; y: number }): void;
}

/**
 * One layer of the panel: drag handle (pointer and keyboard, from dnd-kit), name (click selects, Shift or
 * Ctrl/Cmd adds; double-click or F2 renames), hide and lock toggles. Memoised: a change to one layer
 * re-renders its row only, since immer keeps the other layer records identical.
 */
export const LayerRowView = memo(function LayerRowView({
  layer,
  depth,
  index,
  selected,
  onSelect,
  onRename,
  onToggle,
  onMenu,
}: LayerRowProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: layer.id });
  const [editing, setEditing] = useState<string | null>(null);
  const { label, icon: KindIcon } = LAYER_KIND_INFO[layer.content.kind];
  const name = layer.name || label;

  const commit = () => {
    if (editing === null) return;
    const next = editing.trim();
    setEditing(null);
    if (next && next !== layer.name) onRename(layer.id, next.slice(0, 120));
  };

  return (
    <Group
      ref={setNodeRef}
      data-row-index={index}
      gap={4}
      wrap="nowrap"
      className={classes.row}
      data-selected={selected || undefined}
      data-dragging={isDragging || undefined}
      data-hidden={layer.hidden || undefined}
      onContextMenu={(event) => {
        event.preventDefault();
        onMenu(layer.id, { x: event.clientX, y: event.clientY });
      }}
      style={{
        paddingLeft: 4 + depth * 16,
        transform: transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined,
        transition,
      }}
    >
      <ActionIcon
        ref={setActivatorNodeRef}
        variant="subtle"
        color="gray"
        size="sm"
        className={classes.handle}
        {...attributes}
        {...listeners}
        aria-label={`Move ${name}`}
      >
        <IconGripVertical size={14} />
      </ActionIcon>
      <KindIcon size={16} stroke={1.5} aria-hidden />
      {editing !== null ? (
        <TextInput
          size="xs"
          flex={1}
          autoFocus
          aria-label={`New name for ${name}`}
          value={editing}
          maxLength={120}
          onChange={(event) => setEditing(event.currentTarget.value)}
          onBlur={commit}
          onKeyDown={(event) => {
            event.stopPropagation();
            if (event.key === "Enter") commit();
            if (event.key === "Escape") setEditing(null);
          }}
        />
      ) : (
        <UnstyledButton
          className={classes.name}
          aria-pressed={selected}
          title={`${label}: ${name}. Double-click or F2 to rename.`}
          onClick={(event) => onSelect(layer.id, event)}
          onDoubleClick={() => setEditing(layer.name)}
          onKeyDown={(event) => {
            if (event.key === "F2") {
              event.preventDefault();
              setEditing(layer.name);
            } else if (opensMenu(event)) {
              event.preventDefault();
              const box = event.currentTarget.getBoundingClientRect();
              onMenu(layer.id, { x: box.left + 16, y: box.bottom });
            }
          }}
        >
          {name}
        </UnstyledButton>
      )}
      <Tooltip label={layer.hidden ? "Show" : "Hide"} openDelay={400}>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="sm"
          aria-label={`${layer.hidden ? "Show" : "Hide"} ${name}`}
          onClick={() => onToggle(layer.id, "hidden")}
        >
          {layer.hidden ? <IconEyeOff size={14} /> : <IconEye size={14} />}
        </ActionIcon>
      </Tooltip>
      <Tooltip label={layer.locked ? "Unlock" : "Lock"} openDelay={400}>
        <ActionIcon
          variant={layer.locked ? "light" : "subtle"}
          color="gray"
          size="sm"
          aria-label={`${layer.locked ? "Unlock" : "Lock"} ${name}`}
          onClick={() => onToggle(layer.id, "locked")}
        >
          {layer.locked ? <IconLock size={14} /> : <IconLockOpen size={14} />}
        </ActionIcon>
      </Tooltip>
    </Group>
  );
});
