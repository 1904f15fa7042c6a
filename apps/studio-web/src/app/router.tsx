import { NOT_FOUND_PATH } from "@adstudio/core";
import { createRouter, Navigate } from "@tanstack/react-router";
import { sessionStore } from "../features/auth/session-store";
import { ServerErrorView } from "../features/errors/error-view";
import { Loading } from "../features/layout/loading";
import { routeTree } from "../routeTree.gen";

import { queryClient } from "./query-client";

export { queryClient };

export const router = createRouter({
  routeTree,
  context: { queryClient },
  defaultPreload: "intent",
  scrollRestoration: true,
  // Inside the shell the page scrolls in its content area, not the window; new pages start at its top.
  scrollToTopSelectors: ["window", '[data-scroll-restoration-id="shell-content"]'],
  // The root guard already sends unknown paths to the 404 page (core's route table); this catches a
  // `notFound()` thrown by a loader or a path the table knows but no route file renders.
  defaultNotFoundComponent: () => <Navigate to={NOT_FOUND_PATH} replace />,
  // A page that throws while loading or rendering shows the 500 page instead of a blank screen.
  defaultErrorComponent: ServerErrorView,
  // 'Loading...' while a page's code or data loads, but only past 300 ms so fast loads never flash it.
  defaultPendingComponent: () => <Loading />,
  defaultPendingMs: 300,
});

// Signing in or out (or a 401 elsewhere) re-runs every guard on the current page.
sessionStore.subscribe(() => {
  void router.invalidate();
});

declare module "@tanstack/react-router" {
  interface Register {
    router: typeof router;
  }
}
