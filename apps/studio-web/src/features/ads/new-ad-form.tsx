import { AdCreateSchema } from "@adstudio/contract";
import { AD_TYPE_LABELS, type AdType } from "@adstudio/core";
import { Button, Group, Paper, Stack, TextInput } from "@mantine/core";
import { Link, useNavigate } from "@tanstack/react-router";
import * as v from "valibot";
import { api } from "../../lib/api";
import { useSchemaForm } from "../../lib/use-schema-form";
import { BackTitle } from "../layout/back-title";
import { PageFrame } from "../layout/page-frame";
import { useSaveRecord } from "../master-data";
import { AdOwnerFields } from "./ad-owner-fields";
import { FamilyIcon } from "./format-icon";
import { FAMILY_LABELS, formatDescription, formatFamily } from "./formats";
import { ADS_PATH, adKeys } from "./queries";

/** The new ad's name as the API checks it (the same messages); company and campaign are chosen from lists. */
export const NewAdSchema = v.object({
  name: AdCreateSchema.entries.name,
  company: v.pipe(v.string(), v.minLength(1, "Choose the ad's company.")),
  campaign: v.string(),
});

/** Where a new ad opens: the editor. */
export const newAdDestination = (id: string) => `/studio/pro-ad/${id}`;

/**
 * `/studio/pro-ad/{format}`: the first step of a new ad. It asks for a name, the owning company (the
 * user's first one chosen) and an optional campaign of that company, creates the draft from the format's
 * blank document and opens it.
 */
export function NewAdForm({ format }: { format: AdType }) {
  const navigate = useNavigate();
  const form = useSchemaForm(NewAdSchema, { name: "", company: "", campaign: "" });
  const save = useSaveRecord({
    mode: "create",
    save: (values: typeof form.values) =>
      api.ads.create({
        name: values.name,
        type: format,
        company: values.company,
        ...(values.campaign ? { campaign: values.campaign } : {}),
      }),
    invalidate: adKeys.all,
    listPath: ADS_PATH,
    onSaved: ({ ad }) => void navigate({ to: newAdDestination(ad._id) }),
    form,
  });

  const family = formatFamily(format);
  const label = AD_TYPE_LABELS[format];
  return (
    <PageFrame
      title={
        <BackTitle to={ADS_PATH} label="Back to Ads">
          New {label} ad
        </BackTitle>
      }
      subtitle={
        <Group gap={6} component="span">
          <FamilyIcon family={family} size={16} />
          <span>
            {FAMILY_LABELS[family]} · {formatDescription(format)}
          </span>
        </Group>
      }
    >
      <Paper withBorder radius="md" p="lg" maw={560}>
        <form onSubmit={form.onSubmit((values) => save.mutate(values))} noValidate>
          <Stack gap="md">
            <TextInput label="Ad name" withAsterisk autoFocus {...form.getInputProps("name")} />
            <AdOwnerFields form={form} />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" component={Link} to={ADS_PATH}>
                Cancel
              </Button>
              <Button type="submit" loading={save.isPending}>
                Create ad
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </PageFrame>
  );
}
