import { Anchor, Card, List, SimpleGrid, Text, Title } from "@mantine/core";
import { IconBook2, IconHeadset, IconListCheck } from "@tabler/icons-react";
import { createFileRoute } from "@tanstack/react-router";
import { CUSTOMER_CARE_EMAIL, GUIDELINES_URL } from "../../../features/footer/links";
import { PageFrame } from "../../../features/layout/page-frame";

// GET /studio/support – how to reach customer care; open to every signed-in role (spec studio §2).
export const Route = createFileRoute("/_app/studio/support")({
  component: SupportPage,
});

function SupportPage() {
  return (
    <PageFrame title="Support" subtitle="Help with the studio, your ads and your account.">
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        <Card withBorder padding="lg" radius="md">
          <IconHeadset size={28} aria-hidden />
          <Title order={2} size="h4" mt="sm">
            Contact customer care
          </Title>
          <Text mt="xs">
            Write to our customer care team at{" "}
            <Anchor href={`mailto:${CUSTOMER_CARE_EMAIL}`}>{CUSTOMER_CARE_EMAIL}</Anchor>. We answer on
            working days, usually within one business day.
          </Text>
          <Text mt="xs" c="dimmed" size="sm">
            Your account manager can also help with access, roles and company settings.
          </Text>
        </Card>
        <Card withBorder padding="lg" radius="md">
          <IconListCheck size={28} aria-hidden />
          <Title order={2} size="h4" mt="sm">
            What to include
          </Title>
          <List mt="xs" size="sm" spacing={4}>
            <List.Item>your username and company;</List.Item>
            <List.Item>the address (URL) of the page;</List.Item>
            <List.Item>the ad or campaign concerned;</List.Item>
            <List.Item>what you did, what you expected and what happened;</List.Item>
            <List.Item>a screenshot, if you can.</List.Item>
          </List>
        </Card>
        <Card withBorder padding="lg" radius="md">
          <IconBook2 size={28} aria-hidden />
          <Title order={2} size="h4" mt="sm">
            Guides
          </Title>
          <Text mt="xs">
            Formats, sizes and delivery rules are described in the{" "}
            <Anchor href={GUIDELINES_URL} target="_blank" rel="noopener noreferrer">
              Guidelines and Specifications
            </Anchor>
            .
          </Text>
        </Card>
      </SimpleGrid>
    </PageFrame>
  );
}
