import { ROLE_NAMES } from "@adstudio/core";
import { MultiSelect, Select, TagsInput } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useCan } from "../../../../../features/master-data";
import { allRolesQuery } from "../../../../../features/roles/queries";
import { useCompanyOptions } from "../../../../../features/users/use-company-names";

interface RoleFieldProps {
  current: { _id: string; roleName: string } | null;
  value: string | null;
  onChange: (value: string | null) => void;
  error?: ReactNode;
}

/** The role select: the server's roles by id; without readRoles the built-in names (sent as roleName). */
export function RoleField({ current, value, onChange, error }: RoleFieldProps) {
  const canRead = useCan("readRoles");
  const roles = useQuery({ ...allRolesQuery(), enabled: canRead });
  const data = roles.data
    ? roles.data.roles.map((role) => ({ value: role._id, label: role.roleName }))
    : ROLE_NAMES.map((name) => ({ value: name, label: name }));
  if (current && !data.some((option) => option.value === current._id)) {
    data.unshift({ value: current._id, label: current.roleName });
  }
  return (
    <Select
      label="Role"
      placeholder="Choose a role"
      searchable
      data={data}
      value={value}
      onChange={onChange}
      error={error}
    />
  );
}

interface CompaniesFieldProps {
  value: string[];
  onChange: (value: string[]) => void;
  error?: ReactNode;
}

/** The user's companies (own company first): a multi-select of companies, or ids typed when they cannot be listed. */
export function CompaniesField({ value, onChange, error }: CompaniesFieldProps) {
  const { options, available } = useCompanyOptions();
  if (!available) {
    return (
      <TagsInput
        label="Companies"
        description="Company ids, the user's own company first."
        value={value}
        onChange={onChange}
        error={error}
      />
    );
  }
  const known = new Set(options.map((option) => option.value));
  const data = [...options, ...value.filter((id) => !known.has(id)).map((id) => ({ value: id, label: id }))];
  return (
    <MultiSelect
      label="Companies"
      description="The user's own company first."
      placeholder="Choose companies"
      searchable
      clearable
      data={data}
      value={value}
      onChange={onChange}
      error={error}
    />
  );
}
