import { QueryClient } from "@tanstack/react-query";
import { createRouter } from "@tanstack/react-router";
import { sessionStore } from "../features/auth/session-store";
import { routeTree } from "../routeTree.gen";

export const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } },
});

export const router = createRouter({
  routeTree,
  context: { queryClient },
  defaultPreload: "intent",
  scrollRestoration: true,
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
