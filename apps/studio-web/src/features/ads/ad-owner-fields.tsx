import { isAdmin } from "@adstudio/core";
import { Select, Text, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { useSession } from "../auth/use-session";
import { adChoicesQuery } from "./queries";

type OwnerValues = { name: string; company: string; campaign: string };

/** A company the ad must belong to, shown read-only with why. */
export interface FixedCompany {
  name: string;
  description: string;
}

/**
 * A new ad's owner: the company (the user's first one chosen outside the admin group, or `fixed` when the
 * server allows no other) and an optional campaign of that company. Shared by a new ad from a format,
 * "Use template" and "Use as rich-media ad".
 */
export function AdOwnerFields({
  form,
  fixed,
}: {
  form: UseFormReturnType<OwnerValues>;
  fixed?: FixedCompany;
}) {
  const { user } = useSession();
  const choices = useQuery(adChoicesQuery());
  const companies = (choices.data?.companies ?? []).map(({ _id, name }) => ({ value: _id, label: name }));
  const campaigns = (choices.data?.campaigns ?? [])
    .filter((campaign) => campaign.company === form.values.company)
    .map(({ _id, name }) => ({ value: _id, label: name }));
  // Outside the admin group the first own company is the natural owner; an admin chooses.
  const first = companies[0]?.value;
  useEffect(() => {
    if (first && !form.values.company && user && !isAdmin(user)) form.setFieldValue("company", first);
  }, [first, user, form]);
  return (
    <>
      {fixed ? (
        <TextInput
          label="Company"
          description={fixed.description}
          value={fixed.name}
          readOnly
          variant="filled"
        />
      ) : (
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
      )}
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
    </>
  );
}
