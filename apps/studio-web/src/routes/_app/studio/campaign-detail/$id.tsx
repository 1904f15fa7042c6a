import { Button } from "@mantine/core";
import { IconPencil, IconTrash } from "@tabler/icons-react";
import { createFileRoute, type ErrorComponentProps, Link, useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { CampaignDetails } from "../../../../features/campaigns/campaign-details";
import { CAMPAIGNS_PATH, campaignKeys, campaignQuery } from "../../../../features/campaigns/queries";
import { PageFrame } from "../../../../features/layout/page-frame";
import { ConfirmDialog, useCan, useDeleteRecord } from "../../../../features/master-data";
import { EditorLoadError } from "../../../../features/master-data/load-error";
import { api } from "../../../../lib/api";

// GET /studio/campaign-detail/{id} – a campaign read-only, with its flights and budget (viewCampaignDetails).
export const Route = createFileRoute("/_app/studio/campaign-detail/$id")({
  // Always the saved state (an edit a moment ago included), not a cached copy.
  loader: ({ context, params }) => context.queryClient.fetchQuery(campaignQuery(params.id)),
  component: CampaignDetailPage,
  errorComponent: LoadError,
});

function CampaignDetailPage() {
  const campaign = Route.useLoaderData();
  const navigate = useNavigate();
  const canUpdate = useCan("updateCampaign");
  const canDelete = useCan("deleteCampaign");
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteRecord((id) => api.campaigns.delete(id), campaignKeys.all);
  return (
    <PageFrame
      back={{ to: CAMPAIGNS_PATH, label: "Back to Campaigns" }}
      title={campaign.name}
      subtitle="Campaign details"
      actions={
        <>
          {canUpdate ? (
            <Button
              component={Link}
              to={`/studio/update-campaign/${campaign._id}`}
              variant="default"
              leftSection={<IconPencil size={16} />}
            >
              Edit
            </Button>
          ) : null}
          {canDelete ? (
            <Button
              color="red"
              variant="light"
              leftSection={<IconTrash size={16} />}
              onClick={() => setConfirming(true)}
            >
              Delete
            </Button>
          ) : null}
        </>
      }
    >
      <CampaignDetails campaign={campaign} />
      <ConfirmDialog
        opened={confirming}
        title="Delete Campaign"
        text="Do you want to delete this campaign?"
        onConfirm={async () => {
          await remove(campaign._id);
          await navigate({ to: CAMPAIGNS_PATH });
        }}
        onClose={() => setConfirming(false)}
      />
    </PageFrame>
  );
}

function LoadError(props: ErrorComponentProps) {
  return <EditorLoadError {...props} listTitle="Campaigns" listPath={CAMPAIGNS_PATH} />;
}
