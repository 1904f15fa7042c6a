import { MantineProvider } from "@mantine/core";
import { QueryClient } from "@tanstack/react-query";
import {
  createMemoryHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  type ErrorComponentProps,
  Outlet,
  RouterProvider,
} from "@tanstack/react-router";
import { render, screen } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CAMPAIGNS_PATH, campaignQuery } from "../features/campaigns/queries";
import { EditorLoadError } from "../features/master-data/load-error";
import { server, useMockApi } from "../test/msw";
import { onCaughtError } from "./caught-errors";
import { theme } from "./theme";

useMockApi();
afterEach(() => vi.restoreAllMocks());

/**
 * The campaign editor's route as the studio builds it (a loader that fetches the record, the editors'
 * load error), under a root made as main.tsx makes it; `page` is what the route shows once loaded.
 */
function renderCampaignEditor(page: () => never | null = () => null) {
  const root = createRootRouteWithContext<{ queryClient: QueryClient }>()({ component: Outlet });
  const editor = createRoute({
    getParentRoute: () => root,
    path: "/studio/update-campaign/$id",
    loader: ({ context, params }) => context.queryClient.fetchQuery(campaignQuery(params.id)),
    component: page,
    errorComponent: (props: ErrorComponentProps) => (
      <EditorLoadError {...props} listTitle="Campaigns" listPath={CAMPAIGNS_PATH} />
    ),
  });
  const router = createRouter({
    routeTree: root.addChildren([editor]),
    context: { queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }) },
    history: createMemoryHistory({ initialEntries: ["/studio/update-campaign/x1"] }),
  });
  render(
    <MantineProvider theme={theme} env="test">
      <RouterProvider router={router} />
    </MantineProvider>,
    { onCaughtError },
  );
}

describe("onCaughtError", () => {
  it("shows a record that failed to load on the page and logs no stack for it", async () => {
    server.use(
      http.get("*/api/campaign/x1", () =>
        HttpResponse.json({ message: "Campaign not found" }, { status: 404 }),
      ),
    );
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    renderCampaignEditor();
    expect(await screen.findByRole("alert")).toHaveTextContent("Campaign not found");
    expect(screen.getByRole("link", { name: "Back to Campaigns" })).toBeInTheDocument();
    expect(logged).not.toHaveBeenCalled();
  });

  it("still logs an error that is not the server's answer (a defect in a page)", async () => {
    server.use(http.get("*/api/campaign/x1", () => HttpResponse.json({ campaign: { _id: "x1" } })));
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    renderCampaignEditor(() => {
      throw new TypeError("campaign.flights is undefined");
    });
    expect(await screen.findByRole("alert")).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith(
      expect.objectContaining({ message: "campaign.flights is undefined" }),
    );
  });
});
