import { createFileRoute, type ErrorComponentProps } from "@tanstack/react-router";
import { CampaignEditor } from "../../../../features/campaigns/campaign-editor";
import { CAMPAIGNS_PATH, campaignQuery } from "../../../../features/campaigns/queries";
import { EditorLoadError } from "../../../../features/master-data/load-error";

// GET /studio/update-campaign/{id} – the campaign editor for an existing campaign (spec studio §2).
export const Route = createFileRoute("/_app/studio/update-campaign/$id")({
  // Always the saved state (an edit a moment ago included), not a cached copy.
  loader: ({ context, params }) => context.queryClient.fetchQuery(campaignQuery(params.id)),
  component: UpdateCampaignPage,
  errorComponent: LoadError,
});

function UpdateCampaignPage() {
  const campaign = Route.useLoaderData();
  return <CampaignEditor key={campaign._id} campaign={campaign} />;
}

function LoadError(props: ErrorComponentProps) {
  return <EditorLoadError {...props} listTitle="Campaigns" listPath={CAMPAIGNS_PATH} />;
}
