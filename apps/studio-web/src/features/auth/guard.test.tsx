import type { SessionUser } from "@adstudio/core";
import { MantineProvider } from "@mantine/core";
import { Notifications, notifications } from "@mantine/notifications";
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from "@tanstack/react-router";
import { act, render, screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { theme } from "../../app/theme";
import { useMockApi } from "../../test/msw";
import { useSignedIn } from "../../test/session";
import { guardRoute } from "./guard";

useMockApi();

const publisher: SessionUser = {
  uuid: "u-1",
  username: "pat",
  companyName: [],
  role: { roleName: "publisher", moduleRoles: ["previewAds", "viewAdDetails", "readAds", "secretKey"] },
  data: { displayName: "Pat Publisher", email: "pat@example.com", photoURL: "", settings: {}, shortcuts: [] },
};

useSignedIn(publisher);
beforeEach(() => {
  act(() => notifications.clean());
});

/** The studio's guard in front of pages that just name themselves. */
function renderAt(path: string) {
  const root = createRootRoute({
    beforeLoad: ({ location, preload }) => guardRoute(location, preload),
    component: Outlet,
  });
  const named = (name: string) => () => <h1>page {name}</h1>;
  const home = createRoute({ getParentRoute: () => root, path: "/", component: named("/") });
  const ads = createRoute({
    getParentRoute: () => root,
    path: "/studio/ads",
    component: named("/studio/ads"),
  });
  const roles = createRoute({
    getParentRoute: () => root,
    path: "/studio/roles",
    component: named("/studio/roles"),
  });
  const router = createRouter({
    routeTree: root.addChildren([home, ads, roles]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  render(
    <MantineProvider theme={theme} env="test">
      <Notifications />
      <RouterProvider router={router} />
    </MantineProvider>,
  );
  return router;
}

const toasts = () =>
  [...document.querySelectorAll(".mantine-Notification-root")].map((toast) => toast.textContent?.trim());

describe("guardRoute", () => {
  it("says why when a page without the permission sends the user away", async () => {
    const router = renderAt("/studio/roles");
    // Back to the page the sign-in went to: the ad list.
    expect(await screen.findByRole("heading", { name: "page /studio/ads" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/studio/ads");
    await waitFor(() => expect(toasts()).toEqual(["You do not have permission to open that page."]));
  });

  it("says nothing on a page the user may open", async () => {
    renderAt("/studio/ads");
    expect(await screen.findByRole("heading", { name: "page /studio/ads" })).toBeInTheDocument();
    expect(toasts()).toEqual([]);
  });

  it("says nothing when a forbidden link is only preloaded", async () => {
    const router = renderAt("/studio/ads");
    await screen.findByRole("heading", { name: "page /studio/ads" });
    await act(async () => {
      await router.preloadRoute({ to: "/studio/roles" }).catch(() => undefined);
    });
    expect(toasts()).toEqual([]);
    expect(router.state.location.pathname).toBe("/studio/ads");
  });
});
