import { createFileRoute, type ErrorComponentProps } from "@tanstack/react-router";
import { CampaignEditor } from "../../../../features/campaigns/campaign-editor";
import { CAMPAIGNS_PATH, campaignQuery } from "../../../../features/campaigns/queries";
import { isNewId } from "../../../../features/master-data/editor-id";
import { EditorLoadError } from "../../../../features/master-data/load-error";

// GET /studio/campaign/{campId} – create ('new') or edit a campaign (createCampaign, updateCampaign).
export const Route = createFileRoute("/_app/studio/campaign/$campId")({
  loader: async ({ context, params }) => {
    if (isNewId(params.campId)) return { campaign: null };
    // Always the saved state (an edit a moment ago included), not a cached copy.
    return { campaign: await context.queryClient.fetchQuery(campaignQuery(params.campId)) };
  },
  component: CampaignEditorPage,
  errorComponent: LoadError,
});

function CampaignEditorPage() {
  const { campaign } = Route.useLoaderData();
  const { campId } = Route.useParams();
  // Keyed by id so moving from one campaign to another starts a fresh form.
  return <CampaignEditor key={campId} campaign={campaign} />;
}

function LoadError(props: ErrorComponentProps) {
  return <EditorLoadError {...props} listTitle="Campaigns" listPath={CAMPAIGNS_PATH} />;
}
