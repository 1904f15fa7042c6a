import { createFileRoute } from "@tanstack/react-router";
import { NotFoundView } from "../../../features/errors/error-view";

// GET /pages/errors/error-404 – where unknown paths are sent (spec shell §2).
export const Route = createFileRoute("/pages/errors/error-404")({
  component: NotFoundPage,
});

function NotFoundPage() {
  return <NotFoundView />;
}
