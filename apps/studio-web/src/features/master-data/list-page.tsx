import type { ListTotals } from "@adstudio/contract";
import { Button } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import type { QueryKey } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { PageFrame } from "../layout/page-frame";
import { ServerTable, type ServerTableProps } from "./server-table";

export interface ListPageProps<TRecord, TData extends ListTotals, TKey extends QueryKey = QueryKey>
  extends Omit<ServerTableProps<TRecord, TData, TKey>, "layout"> {
  title: string;
  subtitle?: ReactNode;
  /** The header's action button ('Add Role' → `/studio/roles/new`); left out when not allowed. */
  addLabel?: string;
  addTo?: string;
  /** Header actions of a page whose Add is not a link (the ad list opens a format picker). */
  actions?: ReactNode;
}

/** A master-data list page: title and Add button in the header, search in the toolbar, the server table. */
export function ListPage<TRecord, TData extends ListTotals, TKey extends QueryKey = QueryKey>({
  title,
  subtitle,
  addLabel,
  addTo,
  actions: ownActions,
  ...table
}: ListPageProps<TRecord, TData, TKey>) {
  const actions =
    ownActions ??
    (addLabel && addTo ? (
      <Button component={Link} to={addTo} leftSection={<IconPlus size={16} />}>
        {addLabel}
      </Button>
    ) : null);
  return (
    <ServerTable<TRecord, TData, TKey>
      {...table}
      layout={(search, content) => (
        <PageFrame title={title} subtitle={subtitle} actions={actions} toolbar={search}>
          {content}
        </PageFrame>
      )}
    />
  );
}
