import { isAdType } from "@adstudio/core";
import { createFileRoute, redirect } from "@tanstack/react-router";
import { AdsList } from "../../../../features/ads/ads-list";

// GET /studio/ads/{name} – the ad list of one format (spec studio §2); an unknown format is a 404.
export const Route = createFileRoute("/_app/studio/ads/$name")({
  beforeLoad: ({ params }) => {
    if (!isAdType(params.name)) throw redirect({ to: "/pages/errors/error-404" });
  },
  component: FormatAds,
});

function FormatAds() {
  const { name } = Route.useParams();
  // beforeLoad let only ad types through.
  return isAdType(name) ? <AdsList key={name} format={name} /> : null;
}
