import { Button, Center, Group, Stack, Text, Title } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { BrandMark } from "../auth/brand-mark";

export const NOT_FOUND_MESSAGE = "Sorry but we could not find the page you are looking for";
export const SERVER_ERROR_MESSAGE = "Something went wrong on our side. Please try again in a few minutes.";

interface ErrorViewProps {
  code: string;
  title: string;
  message: string;
  children: ReactNode;
}

/**
 * A full-page error: the big status code, what happened and a way out. It is part of the entry chunk
 * on purpose, so it still renders when the failure was a route chunk that could not be loaded.
 */
function ErrorView({ code, title, message, children }: ErrorViewProps) {
  return (
    <Center component="main" mih="100dvh" px="md" py="xl">
      <Stack align="center" gap="md" maw={520} ta="center">
        <BrandMark />
        <Text component="p" fz={{ base: 96, sm: 128 }} fw={800} lh={1} c="indigo.6" m={0} aria-hidden>
          {code}
        </Text>
        <Title order={1} fz="h2">
          {title}
        </Title>
        <Text c="dimmed" size="lg">
          {message}
        </Text>
        <Group justify="center" mt="sm">
          {children}
        </Group>
      </Stack>
    </Center>
  );
}

/** The 404 page (spec shell §2: unknown paths land here). */
export function NotFoundView() {
  return (
    <ErrorView code="404" title="Page not found" message={NOT_FOUND_MESSAGE}>
      <Button component={Link} to="/">
        Back to the studio
      </Button>
    </ErrorView>
  );
}

/** The 500 page, also shown by the router when a page fails to render or load. */
export function ServerErrorView() {
  return (
    <ErrorView code="500" title="Internal error" message={SERVER_ERROR_MESSAGE}>
      {/* A full reload also fetches a new build's chunks when an old one went missing. */}
      <Button variant="default" onClick={() => window.location.reload()}>
        Try again
      </Button>
      <Button component={Link} to="/">
        Back to the studio
      </Button>
    </ErrorView>
  );
}
