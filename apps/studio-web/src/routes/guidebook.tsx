import { Anchor, Container, Group, Stack, Text, Title } from "@mantine/core";
import { createFileRoute, Link } from "@tanstack/react-router";
import { GuidebookViewer } from "../features/guidebook/guidebook-viewer";

// GET /guidebook – the user guide PDF, public (the footer's 'Guidelines and Specifications' and the support
// page link here). The router splits this page, and react-pdf with it, into its own chunk.
export const Route = createFileRoute("/guidebook")({
  component: GuidebookPage,
});

function GuidebookPage() {
  return (
    <Container size="lg" py="lg" component="main">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <div>
            <Title order={1} size="h2">
              Guidelines and Specifications
            </Title>
            <Text c="dimmed">
              The Adstudio user guide: screens, formats, publishing and the command line.
            </Text>
          </div>
          <Anchor component={Link} to="/">
            Back to the studio
          </Anchor>
        </Group>
        <GuidebookViewer />
      </Stack>
    </Container>
  );
}
