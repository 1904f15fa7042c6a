import { createFileRoute, redirect } from "@tanstack/react-router";

// GET /studio/pro-update/{id} – opens an existing ad: the editor's own address is /studio/pro-ad/{id}.
export const Route = createFileRoute("/_app/studio/pro-update/$id")({
  beforeLoad: ({ params }) => {
    throw redirect({ to: "/studio/pro-ad/$adId", params: { adId: params.id } });
  },
});
