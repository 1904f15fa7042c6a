import type { CampaignRecord } from "@adstudio/api-client";
import type { AttachmentValue } from "@adstudio/form-engine";
import { Paper, SimpleGrid, Stack, Table, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { AnalyticsPanel } from "../analytics/analytics-panel";
import { AttachmentPreview, RichTextView } from "../dynamic-form";
import { formatMoney, formatRate, objectiveLabel } from "./labels";
import { StatusBadge } from "./status-badge";

interface Flight {
  placement?: string;
  size?: string | null;
  startDate?: string | null;
  endDate?: string | null;
  impressions?: number | string;
  cpmRate?: number | string;
  cost?: number | null;
}

const isFilled = (flight: Flight) =>
  [flight.placement, flight.size, flight.startDate, flight.endDate, flight.impressions, flight.cpmRate].some(
    (value) => value !== undefined && value !== null && value !== "",
  );

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <div>{children}</div>
    </Stack>
  );
}

const asNumber = (value: unknown) =>
  value === "" || value === null || value === undefined ? null : Number(value);

/** A campaign read-only (spec studio §2 'campaign-detail'): its fields, the flights with costs, the total. */
export function CampaignDetails({ campaign }: { campaign: CampaignRecord }) {
  const { values } = campaign;
  const flights = (Array.isArray(values.flights) ? (values.flights as Flight[]) : []).filter(isFilled);
  const attachments = [values.brief, ...(Array.isArray(values.logos) ? values.logos : [])].filter(
    (item): item is AttachmentValue => typeof item === "object" && item !== null,
  );
  const notes = typeof values.notes === "string" ? values.notes : "";

  return (
    <Stack gap="lg">
      <Paper withBorder p="md" radius="md" component="section" aria-label="Summary">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="lg">
          <Item label="Advertiser company">{campaign.company.name || "—"}</Item>
          <Item label="Brand">{campaign.brand || "—"}</Item>
          <Item label="Objective">{objectiveLabel(campaign.objective) || "—"}</Item>
          <Item label="Status">
            <StatusBadge status={campaign.status} />
          </Item>
          <Item label="Start date">{campaign.startDate ?? "—"}</Item>
          <Item label="End date">{campaign.endDate ?? "—"}</Item>
          <Item label="Total budget">
            <Text fw={700} data-testid="total-budget">
              {formatMoney(campaign.totalBudget)}
            </Text>
          </Item>
        </SimpleGrid>
      </Paper>

      <AnalyticsPanel filter={{ campaign: campaign._id }} />

      <Paper withBorder p="md" radius="md" component="section" aria-label="Flights">
        <Title order={2} size="h4" mb="sm">
          Flights
        </Title>
        {flights.length === 0 ? (
          <Text c="dimmed">No flights yet.</Text>
        ) : (
          <Table.ScrollContainer minWidth={760}>
            <Table withTableBorder striped aria-label="Flights">
              <Table.Thead>
                <Table.Tr>
                  {["#", "Placement", "Size", "Start", "End", "Impressions", "CPM rate", "Cost"].map(
                    (title) => (
                      <Table.Th key={title}>{title}</Table.Th>
                    ),
                  )}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {flights.map((flight, index) => (
                  <Table.Tr key={index}>
                    <Table.Td>{index + 1}</Table.Td>
                    <Table.Td>{flight.placement}</Table.Td>
                    <Table.Td>{flight.size}</Table.Td>
                    <Table.Td>{flight.startDate}</Table.Td>
                    <Table.Td>{flight.endDate}</Table.Td>
                    <Table.Td>{asNumber(flight.impressions)?.toLocaleString("en-US") ?? "—"}</Table.Td>
                    <Table.Td>{formatRate(asNumber(flight.cpmRate))}</Table.Td>
                    <Table.Td>{formatMoney(flight.cost)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
              <Table.Tfoot>
                <Table.Tr>
                  <Table.Th colSpan={7}>Total budget</Table.Th>
                  <Table.Th>{formatMoney(campaign.totalBudget)}</Table.Th>
                </Table.Tr>
              </Table.Tfoot>
            </Table>
          </Table.ScrollContainer>
        )}
      </Paper>

      <Paper withBorder p="md" radius="md" component="section" aria-label="Notes and attachments">
        <Title order={2} size="h4" mb="sm">
          Notes and attachments
        </Title>
        <Stack gap="sm">
          {notes ? <RichTextView html={notes} /> : <Text c="dimmed">No notes.</Text>}
          {attachments.map((attachment) => (
            <AttachmentPreview key={attachment.file?.location ?? attachment.name} value={attachment} />
          ))}
        </Stack>
      </Paper>
    </Stack>
  );
}
