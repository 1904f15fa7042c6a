import type { AdListFilters } from "@adstudio/api-client";
import { AD_TYPES, type AdType } from "@adstudio/core";
import { Select } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { AD_STATUS_OPTIONS } from "./ad-status-badge";
import { formatLabel } from "./formats";
import { adChoicesQuery } from "./queries";

const FORMAT_OPTIONS = AD_TYPES.map((type) => ({ value: type, label: formatLabel(type) }));

interface AdFiltersProps {
  value: AdListFilters;
  onChange: (next: AdListFilters) => void;
  /** A list of one format (`/studio/ads/{name}`) has no format filter. */
  format?: AdType;
}

/** The ad list's filters: format, company, campaign and status; each clears back to "all". */
export function AdFilters({ value, onChange, format }: AdFiltersProps) {
  const choices = useQuery(adChoicesQuery()).data;
  const companies = (choices?.companies ?? []).map(({ _id, name }) => ({ value: _id, label: name }));
  // With a company chosen, only its campaigns.
  const campaigns = (choices?.campaigns ?? [])
    .filter((campaign) => !value.company || campaign.company === value.company)
    .map(({ _id, name }) => ({ value: _id, label: name }));
  const set = (key: keyof AdListFilters) => (next: string | null) => {
    const { [key]: _dropped, ...rest } = value;
    onChange(next ? { ...rest, [key]: next } : rest);
  };
  return (
    <>
      {format ? null : (
        <Select
          aria-label="Format"
          placeholder="All formats"
          data={FORMAT_OPTIONS}
          value={value.type ?? null}
          onChange={set("type")}
          clearable
          searchable
          w={140}
        />
      )}
      <Select
        aria-label="Company"
        placeholder="All companies"
        data={companies}
        value={value.company ?? null}
        onChange={set("company")}
        clearable
        searchable
        nothingFoundMessage="No company found"
        w={160}
      />
      <Select
        aria-label="Campaign"
        placeholder="All campaigns"
        data={campaigns}
        value={value.campaign ?? null}
        onChange={set("campaign")}
        clearable
        searchable
        nothingFoundMessage="No campaign found"
        w={160}
      />
      <Select
        aria-label="Status"
        placeholder="Any status"
        data={AD_STATUS_OPTIONS}
        value={value.status ?? null}
        onChange={set("status")}
        clearable
        // As wide as the format filter: at 120 px "Any status" was cut to "Any statu…" beside the chevron.
        w={140}
      />
    </>
  );
}
