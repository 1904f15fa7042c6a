import type { SessionUser } from "@adstudio/core";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import { tokenStorage } from "../../lib/token-storage";
import { server, useMockApi } from "../../test/msw";
import { renderWithTheme } from "../../test/render";
import { MultipleDevices } from "./multiple-devices";
import { sessionStore, signIn, signOut } from "./session-store";

useMockApi();
afterEach(async () => {
  tokenStorage.clear();
  await signOut();
});

const advertiser: SessionUser = {
  uuid: "u-2",
  username: "ada",
  companyName: ["c-1"],
  role: { roleName: "advertiser", moduleRoles: ["readAds", "readCampaign"] },
  data: { displayName: "Ada", email: "ada@example.com", photoURL: "", settings: {}, shortcuts: [] },
};

/** Signs in (the account is in use elsewhere) after a guest asked for `asked`. */
async function signInElsewhereUsed(asked: string) {
  let loggedOutOthers = 0;
  server.use(
    http.post("*/api/auth/login", () =>
      HttpResponse.json({
        user: advertiser,
        token: "t-2",
        status: "success",
        message: "",
        multipleDevices: true,
      }),
    ),
    http.post("*/api/auth/logout-others", () => {
      loggedOutOthers += 1;
      return HttpResponse.json({ message: "Logged out from 1 other device.", ended: 1 });
    }),
  );
  sessionStore.remember(asked);
  const result = await signIn("ada", "password1");
  const onDone = vi.fn();
  renderWithTheme(<MultipleDevices user={advertiser} onDone={onDone} />);
  return { result, onDone, loggedOutOthers: () => loggedOutOthers };
}

describe("MultipleDevices", () => {
  it("continues here to the page asked for, keeping the other sessions", async () => {
    const { result, onDone, loggedOutOthers } = await signInElsewhereUsed("/studio/campaigns");
    expect(result.next).toBe("/logout");
    await userEvent.click(screen.getByRole("button", { name: "Continue here" }));
    expect(onDone).toHaveBeenCalledWith("/studio/campaigns");
    expect(loggedOutOthers()).toBe(0);
  });

  it("keeps the spec's 'Logout from other devices', which ends them and goes on to the same page", async () => {
    const { onDone, loggedOutOthers } = await signInElsewhereUsed("/studio/campaigns");
    await userEvent.click(screen.getByRole("button", { name: "Logout from other devices" }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledWith("/studio/campaigns"));
    expect(loggedOutOthers()).toBe(1);
  });
});
