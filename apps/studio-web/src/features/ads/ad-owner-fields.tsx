import { Select, Text, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { useQuery } from "@tanstack/react-query";
import { useCallback } from "react";
import { CompanySelect } from "./company-select";
import { adChoicesQuery } from "./queries";

type OwnerValues = { name: string; company: string; campaign: string };

/** A company the ad must belong to, shown read-only with why. */
export interface FixedCompany {
  name: string;
  description: string;
}

/**
 * A new ad's owner: the company (see CompanySelect, or `fixed` when the server allows no other) and an
 * optional campaign of that company. Shared by a new ad from a format, "Use template" and "Use as
 * rich-media ad".
 */
export function AdOwnerFields({
  form,
  fixed,
}: {
  form: UseFormReturnType<OwnerValues>;
  fixed?: FixedCompany;
}) {
  const choices = useQuery(adChoicesQuery());
  const campaigns = (choices.data?.campaigns ?? [])
    .filter((campaign) => campaign.company === form.values.company)
    .map(({ _id, name }) => ({ value: _id, label: name }));
  // A campaign belongs to one company: choosing another company clears it.
  const chooseCompany = useCallback(
    (company: string) => {
      form.setFieldValue("company", company);
      form.setFieldValue("campaign", "");
    },
    [form],
  );
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
        <CompanySelect
          inputProps={form.getInputProps("company")}
          value={form.values.company}
          onChange={chooseCompany}
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
