import { QueryClient } from "@tanstack/react-query";

/** The studio's one server-state cache (its own module, so component tests can clear it cheaply). */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } },
});
