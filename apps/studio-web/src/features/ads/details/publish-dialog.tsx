import type { AdRecord } from "@adstudio/api-client";
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from "@mantine/core";
import { IconAlertTriangle, IconCircleCheck } from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { api } from "../../../lib/api";
import { notify } from "../../../lib/notify";
import { reportError } from "../../../lib/report-error";
import { adKeys } from "../queries";
import { checkAd } from "./checks";

/** The most characters the API keeps as a version's notes. */
const NOTES_LIMIT = 500;

interface PublishDialogProps {
  ad: AdRecord;
  opened: boolean;
  onClose: () => void;
  /** Told the published ad (its new version and location), e.g. by the editor. */
  onPublished?: (ad: AdRecord) => void;
}

/**
 * Publishing (issue 13): the validation summary and optional version notes, then an immutable new
 * version of every size. A save made elsewhere since this page loaded answers 409, shown as the server's
 * message.
 */
export function PublishDialog({ ad, opened, onClose, onPublished }: PublishDialogProps) {
  const queryClient = useQueryClient();
  const [notes, setNotes] = useState("");
  const issues = useMemo(() => (opened ? checkAd(ad.document).issues : []), [opened, ad.document]);
  const errors = issues.filter((issue) => issue.severity === "error").length;
  const publish = useMutation({
    // Blank notes are none: nothing is sent, as the API would store none anyway.
    mutationFn: () => api.ads.publish(ad._id, ad.revision, notes.trim() ? { notes } : {}),
    onSuccess: async ({ ad: published }) => {
      notify(`Published version ${published.version}.`, "success");
      await queryClient.invalidateQueries({ queryKey: adKeys.all });
      onPublished?.(published);
      setNotes("");
      onClose();
    },
    onError: (error) => reportError(error, "Could not publish the ad."),
  });
  const next = (ad.version ?? 0) + 1;
  return (
    <Modal opened={opened} onClose={onClose} title={`Publish version ${next}`} centered>
      <Stack gap="md">
        <Text size="sm">
          Every size is rendered into version {next}, which never changes afterwards. The preview link, the
          embed and the VAST tag then show it.
        </Text>
        {errors > 0 ? (
          <Alert color="red" icon={<IconAlertTriangle size={18} />} title="The checks found errors">
            {errors} {errors === 1 ? "error" : "errors"}: see Checks on this page. Publishing may be refused,
            or the ad may not run everywhere.
          </Alert>
        ) : issues.length > 0 ? (
          <Alert color="yellow" icon={<IconAlertTriangle size={18} />}>
            {issues.length} {issues.length === 1 ? "warning" : "warnings"}: see Checks on this page.
          </Alert>
        ) : (
          <Alert color="teal" icon={<IconCircleCheck size={18} />}>
            Passes every check.
          </Alert>
        )}
        <Textarea
          label="Version notes"
          description={`Optional: what changed, listed with this version in the ad's history. ${notes.length} / ${NOTES_LIMIT}`}
          value={notes}
          onChange={(event) => setNotes(event.currentTarget.value)}
          maxLength={NOTES_LIMIT}
          autosize
          minRows={2}
          maxRows={6}
          disabled={publish.isPending}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={publish.isPending}>
            Cancel
          </Button>
          <Button onClick={() => publish.mutate()} loading={publish.isPending}>
            Publish
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
