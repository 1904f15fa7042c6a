import type { ListParams } from "@adstudio/api-client";
import type { ListTotals } from "@adstudio/contract";
import { TABLE_PAGE_SIZE } from "@adstudio/core";
import { Alert, Button, CloseButton, Group, Loader, Stack, Text, TextInput } from "@mantine/core";
import { useDebouncedCallback } from "@mantine/hooks";
import { IconAlertTriangle, IconSearch } from "@tabler/icons-react";
import { keepPreviousData, type QueryKey, type UseQueryOptions, useQuery } from "@tanstack/react-query";
import { DataTable, type DataTableColumn } from "mantine-datatable";
import { type ReactNode, useEffect, useState } from "react";
import { errorMessage } from "../../lib/server-errors";
import { listParams, nextScan } from "./list-params";
import { pagerOf } from "./pager";
import { type SortState, SortTitle } from "./sort-title";

import "mantine-datatable/styles.css";

const NO_RECORDS_TEXT = "No records found";
export const SEARCH_DEBOUNCE_MS = 300;

export interface ServerTableProps<TRecord, TData extends ListTotals, TKey extends QueryKey = QueryKey> {
  /** The list's query options for some params (a feature's `xListQuery`). Method form: params stay typed. */
  query(params: ListParams): UseQueryOptions<TData, Error, TData, TKey>;
  /** The rows of one answer (`data.roles`, `data.users` …). */
  rows: (data: TData) => TRecord[];
  columns: DataTableColumn<TRecord>[];
  /** The server's default order, shown as the initial sort arrow. */
  defaultSort?: { column: string; direction: 1 | -1 };
  /** Shows a search box; new text (debounced) is sent as `search` and resets the page to 1. */
  searchable?: boolean;
  searchLabel?: string;
  /** Buttons at each row's end (Edit, Delete); adds an 'Actions' column. */
  rowActions?: (record: TRecord) => ReactNode;
  idAccessor?: keyof TRecord & string;
  /** Places the search box and the table (a page puts the search in its toolbar); default: stacked. */
  layout?: (search: ReactNode, table: ReactNode) => ReactNode;
  /** Filter inputs shown beside the search box; the page owns their values and passes them to `query`. */
  filters?: ReactNode;
  /** The filters as a string, empty when none is set: a change starts again at page 1 (as a new search does). */
  filterKey?: string;
  /** Shown instead of the table when there are no records at all (nothing searched or filtered). */
  emptyState?: ReactNode;
}

/**
 * A server-paged master-data table (spec studio §2, §4): 10 rows per page, the page sent 1-based, column
 * sorts as `{field: 1 | -1}`, optional search that starts again at page 1, and loading, empty and error
 * states (the error shows the server's message). A large total may be an estimate (past 10 000 rows, or
 * 1 000 matches of a search): it reads "about 1.2 M" and Next stays open while the page is full (`pagerOf`).
 * A broad search reads a bounded number of rows per request (issue 34): a page that came back `partial`
 * shows what was found so far under "Searching…" and is asked again, reading four times as many rows,
 * until it is full or the whole list was read.
 */
export function ServerTable<TRecord, TData extends ListTotals, TKey extends QueryKey = QueryKey>(
  props: ServerTableProps<TRecord, TData, TKey>,
) {
  const { query, rows, columns, defaultSort, searchable, rowActions } = props;
  const [text, setText] = useState("");
  // `end`: a page found empty past the end of an estimated total (see below); a new search or sort forgets it.
  const [state, setState] = useState<{
    page: number;
    search: string;
    sort: SortState | undefined;
    end?: number;
  }>(() => ({
    page: 1,
    search: "",
    sort: defaultSort ? { field: defaultSort.column, direction: defaultSort.direction } : undefined,
  }));
  // New filters start again at page 1: reset while rendering, so the old page is never requested with them.
  const [seenFilters, setSeenFilters] = useState(props.filterKey);
  if (seenFilters !== props.filterKey) {
    setSeenFilters(props.filterKey);
    setState((current) => ({ ...current, page: 1, end: undefined }));
  }
  const applySearch = useDebouncedCallback((search: string) => {
    setState((current) =>
      current.search === search.trim()
        ? current
        : { ...current, search: search.trim(), page: 1, end: undefined },
    );
  }, SEARCH_DEBOUNCE_MS);

  const sort = state.sort ? { [state.sort.field]: state.sort.direction } : {};
  // The rows a continued search may read, for the page, search, sort and filters it was continued for:
  // anything else asked starts again from the server's default.
  const pageKey = JSON.stringify([state.page, state.search, sort, props.filterKey ?? ""]);
  const [continued, setContinued] = useState<{ key: string; scan: number }>();
  const scan = continued?.key === pageKey ? continued.scan : undefined;
  const params = listParams(state.page, state.search, sort, scan);
  const result = useQuery({ ...query(params), placeholderData: keepPreviousData });
  const records = result.data ? rows(result.data) : [];
  const estimated = result.data?.totalEstimated === true;
  const partial = result.data?.partial;
  const searching = partial !== undefined && !result.isPlaceholderData;
  useEffect(() => {
    if (searching) setContinued({ key: pageKey, scan: nextScan(partial.scanned) });
  }, [searching, partial?.scanned, pageKey]);
  const pager = pagerOf(state.page, result.data, records.length, TABLE_PAGE_SIZE, state.end);

  // After a delete empties the last page, step back to the page that now is the last one. An estimated
  // total has no known last page: Next from a full last page finds an empty one, so step back from it
  // and remember it as the end, which closes Next.
  const lastPage = Math.max(1, Math.ceil((result.data?.total ?? 0) / TABLE_PAGE_SIZE));
  const pastEstimatedEnd = estimated && !partial && records.length === 0 && state.page > 1;
  useEffect(() => {
    if (!result.isSuccess || result.isPlaceholderData) return;
    const empty = state.page;
    // Only from the page found empty: a second run of this effect must not step back again.
    if (pastEstimatedEnd)
      setState((current) => (current.page === empty ? { ...current, page: empty - 1, end: empty } : current));
    else if (!estimated && state.page > lastPage) setState((current) => ({ ...current, page: lastPage }));
  }, [result.isSuccess, result.isPlaceholderData, pastEstimatedEnd, estimated, state.page, lastPage]);

  // Sortable columns get a sort button as their title (see SortTitle); the table's own sorting is unused.
  const onSort = (next: SortState) =>
    setState((current) => ({ ...current, sort: next, page: 1, end: undefined }));
  const shown = columns.map((column) =>
    column.sortable
      ? {
          ...column,
          sortable: false,
          title: (
            <SortTitle
              title={column.title ?? String(column.accessor)}
              field={column.sortKey ?? String(column.accessor)}
              sort={state.sort}
              onSort={onSort}
            />
          ),
        }
      : column,
  );
  const allColumns: DataTableColumn<TRecord>[] = rowActions
    ? [
        ...shown,
        {
          accessor: "__actions",
          title: "Actions",
          textAlign: "right",
          render: (record) => rowActions(record),
        },
      ]
    : shown;

  const searchInput = searchable ? (
    <TextInput
      aria-label={props.searchLabel ?? "Search"}
      placeholder={props.searchLabel ?? "Search"}
      leftSection={<IconSearch size={16} />}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        applySearch(event.currentTarget.value);
      }}
      rightSection={
        text ? (
          <CloseButton
            aria-label="Clear search"
            size="sm"
            onClick={() => {
              setText("");
              applySearch("");
            }}
          />
        ) : null
      }
      w={{ base: "100%", sm: props.filters ? 240 : 320 }}
    />
  ) : null;
  const searchBox = props.filters ? (
    <Group gap="sm" align="flex-end" wrap="wrap">
      {searchInput}
      {props.filters}
    </Group>
  ) : (
    searchInput
  );
  const nothingAtAll =
    props.emptyState !== undefined &&
    result.isSuccess &&
    !result.isPlaceholderData &&
    result.data.total === 0 &&
    state.search === "" &&
    !props.filterKey;

  // `data-search` (the applied search) and `aria-busy` let tests and assistive tech know when it settled.
  const table = (
    <Stack gap="md" data-testid="server-table" data-search={state.search} aria-busy={result.isFetching}>
      {result.isError ? (
        <Alert
          color="red"
          icon={<IconAlertTriangle size={18} />}
          title="Could not load the list"
          role="alert"
        >
          <Stack gap="xs" align="flex-start">
            {errorMessage(result.error)}
            <Button size="xs" variant="default" onClick={() => void result.refetch()}>
              Try again
            </Button>
          </Stack>
        </Alert>
      ) : null}
      {partial ? (
        <Group gap="xs" role="status" aria-live="polite" data-testid="search-progress">
          <Loader size="xs" aria-hidden />
          {/* Body text colour, not "dimmed": the grey page background would leave dimmed text under AA. */}
          <Text size="sm">
            Searching… {partial.scanned.toLocaleString("en-US")} rows read so far
            {records.length < TABLE_PAGE_SIZE ? "; more matches may follow." : "."}
          </Text>
        </Group>
      ) : null}
      {/* A failed load is not an empty list: without rows, the alert stands alone (no 'No records found'). */}
      {nothingAtAll ? (
        props.emptyState
      ) : result.isError && records.length === 0 ? null : (
        <DataTable<TRecord>
          withTableBorder
          borderRadius="md"
          striped
          highlightOnHover
          // Wide lists (companies: 15 columns) scroll sideways: the scrollbar shows whenever they overflow
          // and the row actions stay pinned at the right edge, so Edit and Delete are always in view.
          pinLastColumn={Boolean(rowActions)}
          scrollAreaProps={{ type: "auto" }}
          minHeight={records.length === 0 ? 180 : undefined}
          idAccessor={props.idAccessor ?? "_id"}
          columns={allColumns}
          records={records}
          fetching={result.isFetching}
          noRecordsText={partial ? "Searching…" : NO_RECORDS_TEXT}
          // The table keeps its empty state in the page at all times, only made transparent while there
          // are rows: screen readers would still read "No records found" under a full list.
          emptyState={records.length > 0 ? <span /> : undefined}
          totalRecords={pager.records}
          recordsPerPage={TABLE_PAGE_SIZE}
          page={state.page}
          onPageChange={(page) => setState((current) => ({ ...current, page }))}
          paginationText={pager.text}
        />
      )}
    </Stack>
  );
  if (props.layout) return props.layout(searchBox, table);
  return (
    <Stack gap="md">
      {searchBox}
      {table}
    </Stack>
  );
}
