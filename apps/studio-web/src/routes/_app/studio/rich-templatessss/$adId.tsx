import { createFileRoute, redirect } from "@tanstack/react-router";

// GET /studio/rich-templatessss/{adId} – a misspelt address the old app linked; it opens the template editor.
export const Route = createFileRoute("/_app/studio/rich-templatessss/$adId")({
  beforeLoad: ({ params }) => {
    throw redirect({ to: "/studio/rich-template/$adId", params: { adId: params.adId } });
  },
});
