import type { Permission } from "@adstudio/core";
import type { QueryKey } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { NEW_ID } from "./editor-id";
import { RowActions } from "./row-actions";
import { useCan } from "./use-can";
import { useDeleteRecord } from "./use-delete-record";

export interface RecordActionsOptions<TRecord> {
  /** What lets the user add, edit and delete these records; without it the button is left out. */
  permissions: { create: Permission; update: Permission; delete: Permission };
  /** The editor route without its id ('/studio/roles'): `/new` adds a record, `/<_id>` edits one. */
  editor: string;
  /** What a row is called, for the buttons' accessible names ('Edit Acme'). */
  label: (record: TRecord) => string;
  remove: (id: string) => Promise<{ message?: string }>;
  /** The lists reloaded after a delete. */
  invalidate: QueryKey;
  deleteTitle: string;
  deleteText: string;
  /** Rows the server never deletes (a role the product needs) get no Delete button; default: every row. */
  deletable?: (record: TRecord) => boolean;
}

export interface RecordActions<TRecord> {
  canCreate: boolean;
  /** The editor route for a new record. */
  addTo: string;
  /** A row's Edit and Delete buttons, each shown only with its permission. */
  rowActions: (record: TRecord) => ReactNode;
}

/** The Add, Edit and Delete wiring of a master-data list page, gated by the user's permissions. */
export function useRecordActions<TRecord extends { _id: string }>({
  permissions,
  editor,
  label,
  remove,
  invalidate,
  deleteTitle,
  deleteText,
  deletable = () => true,
}: RecordActionsOptions<TRecord>): RecordActions<TRecord> {
  const canCreate = useCan(permissions.create);
  const canUpdate = useCan(permissions.update);
  const canDelete = useCan(permissions.delete);
  const removeRecord = useDeleteRecord(remove, invalidate);
  return {
    canCreate,
    addTo: `${editor}/${NEW_ID}`,
    rowActions: (record) => (
      <RowActions
        label={label(record)}
        editTo={canUpdate ? `${editor}/${record._id}` : undefined}
        onDelete={canDelete && deletable(record) ? () => removeRecord(record._id) : undefined}
        deleteTitle={deleteTitle}
        deleteText={deleteText}
      />
    ),
  };
}
