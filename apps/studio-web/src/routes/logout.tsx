import { Button, Text } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { createFileRoute, Link, useNavigate } from "@tanstack/react-router";
import { AuthCard } from "../features/auth/auth-card";
import { MultipleDevices } from "../features/auth/multiple-devices";
import { useSession } from "../features/auth/use-session";

// GET /logout – after a sign-in on an account in use elsewhere; open to everyone (spec studio §2).
export const Route = createFileRoute("/logout")({
  component: LogoutPage,
});

function LogoutPage() {
  const session = useSession();
  const navigate = useNavigate();
  useDocumentTitle("Login from multiple devices detected · Adstudio");

  if (session.status !== "signedIn") {
    return (
      <AuthCard title="You are signed out" description="Sign in again to continue working in the studio.">
        <Button component={Link} to="/login" fullWidth>
          Go to sign in
        </Button>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Login from multiple devices detected">
      <MultipleDevices user={session.user} onDone={(path) => void navigate({ href: path, replace: true })} />
      <Text size="xs" c="dimmed" ta="center" mt="md">
        Signed in as {session.user.data.displayName || session.user.username}
      </Text>
    </AuthCard>
  );
}
