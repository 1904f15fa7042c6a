import { type NavItem, navigationFor, type SessionUser } from "@adstudio/core";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithRouter } from "../../test/router";
import { VerticalNavigation } from "./nav-vertical";

const admin: SessionUser = {
  uuid: "a1",
  username: "admin",
  companyName: ["c1"],
  role: { roleName: "admin", moduleRoles: [] },
  data: { displayName: "Ada", email: "ada@example.com", photoURL: "", settings: {}, shortcuts: [] },
};

describe("VerticalNavigation", () => {
  it("shows groups with their items and opens the collapse that holds the current page", async () => {
    renderWithRouter(<VerticalNavigation items={navigationFor(admin)} />, "/studio/pro-ad/story");
    const dashboards = await screen.findByRole("group", { name: "Dashboards" });
    expect(within(dashboards).getByRole("link", { name: "Ads" })).toHaveAttribute("href", "/studio/ads");
    const createAds = screen.getByRole("button", { name: "Create Ads" });
    expect(createAds).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("link", { name: "Story" })).toHaveAttribute("href", "/studio/pro-ad/story");
    await userEvent.click(createAds);
    expect(createAds).toHaveAttribute("aria-expanded", "false");
  });

  it("keeps a collapse closed elsewhere, opens link items in a new tab and reports item choices", async () => {
    const link: NavItem = {
      id: "docs",
      title: "Docs",
      translate: "DOCS",
      type: "link",
      icon: "IconLink",
      url: "https://example.com/docs",
    };
    const onNavigate = vi.fn();
    renderWithRouter(
      <VerticalNavigation items={[...navigationFor(admin), link]} onNavigate={onNavigate} />,
      "/studio/ads",
    );
    expect(await screen.findByRole("button", { name: "Create Ads" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
    const docs = screen.getByRole("link", { name: "Docs" });
    expect(docs).toHaveAttribute("target", "_blank");
    expect(docs).toHaveAttribute("rel", "noopener noreferrer");
    await userEvent.click(screen.getByRole("link", { name: "Secret Key" }));
    expect(onNavigate).toHaveBeenCalledOnce();
  });

  it("separates the top-level items after the MASTER group from it with a divider", async () => {
    renderWithRouter(<VerticalNavigation items={navigationFor(admin)} />, "/studio/ads");
    const master = await screen.findByRole("group", { name: "Master" });
    const rule = master.nextElementSibling;
    expect(rule).toHaveAttribute("role", "separator");
    expect(rule?.nextElementSibling).toHaveTextContent("Create Campaign");
  });
});
