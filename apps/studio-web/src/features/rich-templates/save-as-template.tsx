import type { AdSummary } from "@adstudio/api-client";
import { RichTemplateCreateSchema } from "@adstudio/contract";
import { Button, Group, Modal, Stack, TextInput } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconTemplate } from "@tabler/icons-react";
import { useEffect } from "react";
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
  beforeSave,
  opened: openedFromOutside,
  onClose,
}: {
  ad: Pick<AdSummary, "_id" | "name">;
  beforeSave?: () => Promise<void>;
  /**
   * Opened from elsewhere (the editor's toolbar, which may hold it in its "More" menu): no button of its
   * own, the dialog shows while this is true and `onClose` is asked to close it.
   */
  opened?: boolean;
  onClose?: () => void;
}) {
  const [openedHere, dialog] = useDisclosure(false);
  const controlled = openedFromOutside !== undefined;
  const opened = openedFromOutside ?? openedHere;
  const close = controlled ? (onClose ?? (() => {})) : dialog.close;
  const form = useSchemaForm(NameSchema, { name: "" });
  const { setValues } = form;
  const suggested = `${ad.name} template`.slice(0, 120);
  const save = useSaveRecord({
    mode: "create",
    save: async ({ name }: typeof form.values) => {
      await beforeSave?.();
      return api.richTemplates.create({ name, ad: ad._id });
    },
    invalidate: richTemplateKeys.all,
    listPath: RM_TEMPLATES_PATH,
    // useSaveRecord says 'Created successfully'; the user stays with their ad.
    onSaved: close,
    form,
  });
  const open = () => {
    setValues({ name: suggested });
    dialog.open();
  };
  // Opened from outside, the name is suggested each time the dialog opens.
  useEffect(() => {
    if (controlled && opened) setValues({ name: suggested });
  }, [controlled, opened, setValues, suggested]);
  return (
    <>
      {controlled ? null : (
        <Button variant="default" leftSection={<IconTemplate size={16} />} onClick={open}>
          Save as template
        </Button>
      )}
      <Modal opened={opened} onClose={close} title="Save as template" centered>
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
              <Button variant="default" onClick={close}>
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
