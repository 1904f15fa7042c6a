import type { AdSummary } from "@adstudio/api-client";
import { Alert, Loader, Paper, SegmentedControl, Select, Stack, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { api } from "../../lib/api";
import { sizeLocation } from "../ads/details/mockup-card";
import { formatLabel, sizeNames } from "../ads/formats";
import { PageFrame } from "../layout/page-frame";
import { AdMockup } from "../preview/ad-mockup";
import { RM_TEMPLATES_PATH, RM_TEST_PATH, richTemplateKeys, richTemplateListQuery } from "./queries";

/**
 * How many templates the picker offers (by last change), filtered as typed in the browser: a server search
 * would be sent the chosen option's label once one is picked, and find nothing.
 */
const PICKER_LIMIT = 100;

/**
 * `/studio/rm-test`: a chosen template rendered by the server with its sample content (the pictures,
 * words and exits it was saved with; no tracker) in its format's mock-up, one size at a time.
 */
export function TemplateTest({ templateId }: { templateId: string | undefined }) {
  const navigate = useNavigate();
  const list = useQuery(richTemplateListQuery({ page: 1, limit: PICKER_LIMIT }));
  const templates = list.data?.templates ?? [];
  const chosen = templates.find((t) => t._id === templateId);
  const data = templates.map((t) => ({ value: t._id, label: `${t.name} · ${formatLabel(t.type)}` }));
  return (
    <PageFrame
      back={{ to: RM_TEMPLATES_PATH, label: "Back to Rich Media Templates" }}
      title="Test a template"
      subtitle="The template with its sample content, in the mock-up its format is previewed in. Nothing is tracked."
    >
      <Stack gap="md">
        <Select
          label="Template"
          placeholder={list.isPending ? "Loading templates…" : "Choose a template"}
          searchable
          nothingFoundMessage="No template found"
          data={data}
          value={templateId ?? null}
          onChange={(value) =>
            void navigate({ to: RM_TEST_PATH, search: value ? { template: value } : {}, replace: true })
          }
          maw={480}
        />
        {chosen ? (
          <TemplatePreview key={chosen._id} template={chosen} />
        ) : (
          <Text c="dimmed" size="sm">
            {templateId && !list.isPending
              ? "That template was not found. Choose one from the list."
              : "Choose a template to see it with its sample content."}
          </Text>
        )}
      </Stack>
    </PageFrame>
  );
}

function TemplatePreview({ template }: { template: AdSummary }) {
  const sizes = Object.keys(template.teaser);
  const names = sizeNames(template.teaser);
  const [size, setSize] = useState(sizes[0] ?? "");
  // The server renders the saved template (never a cached older copy) when the page opens.
  const rendered = useQuery({
    queryKey: [...richTemplateKeys.all, "preview", template._id, template.revision],
    queryFn: () => api.richTemplates.previewDraft(template._id),
    staleTime: 0,
  });
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={`${template.name} preview`}>
      <Stack gap="sm">
        {sizes.length > 1 ? (
          <SegmentedControl
            aria-label="Size"
            value={size}
            onChange={setSize}
            data={sizes.map((key, index) => ({ value: key, label: names[index] ?? key }))}
            style={{ alignSelf: "flex-start" }}
          />
        ) : null}
        {rendered.isPending ? (
          <Loader role="status" aria-label="Rendering the template" />
        ) : rendered.isError ? (
          <Alert color="red" role="alert" title="Could not render the template">
            {rendered.error.message}
          </Alert>
        ) : (
          <div data-testid="rm-test-mockup" style={{ display: "flex", justifyContent: "center" }}>
            <AdMockup
              url={sizeLocation(rendered.data.location, size)}
              type={template.type}
              size={size}
              name={template.name}
            />
          </div>
        )}
      </Stack>
    </Paper>
  );
}
