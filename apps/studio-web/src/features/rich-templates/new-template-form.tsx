import { RichTemplateCreateSchema } from "@adstudio/contract";
import { AD_TYPE_LABELS, type AdType } from "@adstudio/core";
import { Button, Group, Paper, Stack, TextInput } from "@mantine/core";
import { Link, useNavigate } from "@tanstack/react-router";
import { useCallback } from "react";
import * as v from "valibot";
import { api } from "../../lib/api";
import { useSchemaForm } from "../../lib/use-schema-form";
import { CompanySelect } from "../ads/company-select";
import { formatDescription } from "../ads/formats";
import { PageFrame } from "../layout/page-frame";
import { useSaveRecord } from "../master-data";
import { RM_TEMPLATES_PATH, RM_UPDATE_PATH, richTemplateKeys } from "./queries";

const NewTemplateSchema = v.object({
  name: RichTemplateCreateSchema.entries.name,
  company: v.pipe(v.string(), v.minLength(1, "Choose the template's company.")),
});

/**
 * `/studio/rm-create/{format}`: a new rich-media template of a format. It asks a name and the owning
 * company (the user's first one chosen), creates the template from the format's blank document and opens
 * it in the template editor.
 */
export function NewTemplateForm({ format }: { format: AdType }) {
  const navigate = useNavigate();
  const form = useSchemaForm(NewTemplateSchema, { name: "", company: "" });
  const save = useSaveRecord({
    mode: "create",
    save: (values: typeof form.values) =>
      api.richTemplates.create({ name: values.name, type: format, company: values.company }),
    invalidate: richTemplateKeys.all,
    listPath: RM_TEMPLATES_PATH,
    onSaved: ({ template }) => void navigate({ to: `${RM_UPDATE_PATH}/${template._id}` }),
    form,
  });
  const chooseCompany = useCallback((company: string) => form.setFieldValue("company", company), [form]);
  return (
    <PageFrame
      back={{ to: RM_TEMPLATES_PATH, label: "Back to Rich Media Templates" }}
      title={`New ${AD_TYPE_LABELS[format]} template`}
      subtitle={formatDescription(format)}
    >
      <Paper withBorder radius="md" p="lg" maw={560}>
        <form onSubmit={form.onSubmit((values) => save.mutate(values))} noValidate>
          <Stack gap="md">
            <TextInput label="Template name" withAsterisk autoFocus {...form.getInputProps("name")} />
            <CompanySelect
              description="Who may use the template: the company's users."
              inputProps={form.getInputProps("company")}
              value={form.values.company}
              onChange={chooseCompany}
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" component={Link} to={RM_TEMPLATES_PATH}>
                Cancel
              </Button>
              <Button type="submit" loading={save.isPending}>
                Create template
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </PageFrame>
  );
}
