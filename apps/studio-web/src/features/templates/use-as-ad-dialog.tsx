import type { TemplateRecord } from "@adstudio/api-client";
import { Button, Group, Modal, Stack, TextInput } from "@mantine/core";
import { useNavigate } from "@tanstack/react-router";
import { api } from "../../lib/api";
import { useSchemaForm } from "../../lib/use-schema-form";
import { AdOwnerFields } from "../ads/ad-owner-fields";
import { NewAdSchema, newAdDestination } from "../ads/new-ad-form";
import { ADS_PATH, adKeys } from "../ads/queries";
import { useSaveRecord } from "../master-data";

/**
 * "Use as rich-media ad": asks the new ad's name and optional campaign, creates a draft ad framing the
 * HTML5 template (POST /api/templates/use/{id}) and opens it in the editor. The company is the
 * template's: its files are copied into the ad when it is published, so the server allows no other.
 */
export function UseAsAdDialog({ template, onClose }: { template: TemplateRecord; onClose: () => void }) {
  const navigate = useNavigate();
  const form = useSchemaForm(NewAdSchema, {
    name: template.name,
    company: template.company._id,
    campaign: "",
  });
  const save = useSaveRecord({
    mode: "create",
    save: (values: typeof form.values) =>
      api.templates.use(template._id, {
        name: values.name,
        company: template.company._id,
        ...(values.campaign ? { campaign: values.campaign } : {}),
      }),
    invalidate: adKeys.all,
    listPath: ADS_PATH,
    onSaved: ({ ad }) => void navigate({ to: newAdDestination(ad._id) }),
    form,
  });
  return (
    <Modal opened onClose={onClose} title={`New rich-media ad from “${template.name}”`} centered>
      <form onSubmit={form.onSubmit((values) => save.mutate(values))} noValidate>
        <Stack gap="md">
          <TextInput label="Ad name" withAsterisk data-autofocus {...form.getInputProps("name")} />
          <AdOwnerFields
            form={form}
            fixed={{ name: template.company.name, description: "The template's company owns the ad." }}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              Create ad
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
