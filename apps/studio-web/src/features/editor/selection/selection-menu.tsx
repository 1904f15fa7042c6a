import { Kbd, Menu } from "@mantine/core";
import { type ReactNode, useCallback, useState } from "react";
import { useStore } from "zustand";
import { useEditorStore } from "../editor-context";
import {
  copyAction,
  deleteAction,
  duplicateAction,
  groupAction,
  hideAction,
  lockAction,
  pasteAction,
  reorderActions,
  type SelectionAction,
  ungroupAction,
} from "./actions";

/** The context menu's sections, in the order designers know from Figma and Canva. */
const SECTIONS: readonly (readonly SelectionAction[])[] = [
  [duplicateAction, copyAction, pasteAction],
  reorderActions,
  [hideAction, lockAction, groupAction, ungroupAction],
  [deleteAction],
];

export interface MenuPoint {
  x: number;
  y: number;
}

/** Whether a key opens the context menu from the keyboard (Shift+F10, or the ContextMenu key). */
export const opensMenu = (e: { key: string; shiftKey: boolean }) =>
  e.key === "ContextMenu" || (e.shiftKey && e.key === "F10");

/**
 * The selection's context menu (right-click on the canvas or a layer row, Shift+F10, the ContextMenu
 * key): answers the menu to render and `open(point)`, the point in window pixels. The items run the
 * same selection actions as the keys and the selection buttons.
 */
export function useSelectionMenu(): { menu: ReactNode; open(point: MenuPoint): void } {
  const store = useEditorStore();
  const [point, setPoint] = useState<MenuPoint | null>(null);
  const state = useStore(store);
  const open = useCallback((next: MenuPoint) => setPoint(next), []);
  const menu = (
    <Menu
      opened={point !== null}
      onChange={(opened) => !opened && setPoint(null)}
      position="bottom-start"
      offset={2}
      withinPortal
      shadow="md"
      width={230}
      returnFocus
    >
      <Menu.Target>
        <div
          aria-hidden
          style={{ position: "fixed", left: point?.x ?? 0, top: point?.y ?? 0, width: 0, height: 0 }}
        />
      </Menu.Target>
      <Menu.Dropdown aria-label="Layer actions" data-testid="selection-menu">
        {SECTIONS.map((section, i) => (
          <div key={section[0]?.id}>
            {i > 0 && <Menu.Divider />}
            {section.map((action) => {
              const Icon = action.icon(state);
              return (
                <Menu.Item
                  key={action.id}
                  leftSection={<Icon size={16} stroke={1.5} />}
                  rightSection={action.keys ? <Kbd size="xs">{action.keys}</Kbd> : null}
                  disabled={!action.enabled(state)}
                  color={action === deleteAction ? "red" : undefined}
                  onClick={() => action.run(store)}
                >
                  {action.label(state)}
                </Menu.Item>
              );
            })}
          </div>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
  return { menu, open };
}
