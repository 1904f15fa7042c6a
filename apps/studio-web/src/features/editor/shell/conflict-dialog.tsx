import { Button, Flex, Modal, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { reportError } from "../../../lib/report-error";
import { useAutosave, useEditedKind } from "../editor-context";
import { CONFLICT_TEXTS } from "../model/autosave";

/**
 * Shown when a save meets a newer revision (another tab or person saved first). Nothing is written
 * until the user chooses: take their version, or keep this one and save it over theirs.
 */
export function ConflictDialog() {
  const autosave = useAutosave();
  const kind = useEditedKind();
  const [busy, setBusy] = useState<"reload" | "overwrite" | null>(null);
  const choose = async (choice: "reload" | "overwrite") => {
    setBusy(choice);
    try {
      await autosave.resolve(choice);
    } catch (error) {
      reportError(error, "Could not load the other version.");
    } finally {
      setBusy(null);
    }
  };
  return (
    <Modal
      opened={autosave.status.status === "conflict"}
      onClose={() => {}}
      withCloseButton={false}
      closeOnEscape={false}
      closeOnClickOutside={false}
      title={CONFLICT_TEXTS[kind].title}
      // Wide enough for both choices on one line (the default 440 px wrapped them even at 1400 px).
      size="lg"
      centered
    >
      <Stack gap="md">
        <Text size="sm">{autosave.status.message}</Text>
        <Text size="sm" c="dimmed">
          Your changes are kept in this tab until you choose.
        </Text>
        {/* On a phone the two choices stack, each as wide as the dialog, rather than wrapping ragged. */}
        <Flex direction={{ base: "column", sm: "row" }} justify="flex-end" gap="sm">
          <Button variant="default" loading={busy === "overwrite"} onClick={() => void choose("overwrite")}>
            Keep mine and save over it
          </Button>
          <Button loading={busy === "reload"} onClick={() => void choose("reload")}>
            Reload their version
          </Button>
        </Flex>
      </Stack>
    </Modal>
  );
}
