import type { AdSummary } from "@adstudio/api-client";
import { Paper, SimpleGrid, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { AdStatusBadge } from "../ad-status-badge";
import { formatLabel, sizeNames } from "../formats";
import { formatWhen } from "../when";

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </div>
  );
}

/** The ad's facts: format, sizes, owner, campaign, status and when it was made and last changed. */
export function SummaryCard({ ad }: { ad: AdSummary }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="summary-title">
      <Title order={2} size="h4" id="summary-title" mb="sm">
        Summary
      </Title>
      <SimpleGrid cols={2} spacing="sm" verticalSpacing="sm">
        <Fact label="Format">{formatLabel(ad.type)}</Fact>
        <Fact label="Sizes">{sizeNames(ad.teaser).join(", ")}</Fact>
        <Fact label="Company">{ad.company.name || "—"}</Fact>
        <Fact label="Campaign">{ad.campaignName ?? "—"}</Fact>
        <Fact label="Status">
          <AdStatusBadge status={ad.status} />
        </Fact>
        <Fact label="Published version">{ad.version ?? "Not yet"}</Fact>
        <Fact label="Created">{formatWhen(ad.createdAt)}</Fact>
        <Fact label="Last change">{formatWhen(ad.updatedAt)}</Fact>
      </SimpleGrid>
    </Paper>
  );
}
