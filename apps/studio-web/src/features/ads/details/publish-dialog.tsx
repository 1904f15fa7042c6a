import { type AdRecord, isApiError } from "@adstudio/api-client";
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from "@mantine/core";
import { IconAlertTriangle, IconCircleCheck, IconLock } from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { api } from "../../../lib/api";
import { notify } from "../../../lib/notify";
import { reportError } from "../../../lib/report-error";
import { adKeys } from "../queries";
import { checkSavedAd } from "./checks";
import { countOf, IssueList } from "./issue-list";

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
  // A refusal (409: a stale revision, or issue 31's approval rule) is said here, where the user is.
  const [refusal, setRefusal] = useState<string | null>(null);
  const issues = useMemo(() => (opened ? checkSavedAd(ad.document).issues : []), [opened, ad.document]);
  const errors = issues.filter((issue) => issue.severity === "error").length;
  const publish = useMutation({
    // Blank notes are none: nothing is sent, as the API would store none anyway.
    mutationFn: () =>
      api.ads.publish(ad._id, ad.revision, {
        ...(notes.trim() ? { notes } : {}),
        skipConflictNotice: true,
      }),
    onMutate: () => setRefusal(null),
    onSuccess: async ({ ad: published }) => {
      notify(`Published version ${published.version}.`, "success");
      await queryClient.invalidateQueries({ queryKey: adKeys.all });
      onPublished?.(published);
      setNotes("");
      onClose();
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 409) setRefusal(error.message);
      else reportError(error, "Could not publish the ad.");
    },
  });
  const close = () => {
    setRefusal(null);
    onClose();
  };
  const next = (ad.version ?? 0) + 1;
  return (
    <Modal opened={opened} onClose={close} title={`Publish version ${next}`} centered>
      <Stack gap="md">
        <Text size="sm">
          Every size is rendered into version {next}, which never changes afterwards. The preview link, the
          embed and the VAST tag then show it.
        </Text>
        {issues.length > 0 ? (
          // The list itself, not a pointer to Checks: the editor, where this dialog also opens, has none.
          <Alert
            color={errors > 0 ? "red" : "yellow"}
            icon={<IconAlertTriangle size={18} />}
            title={`The checks found ${countOf(errors, "error")} and ${countOf(issues.length - errors, "warning")}`}
          >
            <Stack gap="xs">
              <Text size="sm">
                {errors > 0
                  ? "Publishing may be refused, or the ad may not run everywhere."
                  : "The ad runs, but it is not finished."}{" "}
                <code>adstudio validate</code> reports the same.
              </Text>
              <IssueList issues={issues} />
            </Stack>
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
        {refusal && (
          <Alert color="red" icon={<IconLock size={18} />} title="Not published" role="alert">
            {refusal}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={publish.isPending}>
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
