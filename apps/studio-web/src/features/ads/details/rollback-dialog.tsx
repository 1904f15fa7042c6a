import type { AdRecord, AdVersion } from "@adstudio/api-client";
import { Alert, Button, Checkbox, Group, Modal, Stack, Text } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { api } from "../../../lib/api";
import { notify } from "../../../lib/notify";
import { adKeys } from "../queries";

interface RollbackDialogProps {
  ad: AdRecord;
  /** The version to serve again; null keeps the dialog closed. */
  version: AdVersion | null;
  /** The newest version number, so the dialog can name the copy it makes. */
  latest: number;
  onClose: () => void;
}

/**
 * "Make live again" (issue 13): a rollback never rewrites history, it publishes a copy of the chosen
 * version as the next one, so the dialog says that before anything happens. A refusal (a save made
 * elsewhere answers 409) stays in the dialog with the server's message while the ad and its versions reload.
 */
export function RollbackDialog({ ad, version, latest, onClose }: RollbackDialogProps) {
  const queryClient = useQueryClient();
  const [restoreDraft, setRestoreDraft] = useState(false);
  const rollback = useMutation({
    // The dialog shows a 409 itself, so the client's notice would only say it twice.
    mutationFn: (chosen: AdVersion) =>
      api.ads.rollback(
        ad._id,
        { version: chosen.version, revision: ad.revision, restoreDraft },
        { skipConflictNotice: true },
      ),
    onSuccess: async ({ ad: updated }, chosen) => {
      notify(`Version ${chosen.version} is live again as version ${updated.version}.`, "success");
      close();
    },
    // Whatever the answer, the ad (its revision, location) and the list may have moved on.
    onSettled: () => queryClient.invalidateQueries({ queryKey: adKeys.all }),
  });
  function close() {
    rollback.reset();
    setRestoreDraft(false);
    onClose();
  }
  const next = latest + 1;
  return (
    <Modal
      opened={version !== null}
      onClose={rollback.isPending ? () => {} : close}
      title={version ? `Make version ${version.version} live again` : ""}
      centered
    >
      {version && (
        <Stack gap="md">
          <Text size="sm">
            Version {version.version} is published again as a copy: a new version {next} that serves exactly
            what version {version.version} served. No version is changed or removed; the preview link, the
            embed and the VAST tag move to version {next}.
          </Text>
          <Checkbox
            label="Also restore this design into the draft"
            description={`The draft you edit becomes version ${version.version}'s design; unpublished changes to it are replaced.`}
            checked={restoreDraft}
            onChange={(event) => setRestoreDraft(event.currentTarget.checked)}
            disabled={rollback.isPending}
          />
          {rollback.error && (
            <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert">
              {rollback.error.message || "Could not make the version live again."}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={rollback.isPending}>
              Cancel
            </Button>
            <Button onClick={() => rollback.mutate(version)} loading={rollback.isPending}>
              Make live again
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
