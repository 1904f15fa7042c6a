import type { CampaignSummary } from "@adstudio/api-client";
import { ActionIcon, Anchor, Group, Tooltip } from "@mantine/core";
import { IconEye } from "@tabler/icons-react";
import { createFileRoute, Link } from "@tanstack/react-router";
import type { DataTableColumn } from "mantine-datatable";
import { formatMoney } from "../../../../features/campaigns/labels";
import { campaignKeys, campaignListQuery } from "../../../../features/campaigns/queries";
import { StatusBadge } from "../../../../features/campaigns/status-badge";
import { ListPage, useCan, useRecordActions } from "../../../../features/master-data";
import { firstPageParams } from "../../../../features/master-data/list-params";
import { api } from "../../../../lib/api";

// GET /studio/campaigns – the campaigns the user may see, paged and sorted on the server (readCampaign).
export const Route = createFileRoute("/_app/studio/campaigns/")({
  // A failed prefetch is shown by the table's error state, not as an error page.
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(campaignListQuery(firstPageParams())).catch(() => undefined),
  component: CampaignsPage,
});

function CampaignsPage() {
  const canView = useCan("viewCampaignDetails");
  const { canCreate, addTo, rowActions } = useRecordActions({
    permissions: { create: "createCampaign", update: "updateCampaign", delete: "deleteCampaign" },
    editor: "/studio/campaign",
    label: (campaign: CampaignSummary) => campaign.name,
    remove: (id) => api.campaigns.delete(id),
    invalidate: campaignKeys.all,
    deleteTitle: "Delete Campaign",
    deleteText: "Do you want to delete this campaign?",
  });

  const columns: DataTableColumn<CampaignSummary>[] = [
    {
      accessor: "name",
      title: "Name",
      sortable: true,
      render: (campaign) =>
        canView ? (
          <Anchor component={Link} to={`/studio/campaign-detail/${campaign._id}`} size="sm">
            {campaign.name}
          </Anchor>
        ) : (
          campaign.name
        ),
    },
    { accessor: "company.name", title: "Advertiser", sortable: true, sortKey: "companyName" },
    { accessor: "brand", title: "Brand", sortable: true },
    {
      accessor: "status",
      title: "Status",
      sortable: true,
      render: ({ status }) => <StatusBadge status={status} />,
    },
    { accessor: "startDate", title: "Start", sortable: true },
    { accessor: "endDate", title: "End", sortable: true },
    {
      accessor: "totalBudget",
      title: "Total budget",
      sortable: true,
      textAlign: "right",
      render: ({ totalBudget }) => formatMoney(totalBudget),
    },
  ];

  return (
    <ListPage
      title="Campaigns"
      subtitle="Campaigns of your companies, with their flights and budgets."
      addLabel={canCreate ? "Add Campaign" : undefined}
      addTo={addTo}
      query={campaignListQuery}
      rows={(data) => data.campaigns}
      columns={columns}
      searchable
      searchLabel="Search campaigns"
      rowActions={(campaign) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          {canView ? (
            <Tooltip label="View">
              <ActionIcon
                component={Link}
                to={`/studio/campaign-detail/${campaign._id}`}
                variant="subtle"
                aria-label={`View ${campaign.name}`}
              >
                <IconEye size={18} />
              </ActionIcon>
            </Tooltip>
          ) : null}
          {rowActions(campaign)}
        </Group>
      )}
    />
  );
}
