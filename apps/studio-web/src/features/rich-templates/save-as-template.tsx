import type { AdSummary } from "@adstudio/api-client";
import { RichTemplateCreateSchema } from "@adstudio/contract";
import { ActionIcon, Button, Group, Modal, Stack, TextInput, Tooltip } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconTemplate } from "@tabler/icons-react";
import * as v from "valibot";
import { api } from "../../lib/api";
import { useSchemaForm } from "../../lib/use-schema-form";
import { useSaveRecord } from "../master-data";
import { RM_TEMPLATES_PATH, richTemplateKeys } from "./queries";

const NameSchema = v.object({ name: RichTemplateCreateSchema.entries.name });

/**
 * "Save as template" (createTemplates): asks the template's name and saves a copy of the ad's saved
 * document as a rich-media template; the ad stays as it is. `beforeSave` lets the editor save first, so
 * the copy has the latest changes.
 */
export function SaveAsTemplate({
  ad,
  compact = false,
  beforeSave,
}: {
  ad: Pick<AdSummary, "_id" | "name">;
  /** An icon with a tooltip, on wide screens only (the editor's crowded toolbar), instead of a labelled button. */
  compact?: boolean;
  beforeSave?: () => Promise<void>;
}) {
  const [opened, dialog] = useDisclosure(false);
  const form = useSchemaForm(NameSchema, { name: "" });
  const save = useSaveRecord({
    mode: "create",
    save: async ({ name }: typeof form.values) => {
      await beforeSave?.();
      return api.richTemplates.create({ name, ad: ad._id });
    },
    invalidate: richTemplateKeys.all,
    listPath: RM_TEMPLATES_PATH,
    // useSaveRecord says 'Created successfully'; the user stays with their ad.
    onSaved: () => dialog.close(),
    form,
  });
  const open = () => {
    form.setValues({ name: `${ad.name} template`.slice(0, 120) });
    dialog.open();
  };
  // The editor's toolbar only has room for it on wide screens (as for the shortcuts button); the ad
  // details page always offers it.
  const trigger = compact ? (
    <Tooltip label="Save as template">
      <ActionIcon variant="default" size="lg" aria-label="Save as template" onClick={open} visibleFrom="xl">
        <IconTemplate size={18} />
      </ActionIcon>
    </Tooltip>
  ) : (
    <Button variant="default" leftSection={<IconTemplate size={16} />} onClick={open}>
      Save as template
    </Button>
  );
  return (
    <>
      {trigger}
      <Modal opened={opened} onClose={dialog.close} title="Save as template" centered>
        <form onSubmit={form.onSubmit((values) => save.mutate(values))} noValidate>
          <Stack gap="md">
            <TextInput
              label="Template name"
              description="A copy of this ad's design, pictures and animations; the ad is not changed."
              withAsterisk
              data-autofocus
              {...form.getInputProps("name")}
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={dialog.close}>
                Cancel
              </Button>
              <Button type="submit" loading={save.isPending}>
                Save template
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
