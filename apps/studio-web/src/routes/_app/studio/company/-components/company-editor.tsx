import type { CompanyBody, CompanyRecord, CompanyResponse } from "@adstudio/api-client";
import { COUNTRIES, CompanySchema } from "@adstudio/core";
import { Fieldset, Paper, Select, SimpleGrid, Stack, Switch, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useNavigate } from "@tanstack/react-router";
import { companiesKeys, saveCompany } from "../../../../../features/companies/queries";
import { EditorFrame, useCan, useSaveRecord, validateOrToast } from "../../../../../features/master-data";
import { notify } from "../../../../../lib/notify";
import { type CompanyValues, companyInput, companyValues } from "./company-values";
import { LogoField } from "./logo-field";
import { PhoneField } from "./phone-field";

const COUNTRY_OPTIONS = COUNTRIES.map((country) => ({
  value: country.code,
  label: `${country.name} (${country.code})`,
}));

/**
 * The company form (spec studio §2 'Master-data routes', §5): the save checks run in the spec's order
 * and the first failure is an error toast; a new company then opens its own edit page.
 */
export function CompanyEditor({ company }: { company: CompanyRecord | null }) {
  const navigate = useNavigate();
  const allowed = useCan(company ? "updateCompany" : "createCompany");
  const form = useForm<CompanyValues>({ mode: "controlled", initialValues: companyValues(company) });
  const save = useSaveRecord({
    mode: company ? "edit" : "create",
    save: (body: CompanyBody) => saveCompany(company?._id ?? null, body),
    invalidate: companiesKeys.all,
    listPath: "/studio/company",
    form,
    // Spec studio §4: creating opens the new company's edit page; an update returns to the list.
    onSaved: company
      ? undefined
      : (answer: Partial<CompanyResponse> & { message?: string }) => {
          if (answer.company) {
            void navigate({ to: "/studio/company/$companyId", params: { companyId: answer.company._id } });
          } else {
            notify(answer.message ?? "The company was not saved.", "error");
          }
        },
  });
  const locked = company !== null;

  return (
    <EditorFrame
      title={company ? company.name : "Create Company"}
      caption={company ? "Edit Company" : "A company, its contact details and its logo."}
      backTo="/studio/company"
      backLabel="Back to Company"
      canSave={allowed}
      saving={save.isPending}
      onSave={() => {
        const body = validateOrToast(CompanySchema, companyInput(form.getValues()), form);
        if (body) save.mutate(body);
      }}
    >
      <Stack>
        <Paper withBorder p="lg">
          <Stack>
            <LogoField value={form.values.logo} onChange={(logo) => form.setFieldValue("logo", logo)} />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label="Company Name" {...form.getInputProps("name")} />
              <TextInput label="Short Name" {...form.getInputProps("shortName")} />
              <TextInput
                label="Domains"
                placeholder="Comma separated, e.g. acme.com, acme.in"
                {...form.getInputProps("domains")}
              />
              <TextInput label="Pin Code" {...form.getInputProps("pin")} />
            </SimpleGrid>
            <Textarea label="Address" autosize minRows={2} {...form.getInputProps("address")} />
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <Select
                label="Country"
                searchable
                clearable
                placeholder="Choose a country"
                data={COUNTRY_OPTIONS}
                // The ~250 countries are mounted when the list opens, not re-rendered hidden on every key.
                comboboxProps={{ keepMounted: false }}
                // Mantine hides the clear button from assistive technology; it is the only way to clear.
                clearButtonProps={{ "aria-hidden": false, "aria-label": "Clear selection" }}
                {...form.getInputProps("country")}
              />
              <TextInput label="State" {...form.getInputProps("state")} />
              <TextInput label="City" {...form.getInputProps("city")} />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <PhoneField
                label="Mobile"
                value={form.values.mobile}
                onChange={(value) => form.setFieldValue("mobile", value)}
                countryLocked={locked}
                error={form.errors.mobile}
              />
              <PhoneField
                label="Phone"
                value={form.values.phone}
                onChange={(value) => form.setFieldValue("phone", value)}
                countryLocked={locked}
                error={form.errors.phone}
              />
            </SimpleGrid>
          </Stack>
        </Paper>
        <Fieldset legend="Contact Person">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Contact Person Name" {...form.getInputProps("contactPerson.name")} />
            <TextInput
              label="Contact Person Email"
              type="email"
              {...form.getInputProps("contactPerson.email")}
            />
            <TextInput
              label="Contact Person Mobile"
              type="tel"
              {...form.getInputProps("contactPerson.mobile")}
            />
            <TextInput
              label="Contact Person Phone"
              type="tel"
              {...form.getInputProps("contactPerson.phone")}
            />
          </SimpleGrid>
        </Fieldset>
        <Paper withBorder p="lg">
          <Switch
            label="Status Active"
            description="Inactive companies are kept but marked in the list."
            {...form.getInputProps("status", { type: "checkbox" })}
          />
          <Switch
            mt="md"
            label="Approval required before publishing"
            description="An ad of this company is published only once an approver has approved its current version."
            {...form.getInputProps("approvalRequired", { type: "checkbox" })}
          />
        </Paper>
      </Stack>
    </EditorFrame>
  );
}
