import type { AdApproval, AdRecord } from "@adstudio/api-client";
import { Alert, Badge, Button, Divider, Group, Loader, Paper, Stack, Text, Title } from "@mantine/core";
import { IconAlertTriangle, IconCheck, IconEdit, IconSend } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useCan } from "../master-data";
import { ApprovalDialog, type ApprovalStep } from "./approval-dialog";
import { ApprovalTrail } from "./approval-trail";
import { STATE_LABELS } from "./labels";
import { adApprovalQuery } from "./queries";

function VersionFacts({ approval }: { approval: AdApproval }) {
  const current = approval.versions[0];
  return (
    <Text size="sm">
      {current
        ? `Current version: ${current.version}${current.requestedBy ? `, sent by ${current.requestedBy.name}` : ""}.`
        : "No version has been sent for review yet."}
      {approval.approvedVersion !== null ? ` Approved version: ${approval.approvedVersion}.` : ""}
    </Text>
  );
}

/** Whether the company requires approval, said once under the state. */
function RequirementHint({ required }: { required: boolean }) {
  return (
    <Text size="xs" c="dimmed">
      {required
        ? "Approval required: this company publishes only an approved version."
        : "Approval is optional for this company: the ad can be published without it."}
    </Text>
  );
}

/**
 * Ad details' "Approval" card (issue 31): the approval state, the current review version, "Request
 * review" for whoever may update ads, "Approve" and "Request changes" for approvers while a version is in
 * review, and the audit trail, newest first.
 */
export function ApprovalCard({ ad }: { ad: AdRecord }) {
  const approval = useQuery(adApprovalQuery(ad._id));
  const canRequest = useCan("updateAds");
  const canApprove = useCan("approveAds");
  const [step, setStep] = useState<ApprovalStep | null>(null);
  const data = approval.data;
  const inReview = data?.state === "in_review";
  // While a version is in review, a draft saved since may be sent as the next version; the same one not.
  const sentRevision = data?.versions.find((v) => v.version === data.version)?.revision;
  const unchangedInReview = inReview && sentRevision === ad.revision;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="approval-title">
      <Group justify="space-between" mb="sm" gap="xs">
        <Title order={2} size="h4" id="approval-title">
          Approval
        </Title>
        {data && (
          <Badge variant="filled" color={`${STATE_LABELS[data.state].color}.9`} c="white">
            {STATE_LABELS[data.state].label}
          </Badge>
        )}
      </Group>
      {approval.isPending ? (
        <Group gap="xs" role="status">
          <Loader size="xs" />
          <Text size="sm">Loading the approval…</Text>
        </Group>
      ) : approval.isError ? (
        <Alert color="red" icon={<IconAlertTriangle size={18} />} title="Could not load the approval">
          <Group gap="sm">
            <Text size="sm">{approval.error.message}</Text>
            <Button size="compact-sm" variant="default" onClick={() => approval.refetch()}>
              Try again
            </Button>
          </Group>
        </Alert>
      ) : (
        <Stack gap="sm">
          <VersionFacts approval={approval.data} />
          <RequirementHint required={approval.data.approvalRequired} />
          {(canRequest || (canApprove && inReview)) && (
            <Group gap="xs">
              {canRequest && (
                <Button
                  size="compact-sm"
                  variant="light"
                  leftSection={<IconSend size={14} />}
                  onClick={() => setStep({ kind: "review" })}
                  disabled={unchangedInReview}
                >
                  Request review
                </Button>
              )}
              {canApprove && inReview && (
                <>
                  <Button
                    size="compact-sm"
                    leftSection={<IconCheck size={14} />}
                    onClick={() =>
                      setStep({ kind: "decide", decision: "approve", version: approval.data.version })
                    }
                  >
                    Approve
                  </Button>
                  <Button
                    size="compact-sm"
                    variant="default"
                    leftSection={<IconEdit size={14} />}
                    onClick={() =>
                      setStep({ kind: "decide", decision: "request_changes", version: approval.data.version })
                    }
                  >
                    Request changes
                  </Button>
                </>
              )}
            </Group>
          )}
          {canRequest && unchangedInReview && !canApprove && (
            <Text size="xs" c="dimmed">
              Version {approval.data.version} is waiting for an approver's decision; edit the ad to send a new
              version.
            </Text>
          )}
          <Divider label="History" labelPosition="left" />
          <ApprovalTrail events={approval.data.events} />
        </Stack>
      )}
      <ApprovalDialog adId={ad._id} revision={ad.revision} step={step} onClose={() => setStep(null)} />
    </Paper>
  );
}
