import { MantineProvider } from "@mantine/core";
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from "@tanstack/react-router";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { I18nextProvider } from "react-i18next";
import { theme } from "../app/theme";
import { i18n } from "../features/i18n/i18n";

/**
 * Renders shell parts that need a router (links, the current path) at `path`, with the studio's theme and
 * the navigation texts. Every path matches a catch-all page, so navigating anywhere just moves the location.
 */
export function renderWithRouter(ui: ReactElement, path = "/studio/ads") {
  const root = createRootRoute({
    component: () => (
      <>
        {ui}
        <Outlet />
      </>
    ),
  });
  const page = createRoute({ getParentRoute: () => root, path: "$", component: () => null });
  const router = createRouter({
    routeTree: root.addChildren([page]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  const view = render(
    <MantineProvider theme={theme} env="test">
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </MantineProvider>,
  );
  return { router, ...view };
}
