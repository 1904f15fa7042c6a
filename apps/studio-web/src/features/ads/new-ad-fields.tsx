import { AdCreateSchema } from "@adstudio/contract";
import { Button, Group, Stack, TextInput } from "@mantine/core";
import { Link, useNavigate } from "@tanstack/react-router";
import * as v from "valibot";
import { useSchemaForm } from "../../lib/use-schema-form";
import { useSaveRecord } from "../master-data";
import { AdOwnerFields, type FixedCompany } from "./ad-owner-fields";
import { ADS_PATH, adKeys } from "./queries";

/** The new ad's name as the API checks it (the same messages); company and campaign are chosen from lists. */
export const NewAdSchema = v.object({
  name: AdCreateSchema.entries.name,
  company: v.pipe(v.string(), v.minLength(1, "Choose the ad's company.")),
  campaign: v.string(),
});

export type NewAdValues = v.InferOutput<typeof NewAdSchema>;

/** Where a new ad opens: the editor. */
export const newAdDestination = (id: string) => `/studio/pro-ad/${id}`;

/** The call that makes the draft: from a format's blank document, a copy of a template, or an HTML5 frame. */
export type CreateNewAd = (values: NewAdValues) => Promise<{ ad: { _id: string } }>;

/**
 * The state of a new-ad form: the values checked by `NewAdSchema`, and a save that reports a 400's field
 * messages on the form and, once created, opens the new ad in the editor.
 */
export function useNewAd(initial: NewAdValues, create: CreateNewAd) {
  const navigate = useNavigate();
  const form = useSchemaForm(NewAdSchema, initial);
  const save = useSaveRecord({
    mode: "create",
    save: create,
    invalidate: adKeys.all,
    listPath: ADS_PATH,
    onSaved: ({ ad }) => void navigate({ to: newAdDestination(ad._id) }),
    form,
  });
  return { form, save };
}

/**
 * A new ad's form: its name, owner (company and campaign) and the Cancel / Create ad buttons. Shared by
 * the format page and the template dialogs. `inDialog`: Cancel closes the dialog and the name gets the
 * Modal's first focus (`data-autofocus`); without it Cancel links back to the ads list and the name
 * takes the page's `autoFocus`.
 */
export function NewAdFields({
  newAd: { form, save },
  fixedCompany,
  inDialog,
}: {
  newAd: ReturnType<typeof useNewAd>;
  fixedCompany?: FixedCompany;
  inDialog?: { onClose: () => void };
}) {
  const focus = inDialog ? { "data-autofocus": true } : { autoFocus: true };
  return (
    <form onSubmit={form.onSubmit((values) => save.mutate(values))} noValidate>
      <Stack gap="md">
        <TextInput label="Ad name" withAsterisk {...focus} {...form.getInputProps("name")} />
        <AdOwnerFields form={form} fixed={fixedCompany} />
        <Group justify="flex-end" gap="sm">
          {inDialog ? (
            <Button variant="default" onClick={inDialog.onClose}>
              Cancel
            </Button>
          ) : (
            <Button variant="default" component={Link} to={ADS_PATH}>
              Cancel
            </Button>
          )}
          <Button type="submit" loading={save.isPending}>
            Create ad
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
