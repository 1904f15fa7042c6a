import { Anchor, Stack, Text } from "@mantine/core";
import { createFileRoute, Link, useNavigate } from "@tanstack/react-router";
import { AuthCard } from "../features/auth/auth-card";
import { LoginForm } from "../features/auth/login-form";

// GET /login – sign-in page without chrome, guests only (spec studio §1, §2).
export const Route = createFileRoute("/login")({
  component: LoginPage,
});

function LoginPage() {
  const navigate = useNavigate();
  return (
    <AuthCard title="Welcome back" description="Sign in to Adstudio with your username or email.">
      <Stack gap="lg">
        <LoginForm onSignedIn={({ next }) => void navigate({ href: next, replace: true })} />
        <Text size="sm" ta="center">
          Don't have an account?{" "}
          <Anchor component={Link} to="/studio/contact">
            Contact the provider
          </Anchor>{" "}
          to get one, or{" "}
          <Anchor component={Link} to="/register">
            register
          </Anchor>
          .
        </Text>
      </Stack>
    </AuthCard>
  );
}
