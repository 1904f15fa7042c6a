import { createFileRoute, type ErrorComponentProps } from "@tanstack/react-router";
import { EditorLoadError } from "../../../../features/master-data";
import { isNewId } from "../../../../features/master-data/editor-id";
import { qrLinkQuery } from "../../../../features/qr/queries";
import { QrEditor } from "./-components/qr-editor";

// GET /studio/qrCode/{qrId} – create ('new') or edit a QR link (admin, createMenuCollection, updateMenuCollection).
export const Route = createFileRoute("/_app/studio/qrCode/$qrId")({
  loader: async ({ context, params }) => {
    if (isNewId(params.qrId)) return { qr: null };
    const { qrLink } = await context.queryClient.fetchQuery(qrLinkQuery(params.qrId));
    return { qr: qrLink };
  },
  component: QrEditorPage,
  errorComponent: LoadError,
});

function QrEditorPage() {
  const { qr } = Route.useLoaderData();
  const { qrId } = Route.useParams();
  // Keyed by id so moving from one link to another starts a fresh form.
  return <QrEditor key={qrId} qr={qr} />;
}

function LoadError(props: ErrorComponentProps) {
  return <EditorLoadError {...props} listTitle="QR Codes" listPath="/studio/qrCode" />;
}
