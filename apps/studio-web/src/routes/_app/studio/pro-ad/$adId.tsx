import { isAdType } from "@adstudio/core";
import { createFileRoute, redirect } from "@tanstack/react-router";
import { NewAdForm, newAdDestination } from "../../../../features/ads/new-ad-form";

// GET /studio/pro-ad/{adId} – with a format name (as the Create Ads menu links it) the first step of a
// new ad; with an ad's id the editor, which opens the ad's details until the editor lands.
export const Route = createFileRoute("/_app/studio/pro-ad/$adId")({
  beforeLoad: ({ params }) => {
    if (!isAdType(params.adId)) throw redirect({ to: newAdDestination(params.adId) });
  },
  component: NewAdPage,
});

function NewAdPage() {
  const { adId } = Route.useParams();
  return isAdType(adId) ? <NewAdForm key={adId} format={adId} /> : null;
}
