import { createFileRoute } from "@tanstack/react-router";
import { sessionStore } from "../../../features/auth/session-store";
import { useSession } from "../../../features/auth/use-session";
import { PageFrame } from "../../../features/layout/page-frame";
import { secretKeyQuery } from "../../../features/secret-key/queries";
import { SecretKeyCard } from "./-components/secret-key-card";

// GET /secret-key – the signed-in user's secret key (permission secretKey; spec studio §2).
export const Route = createFileRoute("/_app/secret-key/")({
  // A failed read is shown on the field, not as an error page.
  loader: ({ context }) => {
    const user = sessionStore.get().user;
    if (!user) return;
    return context.queryClient.ensureQueryData(secretKeyQuery(user.uuid)).catch(() => undefined);
  },
  component: SecretKeyPage,
});

function SecretKeyPage() {
  const { user } = useSession();
  return (
    <PageFrame
      title="Secret Key"
      subtitle="Your key for scripts, integrations and the adstudio command-line tool."
    >
      {user ? <SecretKeyCard userId={user.uuid} /> : null}
    </PageFrame>
  );
}
