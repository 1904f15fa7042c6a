import type { AdSummary } from "@adstudio/api-client";
import { ActionIcon, Anchor, Button, EmptyState, Group, Menu, Text, Tooltip } from "@mantine/core";
import { IconCopyPlus, IconEye, IconHtml, IconPlus, IconTemplate } from "@tabler/icons-react";
import { Link, useNavigate } from "@tanstack/react-router";
import type { DataTableColumn } from "mantine-datatable";
import { useState } from "react";
import { api } from "../../lib/api";
import { AdThumbnail } from "../ads/ad-thumbnail";
import { formatLabel, sizeNames } from "../ads/formats";
import { formatWhen } from "../ads/when";
import { useSession } from "../auth/use-session";
import { ListPage, RowActions, useCan, useDeleteRecord } from "../master-data";
import { TEMPLATES_PATH } from "../templates/queries";
import {
  RM_CREATE_PATH,
  RM_TEST_PATH,
  RM_UPDATE_PATH,
  richTemplateKeys,
  richTemplateListQuery,
} from "./queries";
import { templateFormats } from "./template-formats";
import { UseTemplateDialog } from "./use-template-dialog";

/**
 * Rich-media templates (`/studio/rm-templates`, readTemplate): each template's picture, name, format,
 * sizes and last change, searched and paged on the server; "Use template" starts a draft ad from one.
 */
export function RmTemplatesList() {
  const canCreateAds = useCan("createAds");
  const canCreate = useCan("createTemplates");
  const canEdit = useCan("updateTemplates");
  const formats = templateFormats(useSession().user);
  const [using, setUsing] = useState<AdSummary | null>(null);
  const remove = useDeleteRecord((id) => api.richTemplates.delete(id), richTemplateKeys.all);
  const navigate = useNavigate();

  const columns: DataTableColumn<AdSummary>[] = [
    {
      accessor: "name",
      title: "Name",
      sortable: true,
      render: (template) => (
        <Group gap="sm" wrap="nowrap">
          <AdThumbnail ad={template} />
          {canEdit ? (
            <Anchor component={Link} to={`${RM_UPDATE_PATH}/${template._id}`} size="sm" fw={500}>
              {template.name}
            </Anchor>
          ) : (
            <Text size="sm" fw={500}>
              {template.name}
            </Text>
          )}
        </Group>
      ),
    },
    { accessor: "type", title: "Format", sortable: true, render: (t) => formatLabel(t.type) },
    { accessor: "teaser", title: "Sizes", render: (t) => sizeNames(t.teaser).join(", ") },
    { accessor: "company.name", title: "Company" },
    { accessor: "updatedAt", title: "Last change", sortable: true, render: (t) => formatWhen(t.updatedAt) },
  ];

  const newButton =
    canCreate && formats.length > 0 ? (
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button leftSection={<IconPlus size={16} />}>New template</Button>
        </Menu.Target>
        <Menu.Dropdown mah={360} style={{ overflowY: "auto" }}>
          <Menu.Label>Start from a format</Menu.Label>
          {formats.map((format) => (
            <Menu.Item key={format} component={Link} to={`${RM_CREATE_PATH}/${format}`}>
              {formatLabel(format)}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
    ) : null;
  const actions = (
    <Group gap="xs">
      <Button component={Link} to={TEMPLATES_PATH} variant="default" leftSection={<IconHtml size={16} />}>
        HTML5 templates
      </Button>
      <Button component={Link} to={RM_TEST_PATH} variant="default" leftSection={<IconEye size={16} />}>
        Test a template
      </Button>
      {newButton}
    </Group>
  );

  return (
    <>
      <ListPage
        title="Rich Media Templates"
        subtitle="Designs to start ads from: use one to make a draft ad with its layers, pictures and animations."
        actions={actions}
        query={richTemplateListQuery}
        rows={(data) => data.templates}
        columns={columns}
        defaultSort={{ column: "updatedAt", direction: -1 }}
        searchable
        searchLabel="Search templates"
        emptyState={
          <EmptyState
            icon={<IconTemplate size={40} stroke={1.4} />}
            withIndicatorBackground
            title="No templates yet"
            description={
              canCreate
                ? "Start one from a format, or open an ad and choose Save as template."
                : "Templates your team saves will be listed here, ready to start ads from."
            }
            py={48}
          >
            {newButton}
          </EmptyState>
        }
        rowActions={(template) => (
          <Group gap={4} justify="flex-end" wrap="nowrap">
            {canCreateAds ? (
              <Button
                size="xs"
                variant="light"
                leftSection={<IconCopyPlus size={16} />}
                onClick={() => setUsing(template)}
                aria-label={`Use template ${template.name}`}
              >
                Use template
              </Button>
            ) : null}
            <Tooltip label="Test with sample data">
              <ActionIcon
                onClick={() => void navigate({ to: RM_TEST_PATH, search: { template: template._id } })}
                variant="subtle"
                aria-label={`Test ${template.name}`}
              >
                <IconEye size={18} />
              </ActionIcon>
            </Tooltip>
            {canEdit ? (
              <RowActions
                label={template.name}
                editTo={`${RM_UPDATE_PATH}/${template._id}`}
                onDelete={() => remove(template._id)}
                deleteTitle="Delete Template"
                deleteText="Do you want to delete this template? Ads made from it keep their own copies."
              />
            ) : null}
          </Group>
        )}
      />
      {using ? <UseTemplateDialog template={using} onClose={() => setUsing(null)} /> : null}
    </>
  );
}
