import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  type KeyboardCoordinateGetter,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { Group, ScrollArea, Stack, Text, Title } from "@mantine/core";
import { IconStack2 } from "@tabler/icons-react";
import { type KeyboardEvent, type MouseEvent, useCallback, useMemo } from "react";
import { useEditor, useEditorStore } from "../editor-context";
import { moveLayerCommand, renameLayerCommand, setLayerFlagCommand } from "../model/commands/layers";
import { selectLayersCommand, toggleSelectionCommand } from "../model/commands/selection";
import { runSelectionKey } from "../selection/actions";
import { SelectionButtons } from "../selection/selection-buttons";
import { type MenuPoint, useSelectionMenu } from "../selection/selection-menu";
import { AddLayerMenu } from "./add-layer-menu";
import { LayerRowView } from "./layer-row";
import { dropPlace, INDENT, layerRows } from "./layer-rows";

/** Up and down move among the rows (dnd-kit's sortable keys); right and left go into and out of containers. */
const coordinates: KeyboardCoordinateGetter = (event, args) => {
  const { x, y } = args.currentCoordinates;
  if (event.code === "ArrowRight" || event.code === "ArrowLeft") {
    event.preventDefault();
    return { x: x + (event.code === "ArrowRight" ? INDENT : -INDENT), y };
  }
  return sortableKeyboardCoordinates(event, args);
};

const INSTRUCTIONS =
  "To move a layer, press Space or Enter on its handle, then the up and down arrows to move it in the list, right to put it into a container above it, left to take it out of its container; Space or Enter drops it, Escape cancels.";

/**
 * The current page's layers as a tree, top layer first: select (Shift or Ctrl/Cmd adds), rename, hide,
 * lock, drag or use the keyboard to reorder and to move into and out of containers, and add layers by kind.
 * Delete, Ctrl+D… and the context menu act on the selection made here as on the canvas. Every change is a
 * command (one undo step); a drag commits once, on drop.
 */
export function LayersPanel() {
  const store = useEditorStore();
  const page = useEditor((s) => s.session.page);
  const layers = useEditor((s) => s.document.layers);
  const selection = useEditor((s) => s.session.selection);
  const rows = useMemo(() => layerRows(layers, page), [layers, page]);
  const ids = useMemo(() => rows.map((row) => row.layer.id), [rows]);
  const selected = useMemo(() => new Set(selection), [selection]);
  const nameOf = (id: unknown) => store.getState().document.layers[String(id)]?.name ?? "the layer";

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: coordinates }),
  );

  const onSelect = useCallback(
    (id: string, event: MouseEvent | KeyboardEvent) => {
      const { run } = store.getState();
      const adds = event.shiftKey || event.ctrlKey || event.metaKey;
      run(adds ? toggleSelectionCommand : selectLayersCommand, { ids: [id] });
    },
    [store],
  );
  const onRename = useCallback(
    (id: string, name: string) => store.getState().run(renameLayerCommand, { id, name }),
    [store],
  );
  const onToggle = useCallback(
    (id: string, flag: "hidden" | "locked") => store.getState().run(setLayerFlagCommand, { ids: [id], flag }),
    [store],
  );
  const { menu, open: openMenu } = useSelectionMenu();
  /** A right-click (or Shift+F10) on a row acts on the selection, selecting the row first if it was not. */
  const onMenu = useCallback(
    (id: string, point: MenuPoint) => {
      const { session, run } = store.getState();
      if (!session.selection.includes(id)) run(selectLayersCommand, { ids: [id] });
      openMenu(point);
    },
    [store, openMenu],
  );
  // Delete, Backspace, Ctrl+D… act on the selection made here as on the canvas (not while renaming).
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    // Keys from a portal (the Add layer menu's dropdown) bubble here through React, not the DOM: theirs.
    if (!(event.target instanceof Node) || !event.currentTarget.contains(event.target)) return;
    if (runSelectionKey(event, store)) {
      event.preventDefault();
      event.stopPropagation();
    }
  };

  const onDragEnd = ({ active, over, delta }: DragEndEvent) => {
    if (!over) return;
    const { document, run } = store.getState();
    const place = dropPlace(document, rows, String(active.id), String(over.id), delta.x);
    if (!place) return;
    run(moveLayerCommand, { id: String(active.id), ...place });
  };

  // The menu sits outside the section: React bubbles a portal's keys through its owners, and the
  // section's Delete would act on them.
  return (
    <>
      {menu}
      <Stack gap="xs" h="100%" aria-label="Layers" component="section" onKeyDown={onKeyDown}>
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} size="h5">
            Layers
          </Title>
          <AddLayerMenu />
        </Group>
        <SelectionButtons />
        {rows.length === 0 ? (
          <Stack align="center" gap={4} py="lg" c="dimmed">
            <IconStack2 size={28} stroke={1.2} aria-hidden />
            <Text size="sm">This page has no layers yet.</Text>
            <Text size="xs">Use "Add layer" or drop a picture from Assets.</Text>
          </Stack>
        ) : (
          <ScrollArea.Autosize mah="100%" type="auto" offsetScrollbars>
            <DndContext
              sensors={sensors}
              collisionDetection={closestCenter}
              onDragEnd={onDragEnd}
              accessibility={{
                screenReaderInstructions: { draggable: INSTRUCTIONS },
                announcements: {
                  onDragStart: ({ active }) => `Picked up ${nameOf(active.id)}.`,
                  onDragOver: ({ active, over }) =>
                    over
                      ? `${nameOf(active.id)} is over ${nameOf(over.id)}.`
                      : `${nameOf(active.id)} is over no layer.`,
                  onDragEnd: ({ active, over }) =>
                    over
                      ? `${nameOf(active.id)} was dropped at ${nameOf(over.id)}.`
                      : `${nameOf(active.id)} was dropped.`,
                  onDragCancel: ({ active }) => `Moving ${nameOf(active.id)} was cancelled.`,
                },
              }}
            >
              <SortableContext items={ids} strategy={verticalListSortingStrategy}>
                <Stack gap={2}>
                  {rows.map((row, index) => (
                    <LayerRowView
                      key={row.layer.id}
                      layer={row.layer}
                      depth={row.depth}
                      index={index}
                      selected={selected.has(row.layer.id)}
                      onSelect={onSelect}
                      onRename={onRename}
                      onToggle={onToggle}
                      onMenu={onMenu}
                    />
                  ))}
                </Stack>
              </SortableContext>
            </DndContext>
          </ScrollArea.Autosize>
        )}
      </Stack>
    </>
  );
}
