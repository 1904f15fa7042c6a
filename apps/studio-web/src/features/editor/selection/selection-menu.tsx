import { Kbd, Menu } from "@mantine/core";
import { type ReactNode, useCallback, useMemo, useState } from "react";
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
import classes from "./selection-menu.module.css";
import { useSelectionState } from "./use-selection-state";

/** The context menu's sections, in the order designers know from Figma and Canva. */
const SECTIONS: readonly { name: string; actions: readonly SelectionAction[] }[] = [
  { name: "Edit", actions: [duplicateAction, copyAction, pasteAction] },
  { name: "Order", actions: reorderActions },
  { name: "Show and group", actions: [hideAction, lockAction, groupAction, ungroupAction] },
  { name: "Remove", actions: [deleteAction] },
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
  const state = useSelectionState();
  const open = useCallback((next: MenuPoint) => setPoint(next), []);
  // The canvas re-renders on every pointer move of a gesture; the menu (a popover, closed then) only
  // when it opens or what it reads changes (the document and the session, as useSelectionState says;
  // `state` is read whole and changes with them).
  const { document, session } = state;
  const menu = useMemo(
    () => (
      <Menu
        opened={point !== null}
        onChange={(opened) => !opened && setPoint(null)}
        position="bottom-start"
        offset={2}
        withinPortal
        shadow="md"
        width={270}
        // A context menu opens at once, as the system's do.
        transitionProps={{ duration: 0 }}
        returnFocus
        // Focus the first item, not Mantine's placeholder: a role=presentation child of the menu breaks
        // axe's aria-required-children (critical), and keyboard users start on an item.
        withInitialFocusPlaceholder={false}
      >
        <Menu.Target>
          <div
            aria-hidden
            style={{ position: "fixed", left: point?.x ?? 0, top: point?.y ?? 0, width: 0, height: 0 }}
          />
        </Menu.Target>
        <Menu.Dropdown aria-label="Layer actions" data-testid="selection-menu">
          {/* Sections are groups with a rule between them: a menu may hold groups, not separators' presentation divs. */}
          {SECTIONS.map((section, i) => (
            // biome-ignore lint/a11y/useSemanticElements: a menu's sections are ARIA groups of menu items; a fieldset groups form fields.
            <div
              key={section.name}
              role="group"
              aria-label={section.name}
              className={i > 0 ? classes.section : undefined}
            >
              {section.actions.map((action) => {
                const Icon = action.icon(state);
                return (
                  <Menu.Item
                    key={action.id}
                    leftSection={<Icon size={16} stroke={1.5} />}
                    rightSection={action.keys ? <Kbd size="xs">{action.keys}</Kbd> : null}
                    disabled={!action.enabled(state)}
                    // red.9: the filled red reads 3.3:1 on white, below AA for text.
                    color={action === deleteAction ? "red.9" : undefined}
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
    ),
    [point, document, session, store],
  );
  return { menu, open };
}
