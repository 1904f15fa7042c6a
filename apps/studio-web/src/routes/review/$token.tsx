import { createFileRoute } from "@tanstack/react-router";
// Not the feature's index: the studio's share card stays out of this public page's chunk.
import { ReviewPage } from "../../features/share-links/review/review-page";

// GET /review/{token} – what a reviewer without an account sees of one ad: no sign-in, no studio chrome.
export const Route = createFileRoute("/review/$token")({
  component: ReviewRoute,
});

function ReviewRoute() {
  const { token } = Route.useParams();
  return <ReviewPage token={token} />;
}
