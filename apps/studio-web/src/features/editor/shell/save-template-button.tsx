import { Button } from "@mantine/core";
import { IconDeviceFloppy } from "@tabler/icons-react";
import { useState } from "react";
import { reportError } from "../../../lib/report-error";
import { useAutosave } from "../editor-context";

/**
 * A template is saved, never published: autosave keeps it, and Save (Ctrl+S) writes what is pending now.
 */
export function SaveTemplateButton() {
  const autosave = useAutosave();
  const [busy, setBusy] = useState(false);
  const status = autosave.status.status;
  const save = async () => {
    setBusy(true);
    try {
      await autosave.flush();
    } catch (error) {
      reportError(error, "Could not save the template.");
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      leftSection={<IconDeviceFloppy size={16} />}
      size="xs"
      loading={busy || status === "saving"}
      disabled={status === "conflict" || status === "saved"}
      onClick={() => void save()}
    >
      {status === "saved" ? "Saved" : "Save"}
    </Button>
  );
}
