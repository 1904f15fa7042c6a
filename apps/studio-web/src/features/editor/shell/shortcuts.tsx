import { Kbd, Modal, Table, Text } from "@mantine/core";
import { useHotkeys } from "@mantine/hooks";
import { useAutosave, useEditorStore } from "../editor-context";

export interface Shortcut {
  keys: string;
  action: string;
}

/** The editor-wide shortcuts; the canvas and panels add their own to the help dialog. */
export const EDITOR_SHORTCUTS: readonly Shortcut[] = [
  { keys: "Ctrl+Z", action: "Undo" },
  { keys: "Ctrl+Shift+Z or Ctrl+Y", action: "Redo" },
  { keys: "Ctrl+S", action: "Save now" },
  { keys: "?", action: "Show these shortcuts" },
];

/**
 * The editor-wide keys. Typing in a field keeps the browser's own undo there (Mantine's hotkeys skip
 * inputs), except Ctrl+S, which saves from anywhere.
 */
export function useEditorHotkeys(openHelp: () => void): void {
  const store = useEditorStore();
  const autosave = useAutosave();
  useHotkeys([
    ["mod+z", () => store.getState().undo()],
    ["mod+shift+z", () => store.getState().redo()],
    ["mod+y", () => store.getState().redo()],
    ["shift+?", openHelp],
  ]);
  useHotkeys([["mod+s", () => void autosave.flush()]], []);
}

interface ShortcutsDialogProps {
  opened: boolean;
  onClose: () => void;
  groups: { title: string; shortcuts: readonly Shortcut[] }[];
}

/** Every shortcut of the editor, grouped, in one dialog (issue 13 'Keyboard'). */
export function ShortcutsDialog({ opened, onClose, groups }: ShortcutsDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Keyboard shortcuts" size="lg">
      {groups.map((group) => (
        <div key={group.title}>
          <Text fw={600} size="sm" mt="sm" mb={4}>
            {group.title}
          </Text>
          <Table striped withRowBorders={false}>
            <Table.Tbody>
              {group.shortcuts.map((shortcut) => (
                <Table.Tr key={shortcut.keys}>
                  <Table.Td w="45%">
                    <Kbd size="xs">{shortcut.keys}</Kbd>
                  </Table.Td>
                  <Table.Td>{shortcut.action}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </div>
      ))}
    </Modal>
  );
}
