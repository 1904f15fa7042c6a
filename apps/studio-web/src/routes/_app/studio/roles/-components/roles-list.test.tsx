import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { screen } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { server, useMockApi } from "../../../../../test/msw";
import { renderWithRouter } from "../../../../../test/router";
import { sessionUser, useSignedIn } from "../../../../../test/session";
import { RolesList } from "./roles-list";

// An admin: create, update and delete are all allowed, so only the role itself decides Delete.

useMockApi();
useSignedIn(sessionUser({ role: { roleName: "admin", moduleRoles: [] } }));

const ROLES = ["admin", "agency", "brand", "designer", "publisher", "superadmin"].map((roleName) => ({
  _id: `id-${roleName}`,
  roleName,
  moduleRoles: ["readAds"],
}));

describe("RolesList", () => {
  it("offers Delete only for roles that can be deleted (not admin, superadmin or publisher)", async () => {
    server.use(
      http.get("*/api/roles", () => HttpResponse.json({ roles: ROLES, page: 1, total: ROLES.length })),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    renderWithRouter(
      <QueryClientProvider client={client}>
        <RolesList />
      </QueryClientProvider>,
      "/studio/roles",
    );
    // The first render of the table is slow in jsdom (the setup's wait ceiling covers it).
    expect(await screen.findByRole("button", { name: "Delete agency" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Delete brand" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Delete designer" })).toBeInTheDocument();
    for (const name of ["admin", "publisher", "superadmin"]) {
      expect(screen.queryByRole("button", { name: `Delete ${name}` })).not.toBeInTheDocument();
      expect(screen.getByRole("link", { name: `Edit ${name}` })).toBeInTheDocument();
    }
  });
});
