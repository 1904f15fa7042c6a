import type { TemplateRecord } from "@adstudio/api-client";
import { Alert, Anchor, Button, Group, List, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { IconExternalLink, IconLayoutBoardSplit, IconTrash } from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { type FormEvent, useState } from "react";
import { api } from "../../lib/api";
import { reportError } from "../../lib/report-error";
import { PageFrame } from "../layout/page-frame";
import { ConfirmDialog, notifyDeleted, notifySaved, reportSaveError, useCan } from "../master-data";
import { AdMockup } from "../preview/ad-mockup";
import {
  TEMPLATE_PREVIEW_TYPE,
  TEMPLATES_PATH,
  templateKeys,
  templatePreviewLink,
  templateSizeKey,
} from "./queries";
import { UseAsAdDialog } from "./use-as-ad-dialog";

/**
 * `/studio/update-template/{id}`: a hosted HTML5 template in its mock-up, what the upload detected, its
 * validation report, and (updateTemplates) rename and delete.
 */
export function TemplateDetails({ template }: { template: TemplateRecord }) {
  const canEdit = useCan("updateTemplates");
  const canCreateAds = useCan("createAds");
  const [using, setUsing] = useState(false);
  const [name, setName] = useState(template.name);
  const [confirming, setConfirming] = useState(false);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const remove = useMutation({
    mutationFn: () => api.templates.delete(template._id),
    onSuccess: async (answer) => {
      notifyDeleted(answer);
      await queryClient.invalidateQueries({ queryKey: templateKeys.all });
      await navigate({ to: TEMPLATES_PATH });
    },
    onError: (error) => reportError(error, "Could not delete the template."),
  });
  const rename = useMutation({
    mutationFn: (next: string) => api.templates.rename(template._id, next),
    onSuccess: async () => {
      notifySaved("edit");
      await queryClient.invalidateQueries({ queryKey: templateKeys.all });
    },
    onError: (error) => reportSaveError(error),
  });
  const onRename = (event: FormEvent) => {
    event.preventDefault();
    rename.mutate(name);
  };
  const errors = template.report.issues.filter((issue) => issue.severity === "error");
  const warnings = template.report.issues.filter((issue) => issue.severity === "warning");

  return (
    <PageFrame
      title={template.name}
      subtitle="HTML5 template"
      actions={
        <Group gap="xs">
          <Button
            component="a"
            href={templatePreviewLink(template)}
            target="_blank"
            rel="noopener"
            variant="default"
            leftSection={<IconExternalLink size={16} />}
          >
            Preview
          </Button>
          {canCreateAds ? (
            <Button leftSection={<IconLayoutBoardSplit size={16} />} onClick={() => setUsing(true)}>
              Use as rich-media ad
            </Button>
          ) : null}
          {canEdit ? (
            <Button
              color="red"
              variant="light"
              leftSection={<IconTrash size={16} />}
              onClick={() => setConfirming(true)}
            >
              Delete
            </Button>
          ) : null}
        </Group>
      }
    >
      <Stack gap="md">
        {canEdit ? (
          <Paper withBorder radius="md" p="md" component="form" onSubmit={onRename}>
            <Group align="flex-end">
              <TextInput
                label="Name"
                value={name}
                onChange={(event) => setName(event.currentTarget.value)}
                w={360}
              />
              <Button type="submit" loading={rename.isPending}>
                Rename
              </Button>
            </Group>
          </Paper>
        ) : null}
        <Paper withBorder radius="md" p="md" component="section" aria-labelledby="template-facts">
          <Title order={2} size="h4" id="template-facts" mb="xs">
            Detected
          </Title>
          <Text size="sm">Size: {template.size ?? "no ad.size meta"}</Text>
          <Text size="sm">clickTag: {template.clickTag ? "detected" : "not found"}</Text>
          <Text size="sm">
            {template.report.files} files, {Math.round(template.report.bytes / 102.4) / 10} KB ·{" "}
            <Anchor href={template.location} target="_blank" rel="noopener" size="sm">
              hosted index.html
            </Anchor>
          </Text>
        </Paper>
        <Paper withBorder radius="md" p="md" component="section" aria-labelledby="template-report">
          <Title order={2} size="h4" id="template-report" mb="xs">
            Validation report
          </Title>
          {template.report.issues.length === 0 ? (
            <Text size="sm">No issues: the template passes the IAB checks.</Text>
          ) : (
            <Stack gap="xs">
              <Text size="sm">
                {errors.length} {errors.length === 1 ? "error" : "errors"}, {warnings.length}{" "}
                {warnings.length === 1 ? "warning" : "warnings"}
              </Text>
              <List size="sm" spacing={4}>
                {template.report.issues.map((issue, index) => (
                  // Issues have no id; their order is the validator's and never changes for a template.
                  <List.Item key={index}>
                    <Text span fw={600} c={issue.severity === "error" ? "red.9" : "yellow.9"} size="sm">
                      {issue.severity === "error" ? "Error" : "Warning"}
                    </Text>{" "}
                    {issue.path ? `${issue.path}: ` : ""}
                    {issue.message}
                  </List.Item>
                ))}
              </List>
            </Stack>
          )}
        </Paper>
        <Paper withBorder radius="md" p="md" component="section" aria-labelledby="template-mockup">
          <Title order={2} size="h4" id="template-mockup" mb="xs">
            Preview
          </Title>
          {template.size ? null : (
            <Alert color="yellow" mb="sm">
              The template declares no size: it is shown at the page's size.
            </Alert>
          )}
          <div style={{ display: "flex", justifyContent: "center" }}>
            <AdMockup
              url={template.location}
              type={TEMPLATE_PREVIEW_TYPE}
              size={templateSizeKey(template)}
              name={template.name}
            />
          </div>
        </Paper>
      </Stack>
      {using ? <UseAsAdDialog template={template} onClose={() => setUsing(false)} /> : null}
      <ConfirmDialog
        opened={confirming}
        title="Delete Template"
        text="Do you want to delete this template? Its hosted files stop being served."
        onClose={() => setConfirming(false)}
        onConfirm={() => remove.mutateAsync().catch(() => undefined)}
      />
    </PageFrame>
  );
}
