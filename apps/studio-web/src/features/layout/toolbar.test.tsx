import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { server, useMockApi } from "../../test/msw";
import { renderWithRouter } from "../../test/router";
import { sessionUser, useSignedIn } from "../../test/session";
import { DEFAULT_SETTINGS } from "../settings/settings-model";
import { Toolbar } from "./toolbar";

useMockApi();
useSignedIn(sessionUser({ data: { ...sessionUser().data, displayName: "Pat Doe" } }));

/** The toolbar as a phone shows it (below the md breakpoint, without a docked chat strip). */
function renderPhoneToolbar() {
  server.use(http.get("*/api/chat/contacts", () => HttpResponse.json([])));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithRouter(
    <QueryClientProvider client={client}>
      <Toolbar settings={DEFAULT_SETTINGS} items={[]} isMobile chatToggle onOpenSettings={() => {}} />
    </QueryClientProvider>,
  );
}

describe("Toolbar on a phone", () => {
  it("offers the logo and every control as its own target", async () => {
    renderPhoneToolbar();
    expect(await screen.findByRole("link", { name: "Adstudio home" })).toHaveAttribute("href", "/");
    for (const name of [
      "Toggle navigation",
      "Search",
      "Team Chat",
      "Quick panel",
      "Toggle fullscreen",
      "Language: EN",
      "Settings",
      /^User menu/,
    ]) {
      expect(screen.getByRole("button", { name })).toBeVisible();
    }
  });

  it("shows the language as an icon, its code in the name, and still opens the language menu", async () => {
    renderPhoneToolbar();
    const language = await screen.findByRole("button", { name: "Language: EN" });
    // No room for the code's letters beside nine other controls: the icon alone, like its neighbours.
    expect(language).not.toHaveTextContent("EN");
    await userEvent.click(language);
    const menu = await screen.findByRole("menu");
    expect(within(menu).getByRole("menuitem", { name: "English" })).toBeInTheDocument();
  });
});
