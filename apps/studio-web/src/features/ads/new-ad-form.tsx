import { AdCreateSchema } from "@adstudio/contract";
import { AD_TYPE_LABELS, type AdType, isAdmin } from "@adstudio/core";
import { Button, Group, Paper, Select, Stack, Text, TextInput } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { Link, useNavigate } from "@tanstack/react-router";
import { useEffect } from "react";
import * as v from "valibot";
import { api } from "../../lib/api";
import { useSchemaForm } from "../../lib/use-schema-form";
import { useSession } from "../auth/use-session";
import { BackTitle } from "../layout/back-title";
import { PageFrame } from "../layout/page-frame";
import { useSaveRecord } from "../master-data";
import { FamilyIcon } from "./format-icon";
import { FAMILY_LABELS, formatDescription, formatFamily } from "./formats";
import { ADS_PATH, adChoicesQuery, adKeys } from "./queries";

/** The new ad's name as the API checks it (the same messages); company and campaign are chosen from lists. */
const NewAdSchema = v.object({
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
  const { user } = useSession();
  const choices = useQuery(adChoicesQuery());
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

  const companies = (choices.data?.companies ?? []).map(({ _id, name }) => ({ value: _id, label: name }));
  const campaigns = (choices.data?.campaigns ?? [])
    .filter((campaign) => campaign.company === form.values.company)
    .map(({ _id, name }) => ({ value: _id, label: name }));
  // Outside the admin group the first own company is the natural owner; an admin chooses.
  const first = companies[0]?.value;
  useEffect(() => {
    if (first && !form.values.company && user && !isAdmin(user)) form.setFieldValue("company", first);
  }, [first, user, form]);

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
            <Select
              label="Company"
              withAsterisk
              searchable
              placeholder={choices.isPending ? "Loading companies…" : "Choose a company"}
              nothingFoundMessage="No company found"
              data={companies}
              {...form.getInputProps("company")}
              onChange={(value) => {
                form.setFieldValue("company", value ?? "");
                form.setFieldValue("campaign", "");
              }}
            />
            <Select
              label="Campaign"
              description="Optional: the campaign this ad runs in."
              clearable
              searchable
              disabled={!form.values.company}
              placeholder={form.values.company ? "No campaign" : "Choose the company first"}
              nothingFoundMessage="This company has no campaign"
              data={campaigns}
              {...form.getInputProps("campaign")}
              onChange={(value) => form.setFieldValue("campaign", value ?? "")}
            />
            {choices.isError ? (
              <Text c="red" size="sm" role="alert">
                Could not load your companies. Reload the page to try again.
              </Text>
            ) : null}
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
