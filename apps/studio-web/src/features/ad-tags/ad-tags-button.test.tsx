import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { server, useMockApi } from "../../test/msw";
import { renderWithTheme } from "../../test/render";
import { AD_ID, AD_TAGS } from "../ads/details/test-details";
import { AdTagsButton } from "./ad-tags-button";

useMockApi();

describe("the editor's Ad tags button", () => {
  it("opens the published version's tags in a dialog, from the keyboard too", async () => {
    const user = userEvent.setup();
    server.use(http.get(`*/api/ads/tags/${AD_ID}`, () => HttpResponse.json(AD_TAGS)));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    renderWithTheme(
      <QueryClientProvider client={client}>
        <AdTagsButton ad={{ _id: AD_ID, type: "belt", version: 2 }} />
      </QueryClientProvider>,
    );
    const button = screen.getByRole("button", { name: "Ad tags" });
    button.focus();
    await user.keyboard("{Enter}");
    const dialog = await screen.findByRole("dialog", { name: "Ad tags" });
    expect(await within(dialog).findByRole("textbox", { name: "JavaScript tag · 970 × 250" })).toHaveValue(
      "<!-- gam sz970x250 js tag -->",
    );
    expect(within(dialog).getByText(/^Version 2, counted as live traffic\./)).toBeInTheDocument();
  });
});
