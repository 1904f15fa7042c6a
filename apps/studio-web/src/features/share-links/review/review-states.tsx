import { Alert, Button, Center, Loader, Paper, PasswordInput, Stack, Text, Title } from "@mantine/core";
import { IconAlertTriangle, IconLinkOff, IconLock } from "@tabler/icons-react";
import { type FormEvent, type ReactNode, useState } from "react";

/** A centred card for every state that shows nothing of the ad. */
function StateCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Center mih="100dvh" p="md" component="main">
      <Paper withBorder radius="md" p="xl" maw={420} w="100%">
        <Stack gap="md" align="center" ta="center">
          {icon}
          <Title order={1} size="h3">
            {title}
          </Title>
          {children}
        </Stack>
      </Paper>
    </Center>
  );
}

export function ReviewLoading() {
  return (
    <Center mih="100dvh" component="main">
      <Loader role="status" aria-label="Loading the review" />
    </Center>
  );
}

/** 404 and 410: the server's message (unknown, expired or revoked), and nothing of the ad. */
export function ReviewGone({ status, message }: { status: 404 | 410; message: string }) {
  return (
    <StateCard
      icon={<IconLinkOff size={40} aria-hidden />}
      title={status === 410 ? "This review link is no longer available" : "Review link not found"}
    >
      <Text>{message}</Text>
    </StateCard>
  );
}

/** 429 and other failures; a retry only where one can help. */
export function ReviewFailed({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <StateCard icon={<IconAlertTriangle size={40} aria-hidden />} title="The review could not be opened">
      <Text role="alert">{message}</Text>
      {onRetry ? <Button onClick={onRetry}>Try again</Button> : null}
    </StateCard>
  );
}

interface PasswordFormProps {
  /** The server's refusal of the last password typed, if any. */
  error: string | null;
  checking: boolean;
  onSubmit: (password: string) => void;
}

/** A link with a password: the reviewer types it before anything of the ad is shown. */
export function ReviewPasswordForm({ error, checking, onSubmit }: PasswordFormProps) {
  const [password, setPassword] = useState("");
  function submit(event: FormEvent) {
    event.preventDefault();
    if (password) onSubmit(password);
  }
  return (
    <StateCard icon={<IconLock size={40} aria-hidden />} title="This review link needs a password">
      <form onSubmit={submit} style={{ width: "100%" }} noValidate>
        <Stack gap="md" ta="start">
          <Text size="sm">Type the password you were given with the link.</Text>
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            data-autofocus
            required
          />
          {error ? (
            <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert">
              {error}
            </Alert>
          ) : null}
          <Button type="submit" loading={checking} fullWidth>
            Open the review
          </Button>
        </Stack>
      </form>
    </StateCard>
  );
}
