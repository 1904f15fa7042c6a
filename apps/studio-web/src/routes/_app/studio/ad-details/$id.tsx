import { createFileRoute, type ErrorComponentProps } from "@tanstack/react-router";
import { AdDetails } from "../../../../features/ads/details/ad-details";
import { ADS_PATH, adQuery } from "../../../../features/ads/queries";
import { EditorLoadError } from "../../../../features/master-data/load-error";

// GET /studio/ad-details/{id} – one ad: mock-up, sharing, facts and checks (viewAdDetails).
export const Route = createFileRoute("/_app/studio/ad-details/$id")({
  loader: ({ context, params }) => context.queryClient.ensureQueryData(adQuery(params.id)),
  component: AdDetailsPage,
  errorComponent: LoadError,
});

function AdDetailsPage() {
  const { id } = Route.useParams();
  const ad = Route.useLoaderData();
  return <AdDetails key={id} ad={ad} />;
}

function LoadError(props: ErrorComponentProps) {
  return <EditorLoadError {...props} listTitle="Ads" listPath={ADS_PATH} />;
}
