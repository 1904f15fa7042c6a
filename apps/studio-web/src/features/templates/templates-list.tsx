import type { TemplateSummary } from "@adstudio/api-client";
import { ActionIcon, Anchor, Badge, Button, EmptyState, Group, Tooltip } from "@mantine/core";
import { IconExternalLink, IconTemplate, IconUpload } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import type { DataTableColumn } from "mantine-datatable";
import { api } from "../../lib/api";
import { formatWhen } from "../ads/when";
import { ListPage, RowActions, useCan, useDeleteRecord } from "../master-data";
import {
  templateKeys,
  templateListQuery,
  templatePreviewLink,
  UPDATE_TEMPLATE_PATH,
  UPLOAD_TEMPLATE_PATH,
} from "./queries";

/**
 * HTML5 templates from other tools (`/studio/templates`, readTemplate): name, declared size, whether a
 * clickTag was found, how many validation errors, last change; a preview link for each.
 */
export function TemplatesList() {
  const canUpload = useCan("createTemplates");
  const canEdit = useCan("updateTemplates");
  const remove = useDeleteRecord((id) => api.templates.delete(id), templateKeys.all);

  const columns: DataTableColumn<TemplateSummary>[] = [
    {
      accessor: "name",
      title: "Name",
      sortable: true,
      render: (template) => (
        <Anchor component={Link} to={`${UPDATE_TEMPLATE_PATH}/${template._id}`} size="sm" fw={500}>
          {template.name}
        </Anchor>
      ),
    },
    {
      accessor: "size",
      title: "Size",
      sortable: true,
      render: (template) => template.size ?? "Not declared",
    },
    {
      accessor: "clickTag",
      title: "clickTag",
      render: (template) => (template.clickTag ? "Detected" : "Not found"),
    },
    {
      accessor: "errors",
      title: "Validation",
      render: (template) =>
        template.errors === 0 ? (
          <Badge color="teal.9" variant="light">
            No errors
          </Badge>
        ) : (
          <Badge color="red.9" variant="light">
            {template.errors === 1 ? "1 error" : `${template.errors} errors`}
          </Badge>
        ),
    },
    { accessor: "company.name", title: "Company" },
    {
      accessor: "updatedAt",
      title: "Last change",
      sortable: true,
      render: (template) => formatWhen(template.updatedAt),
    },
  ];

  const uploadButton = canUpload ? (
    <Button component={Link} to={UPLOAD_TEMPLATE_PATH} leftSection={<IconUpload size={16} />}>
      Upload a template
    </Button>
  ) : null;

  return (
    <ListPage
      title="Templates"
      subtitle="HTML5 ads made in Google Web Designer, Animate or by hand, hosted and checked."
      actions={uploadButton}
      query={templateListQuery}
      rows={(data) => data.templates}
      columns={columns}
      defaultSort={{ column: "createdAt", direction: -1 }}
      searchable
      searchLabel="Search templates"
      emptyState={
        <EmptyState
          icon={<IconTemplate size={40} stroke={1.4} />}
          withIndicatorBackground
          title="No templates yet"
          description="Upload a zip with an index.html: it is hosted, previewed and checked."
          py={48}
        >
          {uploadButton}
        </EmptyState>
      }
      rowActions={(template) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <Tooltip label="Preview">
            <ActionIcon
              component="a"
              href={templatePreviewLink(template)}
              target="_blank"
              rel="noopener"
              variant="subtle"
              aria-label={`Preview ${template.name} (opens a new tab)`}
            >
              <IconExternalLink size={18} />
            </ActionIcon>
          </Tooltip>
          {canEdit ? (
            <RowActions
              label={template.name}
              editTo={`${UPDATE_TEMPLATE_PATH}/${template._id}`}
              onDelete={() => remove(template._id)}
              deleteTitle="Delete Template"
              deleteText="Do you want to delete this template? Its hosted files stop being served."
            />
          ) : null}
        </Group>
      )}
    />
  );
}
