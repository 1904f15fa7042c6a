import { navigationFor, type SessionUser } from "@adstudio/core";
import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { useMockApi } from "../../test/msw";
import { renderWithRouter } from "../../test/router";
import { useSignedIn } from "../../test/session";
import { NavigationSearch, navigationSearch } from "./nav-search";

const admin: SessionUser = {
  uuid: "a1",
  username: "admin",
  companyName: ["c1"],
  role: { roleName: "admin", moduleRoles: [] },
  data: { displayName: "Ada Admin", email: "ada@example.com", photoURL: "", settings: {}, shortcuts: [] },
};
useMockApi();
useSignedIn(admin);

async function setup() {
  const { router } = renderWithRouter(<NavigationSearch items={navigationFor(admin)} />, "/studio/support");
  await act(async () => navigationSearch.open());
  return { router, input: await screen.findByRole("textbox", { name: "Search" }) };
}

describe("NavigationSearch", () => {
  it("opens a dialog named Search, so screen readers announce what opened", async () => {
    await setup();
    expect(screen.getByRole("dialog", { name: "Search" })).toBeInTheDocument();
  });

  it("suggests nothing for an empty query and 'No results.' for a query without a match", async () => {
    const { input } = await setup();
    expect(screen.queryByText("No results.")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Ads" })).not.toBeInTheDocument();
    await userEvent.type(input, "   ");
    expect(screen.queryByText("No results.")).not.toBeInTheDocument();
    await userEvent.type(input, "zzz");
    expect(await screen.findByText("No results.")).toBeInTheDocument();
  });

  it("matches titles ignoring case and accents, and opens the chosen page", async () => {
    const { input, router } = await setup();
    await userEvent.type(input, "  SÉCRET ");
    const result = await screen.findByRole("button", { name: "Secret Key" });
    await userEvent.click(result);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/secret-key"));
  });

  it("opens the first suggestion with Enter", async () => {
    const { input, router } = await setup();
    await userEvent.type(input, "generate qr");
    await screen.findByRole("button", { name: "Generate QR" });
    await userEvent.keyboard("{Enter}");
    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/studio/qrCode"));
  });
});
