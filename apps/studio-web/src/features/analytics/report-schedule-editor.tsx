import type { ReportScheduleRecord, ReportScheduleValues } from "@adstudio/api-client";
import {
  AD_TYPE_LABELS,
  AD_TYPES,
  DEFAULT_REPORT_HOUR,
  DEFAULT_TIMEZONE,
  ReportScheduleSchema,
} from "@adstudio/core";
import {
  Alert,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  TagsInput,
  Text,
  TextInput,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconInfoCircle } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { adChoicesQuery, adListQuery } from "../ads/queries";
import { EditorFrame, useCan, useSaveRecord, validateOrToast } from "../master-data";
import { HOUR_OPTIONS, timeZoneOptions, WEEKDAY_OPTIONS } from "./report-labels";
import { analyticsCompaniesQuery, REPORTS_PATH, reportKeys, saveReport } from "./report-queries";

/** The form's values: selects hold strings, so hour and weekday are turned into numbers on save. */
interface ReportFormValues {
  name: string;
  company: string;
  recipients: string[];
  frequency: "daily" | "weekly";
  weekday: string;
  hour: string;
  timeZone: string;
  campaign: string;
  ad: string;
  format: string;
  active: boolean;
}

const FORMAT_OPTIONS = AD_TYPES.map((type) => ({ value: type, label: AD_TYPE_LABELS[type] }));

function initialValues(report: ReportScheduleRecord | null, firstCompany: string): ReportFormValues {
  return {
    name: report?.name ?? "",
    company: report?.company._id ?? firstCompany,
    recipients: report?.recipients ?? [],
    frequency: report?.frequency ?? "weekly",
    weekday: String(report?.weekday ?? 1),
    hour: String(report?.hour ?? DEFAULT_REPORT_HOUR),
    timeZone: report?.timeZone ?? DEFAULT_TIMEZONE,
    campaign: report?.filters.campaign ?? "",
    ad: report?.filters.ad ?? "",
    format: report?.filters.format ?? "",
    active: report?.active ?? true,
  };
}

/**
 * Addresses as tags: a pasted "a@x.com, b@y.com" (TagsInput splits only what is typed) becomes one tag per
 * address, each once.
 */
export function splitRecipients(list: readonly string[]): string[] {
  return [...new Set(list.flatMap((entry) => entry.split(/[\s,;]+/)).filter((entry) => entry !== ""))];
}

function toBody(values: ReportFormValues) {
  return {
    name: values.name,
    company: values.company,
    recipients: values.recipients,
    frequency: values.frequency,
    weekday: Number(values.weekday),
    hour: Number(values.hour),
    timeZone: values.timeZone,
    filters: { campaign: values.campaign, ad: values.ad, format: values.format },
    active: values.active,
  };
}

/**
 * A scheduled report: who receives it, which figures (company and optional campaign, ad or format), and
 * when (daily or on a weekday, at an hour of a time zone). Saving returns to the list.
 */
export function ReportScheduleEditor({ report }: { report: ReportScheduleRecord | null }) {
  const companies = useQuery(analyticsCompaniesQuery());
  const canReadAds = useCan("readAds");
  const choices = useQuery({ ...adChoicesQuery(), enabled: canReadAds });
  const form = useForm<ReportFormValues>({ mode: "controlled", initialValues: initialValues(report, "") });
  const { values } = form;
  const company = values.company || companies.data?.[0]?.value || "";
  const ads = useQuery({
    ...adListQuery(
      { page: 1, limit: 1000 },
      { company, ...(values.campaign ? { campaign: values.campaign } : {}) },
    ),
    enabled: canReadAds && company !== "",
  });
  const save = useSaveRecord({
    mode: report ? "edit" : "create",
    save: (body: ReportScheduleValues) => saveReport(report?._id ?? null, body),
    invalidate: reportKeys.all,
    listPath: REPORTS_PATH,
    form,
  });
  const campaignOptions = (choices.data?.campaigns ?? [])
    .filter((campaign) => campaign.company === company)
    .map((campaign) => ({ value: campaign._id, label: campaign.name }));
  const adOptions = (ads.data?.ads ?? []).map((ad) => ({ value: ad._id, label: ad.name }));

  return (
    <EditorFrame
      title={report ? report.name : "Schedule a report"}
      caption={report ? "Edit scheduled report" : "A daily or weekly email with the figures as a CSV file."}
      backTo={REPORTS_PATH}
      backLabel="Back to Scheduled Reports"
      saving={save.isPending}
      onSave={() => {
        const body = validateOrToast(ReportScheduleSchema, toBody({ ...values, company }), form);
        if (body) save.mutate(body);
      }}
    >
      <Stack>
        <Paper withBorder p="lg">
          <Stack>
            <TextInput label="Name" placeholder="Monday summary" {...form.getInputProps("name")} />
            <Select
              label="Company"
              description="The report holds this company's figures."
              data={companies.data ?? []}
              allowDeselect={false}
              {...form.getInputProps("company")}
              value={company || null}
              onChange={(value) => form.setValues({ company: value ?? "", campaign: "", ad: "" })}
            />
            <TagsInput
              label="Recipients"
              description="Email addresses; press Enter or a comma after each."
              placeholder="ops@example.com"
              splitChars={[",", " ", ";"]}
              {...form.getInputProps("recipients")}
              onChange={(list) => form.setFieldValue("recipients", splitRecipients(list))}
              // A bad address is reported at its index (`recipients.1`); the field shows it.
              error={
                form.errors.recipients ??
                Object.entries(form.errors).find(([key]) => key.startsWith("recipients."))?.[1]
              }
            />
          </Stack>
        </Paper>
        <Paper withBorder p="lg">
          <Stack>
            <Text fw={600} id="report-when">
              When
            </Text>
            <SegmentedControl
              aria-labelledby="report-when"
              data={[
                { value: "daily", label: "Daily" },
                { value: "weekly", label: "Weekly" },
              ]}
              {...form.getInputProps("frequency")}
            />
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              {values.frequency === "weekly" ? (
                <Select
                  label="Day"
                  data={WEEKDAY_OPTIONS}
                  allowDeselect={false}
                  {...form.getInputProps("weekday")}
                />
              ) : null}
              <Select
                label="Hour"
                data={HOUR_OPTIONS}
                allowDeselect={false}
                {...form.getInputProps("hour")}
              />
              <Select
                label="Time zone"
                data={timeZoneOptions(values.timeZone)}
                searchable
                // Mounted when opened: Mantine otherwise keeps the closed list of zones mounted (hidden) and
                // re-renders it with every key typed in the form.
                comboboxProps={{ keepMounted: false }}
                allowDeselect={false}
                {...form.getInputProps("timeZone")}
              />
            </SimpleGrid>
            <Alert variant="light" icon={<IconInfoCircle size={18} />}>
              {values.frequency === "daily"
                ? "Each email holds the day before it is sent."
                : "Each email holds the seven days before the day it is sent."}{" "}
              Days are counted in the time zone chosen here.
            </Alert>
            <Switch
              label="Active (paused reports are not sent)"
              {...form.getInputProps("active", { type: "checkbox" })}
            />
          </Stack>
        </Paper>
        <Paper withBorder p="lg">
          <Stack>
            <Text fw={600}>Filters</Text>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              {canReadAds ? (
                <>
                  <Select
                    label="Campaign"
                    placeholder="All campaigns"
                    data={campaignOptions}
                    clearable
                    searchable
                    {...form.getInputProps("campaign")}
                    value={values.campaign || null}
                    onChange={(value) => form.setValues({ campaign: value ?? "", ad: "" })}
                  />
                  <Select
                    label="Ad"
                    placeholder="All ads"
                    data={adOptions}
                    clearable
                    searchable
                    {...form.getInputProps("ad")}
                    value={values.ad || null}
                    onChange={(value) => form.setFieldValue("ad", value ?? "")}
                  />
                </>
              ) : null}
              <Select
                label="Format"
                placeholder="All formats"
                data={FORMAT_OPTIONS}
                clearable
                searchable
                {...form.getInputProps("format")}
                value={values.format || null}
                onChange={(value) => form.setFieldValue("format", value ?? "")}
              />
            </SimpleGrid>
          </Stack>
        </Paper>
      </Stack>
    </EditorFrame>
  );
}
