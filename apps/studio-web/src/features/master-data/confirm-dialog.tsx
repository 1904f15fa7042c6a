import { Button, Group, Modal, Text } from "@mantine/core";
import { useState } from "react";

export interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  text: string;
  /** Runs on Agree; the dialog stays open (Agree shows a spinner) until it settles, then closes. */
  onConfirm: () => unknown | Promise<unknown>;
  onClose: () => void;
}

/** The confirmation of a destructive action (spec studio §2): a title, a question, Disagree / Agree. */
export function ConfirmDialog({ opened, title, text, onConfirm, onClose }: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  const agree = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } catch {
      // The caller reports failures (a toast); the dialog just closes.
    } finally {
      setBusy(false);
      onClose();
    }
  };
  return (
    <Modal opened={opened} onClose={busy ? () => {} : onClose} title={title} centered>
      <Text>{text}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} disabled={busy}>
          Disagree
        </Button>
        <Button color="red" onClick={agree} loading={busy} data-autofocus>
          Agree
        </Button>
      </Group>
    </Modal>
  );
}
