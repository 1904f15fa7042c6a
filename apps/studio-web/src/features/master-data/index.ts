/*
 * Shared parts of the master-data screens. Route loaders stay in the entry chunk (only components are
 * split off), so loaders import `./list-params` and `./editor-id` directly, never this index, which
 * would pull the table and the shell's page frame into the first download.
 */
export { ConfirmDialog, type ConfirmDialogProps } from "./confirm-dialog";
export { EditorFrame, type EditorFrameProps } from "./editor-frame";
export { isNewId, NEW_ID } from "./editor-id";
export { ListPage, type ListPageProps } from "./list-page";
export { firstPageParams, type ListSort, listParams } from "./list-params";
export { EditorLoadError, type EditorLoadErrorProps, editorLoadError } from "./load-error";
export { RowActions, type RowActionsProps } from "./row-actions";
export { SEARCH_DEBOUNCE_MS, ServerTable, type ServerTableProps } from "./server-table";
export {
  CREATED_MESSAGE,
  notifyDeleted,
  notifyInvalid,
  notifySaved,
  reportSaveError,
  UPDATED_MESSAGE,
  validateOrToast,
} from "./toasts";
export { useCan } from "./use-can";
export { useDeleteRecord } from "./use-delete-record";
export { type RecordActions, type RecordActionsOptions, useRecordActions } from "./use-record-actions";
export { type SaveRecordOptions, useSaveRecord } from "./use-save-record";
