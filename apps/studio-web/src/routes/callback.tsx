import { Alert, Button, Stack, Text } from "@mantine/core";
import { createFileRoute, Link } from "@tanstack/react-router";
import { AuthCard } from "../features/auth/auth-card";

// GET /callback – where a third-party sign-in would return to; guests only (spec studio §2).
export const Route = createFileRoute("/callback")({
  component: CallbackPage,
});

// No third-party identity service is configured on this server (spec shell §7), so there is nothing to
// complete here: say so and send the visitor to the normal sign-in.
function CallbackPage() {
  return (
    <AuthCard title="Third-party sign-in">
      <Stack gap="md">
        <Alert color="gray" variant="light" title="No sign-in provider is configured">
          <Text size="sm">
            This server has no third-party sign-in provider (such as Firebase or Auth0) configured, so there
            is no sign-in to complete here. Sign in with your username or email instead.
          </Text>
        </Alert>
        <Button component={Link} to="/login" fullWidth>
          Go to sign in
        </Button>
      </Stack>
    </AuthCard>
  );
}
