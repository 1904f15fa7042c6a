import { Anchor, Stack, Tabs, Text } from "@mantine/core";
import { createFileRoute, Link, useNavigate } from "@tanstack/react-router";
import { AuthCard } from "../features/auth/auth-card";
import { ProviderNotConfigured } from "../features/auth/provider-not-configured";
import { RegisterForm } from "../features/auth/register-form";

// GET /register – create an account (tabs JWT, Firebase, Auth0), guests only (spec studio §2).
export const Route = createFileRoute("/register")({
  component: RegisterPage,
});

function RegisterPage() {
  const navigate = useNavigate();
  return (
    <AuthCard title="Create an account" description="Register to start building ads in Adstudio." wide>
      <Stack gap="lg">
        <Tabs defaultValue="jwt">
          <Tabs.List grow mb="lg">
            <Tabs.Tab value="jwt">JWT</Tabs.Tab>
            <Tabs.Tab value="firebase">Firebase</Tabs.Tab>
            <Tabs.Tab value="auth0">Auth0</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="jwt">
            <RegisterForm onRegistered={(next) => void navigate({ href: next, replace: true })} />
          </Tabs.Panel>
          <Tabs.Panel value="firebase">
            <ProviderNotConfigured provider="Firebase" />
          </Tabs.Panel>
          <Tabs.Panel value="auth0">
            <ProviderNotConfigured provider="Auth0" />
          </Tabs.Panel>
        </Tabs>
        <Text size="sm" ta="center">
          Already have an account?{" "}
          <Anchor component={Link} to="/login">
            Sign in
          </Anchor>
        </Text>
      </Stack>
    </AuthCard>
  );
}
