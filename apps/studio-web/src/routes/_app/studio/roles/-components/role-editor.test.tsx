import { Notifications, notifications } from "@mantine/notifications";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { server, useMockApi } from "../../../../../test/msw";
import { renderWithRouter } from "../../../../../test/router";
import { sessionUser, setSessionUser, useSignedIn } from "../../../../../test/session";
import { RoleEditor } from "./role-editor";

useMockApi();
// The editor hides Save from users who may not save; these tests run as an admin unless one says otherwise.
useSignedIn(sessionUser({ role: { roleName: "admin", moduleRoles: [] } }));

const MODULE_ROLES = ["readAds", "createAds", "readRoles"];

beforeEach(() => {
  act(() => notifications.clean());
  server.use(
    http.get("*/api/roles/moduleRoles", () => HttpResponse.json({ moduleRoles: MODULE_ROLES })),
    http.post("*/api/roles/create", async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      return HttpResponse.json({ role: { ...body, _id: "role-1" } }, { status: 201 });
    }),
  );
});

function renderEditor(role: Parameters<typeof RoleEditor>[0]["role"]) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return renderWithRouter(
    <QueryClientProvider client={client}>
      <Notifications />
      <RoleEditor role={role} />
    </QueryClientProvider>,
    role ? `/studio/roles/${role._id}` : "/studio/roles/new",
  );
}

/** Texts of the toasts on screen. */
const toasts = () =>
  [...document.querySelectorAll(".mantine-Notification-root")].map((toast) => toast.textContent?.trim());

// userEvent on Mantine inputs is slow on a busy machine; the default 5 s is too tight.
describe("RoleEditor", { timeout: 30_000 }, () => {
  it("takes a stale check toast away when the save then succeeds", async () => {
    renderEditor(null);
    await userEvent.click(await screen.findByRole("button", { name: "Save" }));
    await waitFor(() => expect(toasts()).toEqual(["Role Name should not be blank."]));

    await userEvent.type(screen.getByRole("textbox", { name: "Role Name" }), "editor");
    await userEvent.click(screen.getByRole("combobox", { name: "Module Roles" }));
    await userEvent.click(await screen.findByRole("option", { name: "readAds" }));
    await userEvent.click(screen.getByRole("button", { name: "Save" }));

    await waitFor(() => expect(toasts()).toEqual(["Created successfully"]));
  });

  it("takes a stale 'already exists' notice away when the next save succeeds", async () => {
    let attempts = 0;
    server.use(
      http.post("*/api/roles/create", async ({ request }) => {
        attempts += 1;
        if (attempts === 1) return HttpResponse.json({ message: "Role already exists" }, { status: 409 });
        const body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ role: { ...body, _id: "role-2" } }, { status: 201 });
      }),
    );
    renderEditor(null);
    await userEvent.type(await screen.findByRole("textbox", { name: "Role Name" }), "editor");
    await userEvent.click(screen.getByRole("combobox", { name: "Module Roles" }));
    await userEvent.click(await screen.findByRole("option", { name: "readAds" }));
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(toasts()).toEqual(["Role already exists"]));

    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(toasts()).toEqual(["Created successfully"]));
  });

  it("shows the superadmin role read-only, without Save", async () => {
    renderEditor({ _id: "r-super", roleName: "superadmin", moduleRoles: ["readAds"] });
    expect(
      await screen.findByText("The superadmin role cannot be edited. It is shown read-only."),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Save" })).not.toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Role Name" })).toHaveAttribute("readonly");
    expect(screen.getByRole("combobox", { name: "Module Roles" })).toHaveAttribute("readonly");
  });

  it("keeps the name of admin and publisher fixed but their module roles editable", async () => {
    renderEditor({ _id: "r-pub", roleName: "publisher", moduleRoles: ["readAds"] });
    const name = await screen.findByRole("textbox", { name: "Role Name" });
    expect(name).toHaveAttribute("readonly");
    expect(screen.getByText("This role's name cannot be changed.")).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Module Roles" })).not.toHaveAttribute("readonly");
    expect(screen.getByRole("button", { name: "Save" })).toBeInTheDocument();
  });

  it("offers a non-admin only the permissions they hold, plus those the role already has", async () => {
    setSessionUser(
      sessionUser({
        role: { roleName: "role-manager", moduleRoles: ["createRoles", "updateRoles", "readAds"] },
      }),
    );
    renderEditor({ _id: "r-brand", roleName: "brand", moduleRoles: ["createAds"] });
    await userEvent.click(await screen.findByRole("combobox", { name: "Module Roles" }));
    expect(await screen.findByRole("option", { name: "readAds" })).toBeInTheDocument();
    expect(screen.queryByRole("option", { name: "readRoles" })).not.toBeInTheDocument();
    // createAds is already on the role: it stays listed (selected), it is not granted by this user.
    expect(screen.getByRole("option", { name: "createAds" })).toBeInTheDocument();
  });

  it("lets other roles be renamed", async () => {
    renderEditor({ _id: "r-brand", roleName: "brand", moduleRoles: ["readAds"] });
    const name = await screen.findByRole("textbox", { name: "Role Name" });
    expect(name).not.toHaveAttribute("readonly");
    expect(screen.queryByText("This role's name cannot be changed.")).not.toBeInTheDocument();
  });
});
