import { MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { useState } from "react";
import { vi } from "vitest";
import { theme } from "../../app/theme";
import { PreviewPage } from "./preview-page";
import type { PreviewSearch } from "./search";

/** Renders the preview page as a route would: the search lives in state, changes are recorded. */
export function renderPreview(initial: PreviewSearch) {
  const onSearchChange = vi.fn();
  function Harness() {
    const [search, setSearch] = useState(initial);
    return (
      <PreviewPage
        search={search}
        onSearchChange={(patch) => {
          onSearchChange(patch);
          setSearch((previous) => ({ ...previous, ...patch }));
        }}
      />
    );
  }
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={client}>
        <Harness />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...view, onSearchChange };
}
