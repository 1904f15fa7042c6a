import type { AdListFilters, AdSummary } from "@adstudio/api-client";
import type { AdType } from "@adstudio/core";
import { adPreviewLink } from "@adstudio/core";
import { ActionIcon, Anchor, Button, EmptyState, Group, Text, Tooltip } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconAd2, IconExternalLink, IconEye, IconPlus, IconTemplate } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import type { DataTableColumn } from "mantine-datatable";
import { useState } from "react";
import { api } from "../../lib/api";
import { useSession } from "../auth/use-session";
import { ListPage, RowActions, useCan, useDeleteRecord } from "../master-data";
import { RM_TEMPLATES_PATH } from "../rich-templates/queries";
import { AdFilters } from "./ad-filters";
import { AdStatusBadge } from "./ad-status-badge";
import { AdThumbnail } from "./ad-thumbnail";
import { creatableFormats } from "./creatable-formats";
import { FormatPicker } from "./format-picker";
import { formatLabel, sizeNames } from "./formats";
import { adKeys, adListQuery } from "./queries";
import { formatWhen } from "./when";

export const AD_DETAILS_PATH = "/studio/ad-details";

/** The filters as one string, empty when none is set (see ServerTable `filterKey`). */
const filterKeyOf = (filters: AdListFilters) =>
  Object.entries(filters)
    .filter(([, value]) => value)
    .map(([key, value]) => `${key}=${value}`)
    .join("&");

/**
 * The ad list (spec studio §2 `/studio/ads`, readAds): each ad's picture, name, format, sizes, company,
 * campaign, status and last change, searched, filtered, sorted and paged on the server. With `format`
 * it is `/studio/ads/{name}`: the same list of one format.
 */
export function AdsList({ format }: { format?: AdType }) {
  const [filters, setFilters] = useState<AdListFilters>({});
  const [picking, picker] = useDisclosure(false);
  const canCreate = creatableFormats(useSession().user).length > 0;
  const canView = useCan("viewAdDetails");
  const canDelete = useCan("deleteAds");
  const canEdit = useCan("updateAds");
  const canReadTemplates = useCan("readTemplate");
  const remove = useDeleteRecord((id) => api.ads.delete(id), adKeys.all);
  const applied: AdListFilters = format ? { ...filters, type: format } : filters;

  const columns: DataTableColumn<AdSummary>[] = [
    {
      accessor: "name",
      title: "Name",
      sortable: true,
      render: (ad) => (
        <Group gap="sm" wrap="nowrap">
          <AdThumbnail ad={ad} />
          {canView ? (
            <Anchor component={Link} to={`${AD_DETAILS_PATH}/${ad._id}`} size="sm" fw={500}>
              {ad.name}
            </Anchor>
          ) : (
            <Text size="sm" fw={500}>
              {ad.name}
            </Text>
          )}
        </Group>
      ),
    },
    { accessor: "type", title: "Format", sortable: true, render: (ad) => formatLabel(ad.type) },
    { accessor: "teaser", title: "Sizes", render: (ad) => sizeNames(ad.teaser).join(", ") },
    { accessor: "company.name", title: "Company" },
    { accessor: "campaignName", title: "Campaign", render: (ad) => ad.campaignName ?? "—" },
    {
      accessor: "status",
      title: "Status",
      sortable: true,
      noWrap: true,
      width: 120,
      render: (ad) => <AdStatusBadge status={ad.status} />,
    },
    { accessor: "updatedAt", title: "Last change", sortable: true, render: (ad) => formatWhen(ad.updatedAt) },
  ];

  const createButton = canCreate ? (
    <Button leftSection={<IconPlus size={16} />} onClick={picker.open}>
      Create an ad
    </Button>
  ) : null;
  // The spec's sidebar has no template entry: the templates ads start from are reached from here.
  const actions = (
    <Group gap="xs">
      {canReadTemplates ? (
        <Button
          component={Link}
          to={RM_TEMPLATES_PATH}
          variant="default"
          leftSection={<IconTemplate size={16} />}
        >
          Templates
        </Button>
      ) : null}
      {createButton}
    </Group>
  );
  const title = format ? `${formatLabel(format)} ads` : "Ads";

  return (
    <>
      <ListPage
        title={title}
        subtitle="Interactive ads you build, preview and publish."
        actions={actions}
        query={(params) => adListQuery(params, applied)}
        rows={(data) => data.ads}
        columns={columns}
        defaultSort={{ column: "createdAt", direction: -1 }}
        searchable
        searchLabel="Search ads"
        filters={<AdFilters value={filters} onChange={setFilters} {...(format ? { format } : {})} />}
        filterKey={filterKeyOf(filters)}
        emptyState={
          <EmptyState
            icon={<IconAd2 size={40} stroke={1.4} />}
            withIndicatorBackground
            title={format ? `No ${formatLabel(format)} ads yet` : "No ads yet"}
            description={
              canCreate
                ? "Start from a format: you design it in the editor, preview it and publish it."
                : "Ads of your companies will be listed here once they are made."
            }
            py={48}
            data-testid="ads-empty"
          >
            {createButton}
          </EmptyState>
        }
        rowActions={(ad) => {
          const preview = adPreviewLink(ad);
          return (
            <Group gap={4} justify="flex-end" wrap="nowrap">
              {preview ? (
                <Tooltip label="Preview">
                  <ActionIcon
                    component="a"
                    href={preview}
                    target="_blank"
                    rel="noopener"
                    variant="subtle"
                    aria-label={`Preview ${ad.name} (opens a new tab)`}
                  >
                    <IconExternalLink size={18} />
                  </ActionIcon>
                </Tooltip>
              ) : null}
              {canView ? (
                <Tooltip label="Details">
                  <ActionIcon
                    component={Link}
                    to={`${AD_DETAILS_PATH}/${ad._id}`}
                    variant="subtle"
                    aria-label={`Details of ${ad.name}`}
                  >
                    <IconEye size={18} />
                  </ActionIcon>
                </Tooltip>
              ) : null}
              <RowActions
                label={ad.name}
                {...(canEdit ? { editTo: `/studio/pro-ad/${ad._id}` } : {})}
                {...(canDelete ? { onDelete: () => remove(ad._id) } : {})}
                deleteTitle="Delete Ad"
                deleteText="Do you want to delete this ad? Its published versions stop being served."
              />
            </Group>
          );
        }}
      />
      <FormatPicker opened={picking} onClose={picker.close} />
    </>
  );
}
