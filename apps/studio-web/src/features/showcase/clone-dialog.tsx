import type { ShowcaseAd } from "@adstudio/api-client";
import { CLONE_NAME_BLANK_MESSAGE } from "@adstudio/core";
import { Button, Group, Modal, Stack, Text, TextInput } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { api } from "../../lib/api";
import { notify } from "../../lib/notify";
import { reportError } from "../../lib/report-error";
import { useSession } from "../auth/use-session";
import { showcaseKeys } from "./queries";

interface CloneDialogProps {
  ad: ShowcaseAd | null;
  onClose: () => void;
}

/**
 * Clone Ad: asks for a name (the dialog goes on only with one), copies the ad as a draft, says 'Cloned
 * successfully' and opens the copy in the editor (spec studio §4).
 */
export function CloneDialog({ ad, onClose }: CloneDialogProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const userId = useSession().user?.uuid;
  const [name, setName] = useState("");
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const blank = name.trim() === "";

  const close = () => {
    setName("");
    setTouched(false);
    onClose();
  };
  const clone = async () => {
    setTouched(true);
    if (!ad || blank) return;
    setBusy(true);
    try {
      const { ads } = await api.showcase.clone({
        name: name.trim(),
        placementId: ad._id,
        ...(userId ? { createdBy: userId } : {}),
      });
      await queryClient.invalidateQueries({ queryKey: showcaseKeys.all });
      notify("Cloned successfully", "success");
      close();
      await navigate({ to: "/studio/pro-ad/$adId", params: { adId: ads._id } });
    } catch (error) {
      reportError(error, "Could not clone the ad.");
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened={ad !== null} onClose={close} title="Clone Ad" centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void clone();
        }}
      >
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            A draft copy of “{ad?.name}” with its design, pictures and cover opens in the editor.
          </Text>
          <TextInput
            label="Name"
            required
            data-autofocus
            maxLength={120}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            onBlur={() => setTouched(true)}
            error={touched && blank ? CLONE_NAME_BLANK_MESSAGE : undefined}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" disabled={blank} loading={busy}>
              Clone
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
