import type { AdApproval, ApprovalDecision } from "@adstudio/api-client";
import { Button, Group, Modal, Stack, Text, Textarea } from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { api } from "../../lib/api";
import { notify } from "../../lib/notify";
import { reportError } from "../../lib/report-error";
import { adKeys } from "../ads/queries";

/** The most characters the API keeps as a note. */
const NOTE_LIMIT = 500;

/** What the dialog does: send the saved draft for review, or decide on the version in review. */
export type ApprovalStep =
  | { kind: "review" }
  | { kind: "decide"; decision: ApprovalDecision; version: number };

const TEXTS = {
  review: {
    title: "Request review",
    intro: "The saved draft becomes the next version for review; the company's approvers are told.",
    confirm: "Send for review",
    done: (approval: AdApproval) => `Version ${approval.version} sent for review.`,
  },
  approve: {
    title: "Approve",
    intro: "Approving lets this version be published; whoever requested the review is told.",
    confirm: "Approve",
    done: (approval: AdApproval) => `Version ${approval.version} approved.`,
  },
  request_changes: {
    title: "Request changes",
    intro: "The designers are told what to change; the ad needs a new review before it is approved.",
    confirm: "Request changes",
    done: (approval: AdApproval) => `Changes requested to version ${approval.version}.`,
  },
} as const;

interface ApprovalDialogProps {
  adId: string;
  /** The saved draft's revision (a review request of an older one answers 409). */
  revision: number;
  step: ApprovalStep | null;
  onClose: () => void;
}

/** A review request or a decision, each with an optional plain-text note. */
export function ApprovalDialog({ adId, revision, step, onClose }: ApprovalDialogProps) {
  const queryClient = useQueryClient();
  const [note, setNote] = useState("");
  const texts = step ? TEXTS[step.kind === "review" ? "review" : step.decision] : TEXTS.review;
  const title = step?.kind === "decide" ? `${texts.title}: version ${step.version}` : texts.title;
  const send = useMutation({
    mutationFn: async () => {
      const trimmed = note.trim();
      const options = trimmed ? { note: trimmed } : {};
      if (!step || step.kind === "review") return api.adApproval.requestReview(adId, revision, options);
      return api.adApproval.decide(adId, { version: step.version, decision: step.decision, ...options });
    },
    onSuccess: async ({ approval }) => {
      notify(texts.done(approval), "success");
      queryClient.setQueryData([...adKeys.all, "approval", adId], approval);
      await queryClient.invalidateQueries({ queryKey: adKeys.all });
      setNote("");
      onClose();
    },
    onError: (error) => reportError(error, "Could not save the approval step."),
  });
  return (
    <Modal opened={step !== null} onClose={onClose} title={title} centered>
      <Stack gap="md">
        <Text size="sm">{texts.intro}</Text>
        <Textarea
          // Keyboard users land in the note: the step's one field.
          data-autofocus
          label="Note"
          description={`Optional, plain text. ${note.length} / ${NOTE_LIMIT}`}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
          maxLength={NOTE_LIMIT}
          autosize
          minRows={2}
          maxRows={6}
          disabled={send.isPending}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={send.isPending}>
            Cancel
          </Button>
          <Button onClick={() => send.mutate()} loading={send.isPending}>
            {texts.confirm}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
