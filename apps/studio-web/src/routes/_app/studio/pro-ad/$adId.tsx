import { isAdType } from "@adstudio/core";
import { createFileRoute, type ErrorComponentProps } from "@tanstack/react-router";
import { NewAdForm } from "../../../../features/ads/new-ad-form";
import { ADS_PATH, adQuery } from "../../../../features/ads/queries";
import { EditorPage } from "../../../../features/editor/editor-page";
import { EditorLoadError } from "../../../../features/master-data/load-error";

// GET /studio/pro-ad/{adId} – with a format name (as the Create Ads menu links it) the first step of a
// new ad; with an ad's id the ad editor (createAds, updateAds).
export const Route = createFileRoute("/_app/studio/pro-ad/$adId")({
  loader: async ({ context, params }) => {
    if (isAdType(params.adId)) return { ad: null };
    // Always the saved state, not a cached copy: the editor starts from the server's revision.
    return { ad: await context.queryClient.fetchQuery(adQuery(params.adId)) };
  },
  component: ProAdPage,
  errorComponent: LoadError,
});

function ProAdPage() {
  const { adId } = Route.useParams();
  const { ad } = Route.useLoaderData();
  if (isAdType(adId)) return <NewAdForm key={adId} format={adId} />;
  return ad ? <EditorPage key={ad._id} ad={ad} /> : null;
}

function LoadError(props: ErrorComponentProps) {
  return <EditorLoadError {...props} listTitle="Ads" listPath={ADS_PATH} />;
}
