import type { AdSummary } from "@adstudio/api-client";
import { Button, Group, Modal, Stack, TextInput } from "@mantine/core";
import { useNavigate } from "@tanstack/react-router";
import { api } from "../../lib/api";
import { useSchemaForm } from "../../lib/use-schema-form";
import { AdOwnerFields } from "../ads/ad-owner-fields";
import { NewAdSchema, newAdDestination } from "../ads/new-ad-form";
import { ADS_PATH, adKeys } from "../ads/queries";
import { useSaveRecord } from "../master-data";

/**
 * "Use template": asks the new ad's name, company and optional campaign, creates a draft ad from the
 * template's document (the template is not changed) and opens it in the editor.
 */
export function UseTemplateDialog({ template, onClose }: { template: AdSummary; onClose: () => void }) {
  const navigate = useNavigate();
  // The template's company is the natural owner (the admin group belongs to none of its own).
  const form = useSchemaForm(NewAdSchema, {
    name: template.name,
    company: template.company._id,
    campaign: "",
  });
  const save = useSaveRecord({
    mode: "create",
    save: (values: typeof form.values) =>
      api.ads.create({
        name: values.name,
        type: template.type,
        company: values.company,
        template: template._id,
        ...(values.campaign ? { campaign: values.campaign } : {}),
      }),
    invalidate: adKeys.all,
    listPath: ADS_PATH,
    onSaved: ({ ad }) => void navigate({ to: newAdDestination(ad._id) }),
    form,
  });
  return (
    <Modal opened onClose={onClose} title={`New ad from “${template.name}”`} centered>
      <form onSubmit={form.onSubmit((values) => save.mutate(values))} noValidate>
        <Stack gap="md">
          <TextInput label="Ad name" withAsterisk data-autofocus {...form.getInputProps("name")} />
          <AdOwnerFields form={form} />
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
