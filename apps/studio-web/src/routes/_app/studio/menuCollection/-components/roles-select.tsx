import { PERMISSIONS, ROLE_NAMES } from "@adstudio/core";
import { MultiSelect } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useCan } from "../../../../../features/master-data";
import { allRolesQuery } from "../../../../../features/roles/queries";

interface RolesSelectProps {
  value: string[];
  onChange: (value: string[]) => void;
  error?: ReactNode;
}

/**
 * Who sees a menu entry: role names (the built-in ones plus any the server knows) and permissions.
 * Values the entry already holds stay choosable even if nothing else knows them.
 */
export function RolesSelect({ value, onChange, error }: RolesSelectProps) {
  const canReadRoles = useCan("readRoles");
  const serverRoles = useQuery({ ...allRolesQuery(), enabled: canReadRoles });
  const roles = new Set<string>([...ROLE_NAMES, ...(serverRoles.data?.roles.map((r) => r.roleName) ?? [])]);
  const permissions = new Set<string>(PERMISSIONS);
  const others = value.filter((item) => !roles.has(item) && !permissions.has(item));
  const data = [
    { group: "Roles", items: [...roles, ...others] },
    { group: "Permissions", items: [...permissions].filter((item) => !roles.has(item)) },
  ];
  return (
    <MultiSelect
      label="Module Roles"
      description="Who sees this entry; empty means every signed-in user."
      placeholder="Choose roles or permissions"
      searchable
      clearable
      data={data}
      value={value}
      onChange={onChange}
      error={error}
    />
  );
}
