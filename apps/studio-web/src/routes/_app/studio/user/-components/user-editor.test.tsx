import type { UserRecord } from "@adstudio/api-client";
import { Notifications } from "@mantine/notifications";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { server, useMockApi } from "../../../../../test/msw";
import { renderWithRouter } from "../../../../../test/router";
import { sessionUser, useSignedIn } from "../../../../../test/session";
import { UserEditor } from "./user-editor";

// The password reset is offered to the admin group; these tests run as a superadmin.

useMockApi();
useSignedIn(sessionUser({ role: { roleName: "superadmin", moduleRoles: [] } }));

const TOO_SHORT = "Password must be at least 8 characters.";
const TOO_COMMON = "This password is too common. Choose a less common one.";

const user: UserRecord = {
  _id: "0b8f6c1e-2a4d-4e6f-8a1b-3c5d7e9f1a2b",
  username: "nina",
  email: "nina@example.com",
  displayName: "Nina",
  photoURL: "",
  role: { _id: "2da8be30-4c6f-4081-8c3d-5e7f9a1b3c4d", roleName: "designer" },
  companyName: [],
  active: true,
  createdAt: "2026-11-01T10:00:00.000Z",
};

let updates: unknown[] = [];

beforeEach(() => {
  updates = [];
  server.use(
    http.get("*/api/roles", () => HttpResponse.json({ roles: [], page: 1, total: 0 })),
    http.get("*/api/company", () => HttpResponse.json({ company: [], page: 1, total: 0 })),
    http.put("*/api/user/update/:id", async ({ request }) => {
      updates.push(await request.json());
      return HttpResponse.json({ message: TOO_COMMON, errors: { password: TOO_COMMON } }, { status: 400 });
    }),
  );
});

async function setup() {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  renderWithRouter(
    <QueryClientProvider client={queryClient}>
      <Notifications />
      <UserEditor user={user} />
    </QueryClientProvider>,
    `/studio/user/${user._id}`,
  );
  const save = await screen.findByRole("button", { name: "Save" });
  const password = screen.getByLabelText("New Password");
  return { save: () => userEvent.click(save), password };
}

describe("UserEditor password reset", () => {
  it("refuses a new password under 8 characters before sending it", async () => {
    const { save, password } = await setup();
    await userEvent.click(password);
    await userEvent.paste("1234");
    await save();
    // The message shows under the input (and in the save toast).
    expect((await screen.findAllByText(TOO_SHORT)).length).toBeGreaterThan(0);
    expect(password).toHaveAccessibleDescription(TOO_SHORT);
    expect(updates).toEqual([]);
  });

  it("shows the server's refusal of a common password on the New Password input", async () => {
    const { save, password } = await setup();
    await userEvent.click(password);
    await userEvent.paste("iloveyou");
    await save();
    expect((await screen.findAllByText(TOO_COMMON)).length).toBeGreaterThan(0);
    expect(password).toHaveAccessibleDescription(TOO_COMMON);
    expect(updates).toEqual([{ password: "iloveyou" }]);
  });
});
