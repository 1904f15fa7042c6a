import { Button, Group, Modal, Text } from "@mantine/core";
import { useBlocker } from "@tanstack/react-router";
import { useEditorStore } from "../editor-context";
import { isDirty } from "../model/editor-store";

/**
 * Asks before leaving the editor with changes the server has not acknowledged: a dialog for links
 * inside the studio, the browser's own prompt for closing or reloading the tab.
 */
export function LeaveGuard() {
  const store = useEditorStore();
  const blocker = useBlocker({
    shouldBlockFn: () => isDirty(store.getState()),
    enableBeforeUnload: () => isDirty(store.getState()),
    withResolver: true,
  });
  return (
    <Modal
      opened={blocker.status === "blocked"}
      onClose={() => blocker.reset?.()}
      title="Leave with unsaved changes?"
      centered
    >
      <Text size="sm">
        Your last changes have not reached the server yet. If you leave now, they are lost.
      </Text>
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" onClick={() => blocker.reset?.()}>
          Stay
        </Button>
        <Button color="red" onClick={() => blocker.proceed?.()}>
          Leave
        </Button>
      </Group>
    </Modal>
  );
}
