import type { CompanyRecord } from "@adstudio/api-client";
import { Text, ThemeIcon } from "@mantine/core";
import { IconCircleCheck, IconCircleX } from "@tabler/icons-react";
import { createFileRoute } from "@tanstack/react-router";
import type { DataTableColumn } from "mantine-datatable";
import {
  COMPANIES_DEFAULT_SORT,
  companiesKeys,
  companyListQuery,
} from "../../../../features/companies/queries";
import { ListPage, useRecordActions } from "../../../../features/master-data";
import { firstPageParams } from "../../../../features/master-data/list-params";
import { api } from "../../../../lib/api";

// GET /studio/company – the company list (admin or readCompany); no search (spec studio §2).
export const Route = createFileRoute("/_app/studio/company/")({
  // A failed prefetch is shown by the table's error state, not as an error page.
  loader: ({ context }) =>
    context.queryClient
      .ensureQueryData(companyListQuery(firstPageParams({ name: 1 })))
      .catch(() => undefined),
  component: CompaniesPage,
});

/** A text cell: one line, the whole text on hover; a dash when empty. */
function Cell({ value, width = 200 }: { value: string; width?: number }) {
  if (!value) return <Text c="dimmed">-</Text>;
  return (
    <Text size="sm" truncate="end" title={value} maw={width}>
      {value}
    </Text>
  );
}

/** A contact person column: the header says which field, hovering says whose. */
const contactTitle = (field: string) => (
  <span title={`Contact person's ${field.toLowerCase()}`}>{field}</span>
);

const text = (
  accessor: keyof CompanyRecord & string,
  title: string,
  width?: number,
): DataTableColumn<CompanyRecord> => ({
  accessor,
  title,
  sortable: true,
  render: (company) => <Cell value={String(company[accessor] ?? "")} width={width} />,
});

const contact = (
  field: keyof CompanyRecord["contactPerson"],
  title: string,
): DataTableColumn<CompanyRecord> => ({
  accessor: `contactPerson.${field}`,
  title: contactTitle(title),
  sortable: true,
  render: (company) => <Cell value={company.contactPerson[field]} />,
});

const columns: DataTableColumn<CompanyRecord>[] = [
  text("name", "Company Name"),
  text("shortName", "Short Name"),
  {
    accessor: "domains",
    title: "Domains",
    sortable: true,
    render: ({ domains }) => <Cell value={domains.join(", ")} />,
  },
  text("address", "Address", 240),
  text("country", "Country"),
  text("city", "City"),
  text("state", "State"),
  text("pin", "Pin"),
  text("phone", "Phone"),
  text("mobile", "Mobile"),
  contact("name", "Name"),
  contact("email", "Email"),
  contact("phone", "Phone"),
  contact("mobile", "Mobile"),
  {
    accessor: "status",
    title: "Status",
    textAlign: "center",
    render: ({ status }) =>
      status ? (
        <ThemeIcon variant="transparent" color="green" aria-label="Active" role="img">
          <IconCircleCheck size={20} />
        </ThemeIcon>
      ) : (
        <ThemeIcon variant="transparent" color="red" aria-label="Inactive" role="img">
          <IconCircleX size={20} />
        </ThemeIcon>
      ),
  },
];

function CompaniesPage() {
  const { canCreate, addTo, rowActions } = useRecordActions({
    permissions: { create: "createCompany", update: "updateCompany", delete: "deleteCompany" },
    editor: "/studio/company",
    label: (company: CompanyRecord) => company.name,
    remove: (id) => api.companies.delete(id),
    invalidate: companiesKeys.all,
    deleteTitle: "Delete Company",
    deleteText: "Do you want to delete the company?",
  });
  return (
    <ListPage
      title="Company"
      subtitle="Advertiser and agency companies, their contacts and logos."
      addLabel={canCreate ? "Add Company" : undefined}
      addTo={addTo}
      query={companyListQuery}
      rows={(data) => data.company}
      columns={columns}
      defaultSort={COMPANIES_DEFAULT_SORT}
      rowActions={rowActions}
    />
  );
}
