import { createFileRoute } from "@tanstack/react-router";
import { ServerErrorView } from "../../../features/errors/error-view";

// GET /pages/errors/error-500 – the internal-error page.
export const Route = createFileRoute("/pages/errors/error-500")({
  component: ServerErrorPage,
});

function ServerErrorPage() {
  return <ServerErrorView />;
}
