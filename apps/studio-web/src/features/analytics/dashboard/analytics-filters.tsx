import type { AnalyticsQueryInput } from "@adstudio/api-client";
import {
  AD_TYPE_LABELS,
  AD_TYPES,
  ANALYTICS_RANGE_CODES,
  ANALYTICS_RANGES,
  type AnalyticsRangeCode,
} from "@adstudio/core";
import { Group, Select, TextInput } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { adChoicesQuery, adListQuery } from "../../ads/queries";
import { useCan } from "../../master-data";
import { timeZoneOptions } from "../report-labels";
import { analyticsCompaniesQuery } from "../report-queries";

const CUSTOM = "custom";
const RANGE_OPTIONS = [
  ...ANALYTICS_RANGE_CODES.map((code) => ({ value: code, label: ANALYTICS_RANGES[code] })),
  { value: CUSTOM, label: "Custom range" },
];
const FORMAT_OPTIONS = AD_TYPES.map((type) => ({ value: type, label: AD_TYPE_LABELS[type] }));

export interface FiltersProps {
  value: AnalyticsQueryInput;
  onChange: (next: AnalyticsQueryInput) => void;
}

const without = (query: AnalyticsQueryInput, ...keys: (keyof AnalyticsQueryInput)[]) => {
  const next = { ...query };
  for (const key of keys) delete next[key];
  return next;
};

/** Company, campaign, ad and format; the range (a code or custom days) and the time zone. */
export function AnalyticsFilters({ value, onChange }: FiltersProps) {
  const companies = useQuery(analyticsCompaniesQuery());
  const canReadAds = useCan("readAds");
  const choices = useQuery({ ...adChoicesQuery(), enabled: canReadAds });
  const ads = useQuery({
    ...adListQuery(
      { page: 1, limit: 1000 },
      {
        ...(value.company ? { company: value.company } : {}),
        ...(value.campaign ? { campaign: value.campaign } : {}),
      },
    ),
    enabled: canReadAds,
  });
  const custom = value.from !== undefined;
  const set =
    (key: keyof AnalyticsQueryInput, clears: (keyof AnalyticsQueryInput)[] = []) =>
    (next: string | null) =>
      onChange(next ? { ...without(value, ...clears), [key]: next } : without(value, key, ...clears));
  const campaigns = (choices.data?.campaigns ?? [])
    .filter((campaign) => !value.company || campaign.company === value.company)
    .map((campaign) => ({ value: campaign._id, label: campaign.name }));

  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <Select
        label="Company"
        placeholder="All my companies"
        data={companies.data ?? []}
        clearable
        searchable
        w={200}
        value={value.company ?? null}
        onChange={set("company", ["campaign", "ad"])}
      />
      {canReadAds ? (
        <>
          <Select
            label="Campaign"
            placeholder="All campaigns"
            data={campaigns}
            clearable
            searchable
            w={200}
            value={value.campaign ?? null}
            onChange={set("campaign", ["ad"])}
          />
          <Select
            label="Ad"
            placeholder="All ads"
            data={(ads.data?.ads ?? []).map((ad) => ({ value: ad._id, label: ad.name }))}
            clearable
            searchable
            w={200}
            value={value.ad ?? null}
            onChange={set("ad")}
          />
        </>
      ) : null}
      <Select
        label="Format"
        placeholder="All formats"
        data={FORMAT_OPTIONS}
        clearable
        searchable
        w={180}
        value={value.format ?? null}
        onChange={(next) =>
          onChange(next ? { ...value, format: next as (typeof AD_TYPES)[number] } : without(value, "format"))
        }
      />
      <Select
        label="Range"
        data={RANGE_OPTIONS}
        allowDeselect={false}
        w={160}
        value={custom ? CUSTOM : (value.range ?? "TW")}
        onChange={(next) => {
          if (next === CUSTOM) {
            const today = new Date().toISOString().slice(0, 10);
            onChange({ ...without(value, "range"), from: today, to: today });
          } else if (next) {
            onChange({ ...without(value, "from", "to"), range: next as AnalyticsRangeCode });
          }
        }}
      />
      {custom ? (
        <>
          <TextInput
            type="date"
            label="From"
            w={150}
            value={value.from ?? ""}
            onChange={(event) => onChange({ ...value, from: event.currentTarget.value })}
          />
          <TextInput
            type="date"
            label="To"
            w={150}
            value={value.to ?? ""}
            onChange={(event) => onChange({ ...value, to: event.currentTarget.value })}
          />
        </>
      ) : null}
      <Select
        label="Time zone"
        data={timeZoneOptions(value.tz ?? "Asia/Kolkata")}
        searchable
        allowDeselect={false}
        w={260}
        value={value.tz ?? "Asia/Kolkata"}
        onChange={(next) => next && onChange({ ...value, tz: next })}
        comboboxProps={{ width: 380 }}
      />
    </Group>
  );
}
