import { Alert, Text } from "@mantine/core";

interface ProviderNotConfiguredProps {
  /** The third-party sign-in provider, e.g. 'Firebase' or 'Auth0'. */
  provider: string;
}

/**
 * What the Firebase and Auth0 register tabs show: this server ships with no third-party identity
 * service (spec shell §7 "wired but unconfigured"), so say so plainly instead of offering a dead button.
 */
export function ProviderNotConfigured({ provider }: ProviderNotConfiguredProps) {
  return (
    <Alert color="gray" variant="light" title={`${provider} sign-in is not available`}>
      <Text size="sm">
        {provider} is not configured as a sign-in provider on this server. Use the JWT tab to create an
        account with your email and a password, or contact your provider.
      </Text>
    </Alert>
  );
}
