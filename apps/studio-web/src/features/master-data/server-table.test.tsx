import type { ListParams } from "@adstudio/api-client";
import { MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider, queryOptions } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { theme } from "../../app/theme";
import { api } from "../../lib/api";
import { server, useMockApi } from "../../test/msw";
import { ServerTable } from "./server-table";

useMockApi();

interface Row {
  _id: string;
  roleName: string;
  moduleRoles: string[];
}

const ROWS: Row[] = Array.from({ length: 23 }, (_, index) => ({
  _id: `id-${index + 1}`,
  roleName: `role ${String(index + 1).padStart(2, "0")}`,
  moduleRoles: ["readAds"],
}));

/** The totals of an exact count (what the server answers below its count cap). */
const exactly = (matches: number) => ({ total: matches, totalEstimated: false });

/**
 * A fake GET /api/roles that pages, sorts and searches ROWS, and records each request's query; `totals`
 * says what it answers as the total of the matches.
 */
function serveRoles(rows: Row[] = ROWS, totals: (matches: number) => object = exactly) {
  const requests: URLSearchParams[] = [];
  server.use(
    http.get("*/api/roles", ({ request }) => {
      const query = new URL(request.url).searchParams;
      requests.push(query);
      const page = Number(query.get("page"));
      const limit = Number(query.get("limit"));
      const search = query.get("search") ?? "";
      const sort = JSON.parse(query.get("sort") ?? "{}") as Record<string, number>;
      const found = rows.filter((row) => row.roleName.includes(search));
      if (sort.roleName === -1) found.reverse();
      const roles = found.slice((page - 1) * limit, page * limit);
      return HttpResponse.json({ roles, page, ...totals(found.length) });
    }),
  );
  return requests;
}

const roleQuery = (params: ListParams) =>
  queryOptions({ queryKey: ["roles", "list", params], queryFn: () => api.roles.list(params) });

function renderTable(searchable = true) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={client}>
        <ServerTable
          query={roleQuery}
          rows={(data) => data.roles}
          columns={[
            { accessor: "roleName", title: "Role Name", sortable: true },
            { accessor: "moduleRoles", title: "Module Roles", render: (row) => row.moduleRoles.join(", ") },
          ]}
          defaultSort={{ column: "roleName", direction: 1 }}
          searchable={searchable}
          searchLabel="Search roles"
        />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const last = (requests: URLSearchParams[]) => Object.fromEntries(requests.at(-1) ?? []);

/**
 * Opens page 2 and waits for its rows. The click is repeated until they show (it is idempotent): twice in
 * fresh-clone runs under load, a single click right after the first rows appeared never reached the pager,
 * which was still settling, and page 2 never came.
 */
async function openPageTwo() {
  await waitFor(async () => {
    await userEvent.click(screen.getByRole("button", { name: "2" }));
    expect(screen.getByText("role 11")).toBeInTheDocument();
  });
}

describe("ServerTable", () => {
  it("asks for the first 10 rows, 1-based, in the default order", async () => {
    const requests = serveRoles();
    renderTable();
    expect(await screen.findByText("role 01")).toBeInTheDocument();
    expect(screen.getByText("role 10")).toBeInTheDocument();
    expect(screen.queryByText("role 11")).not.toBeInTheDocument();
    expect(last(requests)).toEqual({ limit: "10", page: "1", sort: '{"roleName":1}' });
    expect(screen.getByText("1–10 of 23")).toBeInTheDocument();
  });

  it("pages through the server's rows", async () => {
    const requests = serveRoles();
    renderTable();
    await screen.findByText("role 01");
    await userEvent.click(screen.getByRole("button", { name: "3" }));
    expect(await screen.findByText("role 23")).toBeInTheDocument();
    expect(screen.queryByText("role 01")).not.toBeInTheDocument();
    expect(last(requests).page).toBe("3");
    expect(screen.getByText("21–23 of 23")).toBeInTheDocument();
  });

  it("sorts by a column header as {field: -1} and starts again at page 1", async () => {
    const requests = serveRoles();
    renderTable();
    await screen.findByText("role 01");
    await openPageTwo();
    const header = screen.getByRole("columnheader", { name: "Role Name" });
    await userEvent.click(within(header).getByRole("button"));
    expect(await screen.findByText("role 23")).toBeInTheDocument();
    expect(last(requests)).toMatchObject({ page: "1", sort: '{"roleName":-1}' });
    // The other columns keep their plain header; clicking again sorts ascending.
    expect(screen.getByRole("columnheader", { name: "Module Roles" })).toBeInTheDocument();
    await userEvent.click(within(header).getByRole("button"));
    expect(await screen.findByText("role 01")).toBeInTheDocument();
    expect(last(requests)).toMatchObject({ page: "1", sort: '{"roleName":1}' });
  });

  it("sends the search text once typing pauses and resets the page to 1", async () => {
    const requests = serveRoles();
    renderTable();
    await screen.findByText("role 01");
    await openPageTwo();
    await userEvent.type(screen.getByLabelText("Search roles"), "role 2");
    await waitFor(() => expect(last(requests)).toMatchObject({ search: "role 2", page: "1" }));
    expect(await screen.findByText("role 20")).toBeInTheDocument();
    expect(screen.queryByText("role 11")).not.toBeInTheDocument();
    // A list with rows does not also say it has none (the table's empty state is only transparent).
    expect(screen.queryByText("No records found")).not.toBeInTheDocument();
    // Debounced: not one request per keystroke.
    expect(requests.filter((query) => query.has("search"))).toHaveLength(1);
  });

  it("says when there is nothing to show", async () => {
    serveRoles([]);
    renderTable(false);
    expect(await screen.findByText("No records found")).toBeInTheDocument();
    expect(screen.queryByLabelText("Search roles")).not.toBeInTheDocument();
  });

  it("shows the server's message when the list cannot be loaded", async () => {
    server.use(
      http.get("*/api/roles", () =>
        HttpResponse.json({ message: "Database is unavailable" }, { status: 500 }),
      ),
    );
    renderTable();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Could not load the list");
    expect(alert).toHaveTextContent("Database is unavailable");
    // A failed load is not an empty list.
    expect(screen.queryByText("No records found")).not.toBeInTheDocument();
  });

  it("loads the list again on Try again after a failure", async () => {
    let fail = true;
    server.use(
      http.get("*/api/roles", () =>
        fail
          ? HttpResponse.json({ message: "Database is unavailable" }, { status: 500 })
          : HttpResponse.json({ roles: ROWS.slice(0, 10), page: 1, ...exactly(ROWS.length) }),
      ),
    );
    renderTable();
    await screen.findByRole("alert");
    fail = false;
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("role 01")).toBeInTheDocument();
    expect(screen.queryByText("Could not load the list")).not.toBeInTheDocument();
  });

  describe("with an estimated total (past the server's count cap)", () => {
    // The fake server estimates far more rows than it has: the table learns the real end from the pages.
    const estimate = (total: number) => () => ({ total, totalEstimated: true });
    const nextPage = () => screen.getByRole("button", { name: "Next page" });

    it("shows the total as 'about …' and pages on", async () => {
      const requests = serveRoles(ROWS, estimate(1_234_567));
      renderTable();
      expect(await screen.findByText("role 01")).toBeInTheDocument();
      expect(screen.getByText("1–10 of about 1.2 M")).toBeInTheDocument();
      await waitFor(() => expect(nextPage()).toBeEnabled());
      await userEvent.click(nextPage());
      expect(await screen.findByText("role 11")).toBeInTheDocument();
      expect(last(requests).page).toBe("2");
      expect(screen.getByText("11–20 of about 1.2 M")).toBeInTheDocument();
      await userEvent.click(screen.getByRole("button", { name: "1" }));
      expect(await screen.findByText("role 01")).toBeInTheDocument();
    });

    it("keeps Next open while the page is full and closes it on a short page", async () => {
      serveRoles(ROWS, estimate(12_345));
      renderTable();
      await screen.findByText("role 01");
      // Only pages known to exist are offered: this one and, as it is full, the next.
      expect(screen.queryByRole("button", { name: "3" })).not.toBeInTheDocument();
      // Each click waits until Next is enabled, as a person would (a click on it still disabled does nothing).
      await waitFor(() => expect(nextPage()).toBeEnabled());
      await userEvent.click(nextPage());
      await screen.findByText("role 11");
      await waitFor(() => expect(nextPage()).toBeEnabled());
      await userEvent.click(nextPage());
      expect(await screen.findByText("role 23")).toBeInTheDocument();
      expect(screen.getByText("21–23 of about 12 K")).toBeInTheDocument();
      expect(nextPage()).toBeDisabled();
    });

    it("steps back from an empty page past a full last one, and closes Next there", async () => {
      const requests = serveRoles(ROWS.slice(0, 20), estimate(12_345));
      renderTable();
      await screen.findByText("role 01");
      // Each click waits until Next is enabled, as a person would (a click on it still disabled does nothing).
      await waitFor(() => expect(nextPage()).toBeEnabled());
      await userEvent.click(nextPage());
      await screen.findByText("role 11");
      await waitFor(() => expect(nextPage()).toBeEnabled());
      await userEvent.click(nextPage());
      await waitFor(() => expect(requests.map((query) => query.get("page"))).toContain("3"));
      await waitFor(() => expect(nextPage()).toBeDisabled());
      // Back on the last page with rows.
      expect(screen.getByText("role 11")).toBeInTheDocument();
      expect(screen.getByText("role 20")).toBeInTheDocument();
      expect(screen.getByText("11–20 of about 12 K")).toBeInTheDocument();
    });
  });

  describe("with a broad search whose matches sort late (issue 34)", () => {
    /** Matches of "role 2" exist only past the first 100 000 rows read, as when they all sort last. */
    function serveLateMatches() {
      const requests: URLSearchParams[] = [];
      server.use(
        http.get("*/api/roles", ({ request }) => {
          const query = new URL(request.url).searchParams;
          requests.push(query);
          const page = Number(query.get("page"));
          const search = query.get("search") ?? "";
          const scan = Number(query.get("scan") ?? 10_000);
          const totals = { page, total: 4, totalEstimated: true };
          if (!search) return HttpResponse.json({ roles: ROWS.slice(0, 10), ...totals });
          if (scan < 100_000) return HttpResponse.json({ roles: [], ...totals, partial: { scanned: scan } });
          return HttpResponse.json({ roles: ROWS.filter((row) => row.roleName.includes(search)), ...totals });
        }),
      );
      return requests;
    }

    it("says it is still searching, keeps asking with a larger scan, then shows the matches", async () => {
      const requests = serveLateMatches();
      renderTable();
      await screen.findByText("role 01");
      await userEvent.type(screen.getByLabelText("Search roles"), "role 2");
      expect(await screen.findByText(/Searching… [\d,]+ rows read so far/)).toBeInTheDocument();
      expect(await screen.findByText("role 20")).toBeInTheDocument();
      expect(screen.getByText("role 23")).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByTestId("search-progress")).not.toBeInTheDocument());
      const scans = requests.filter((query) => query.has("search")).map((query) => query.get("scan"));
      expect(scans).toEqual([null, "40000", "160000"]);
    });

    it("starts again from the server's default read for a new search", async () => {
      const requests = serveLateMatches();
      renderTable();
      await screen.findByText("role 01");
      await userEvent.type(screen.getByLabelText("Search roles"), "role 2");
      expect(await screen.findByText("role 20")).toBeInTheDocument();
      await userEvent.type(screen.getByLabelText("Search roles"), "1");
      const scans = () =>
        requests.filter((query) => query.get("search") === "role 21").map((query) => query.get("scan"));
      await waitFor(() => expect(scans()).toEqual([null, "40000", "160000"]));
      await waitFor(() => expect(screen.queryByText("role 20")).not.toBeInTheDocument());
      expect(screen.getByText("role 21")).toBeInTheDocument();
    });
  });
});
