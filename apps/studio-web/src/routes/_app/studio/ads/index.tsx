import { createFileRoute } from "@tanstack/react-router";
import { AdsList } from "../../../../features/ads/ads-list";

// GET /studio/ads – the start page after sign-in: the ads the user may see (readAds).
export const Route = createFileRoute("/_app/studio/ads/")({
  component: AdsList,
});
