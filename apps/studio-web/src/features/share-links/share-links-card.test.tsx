import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { describe, expect, it, vi } from "vitest";
import { server, useMockApi } from "../../test/msw";
import { sessionUser, setSessionUser, useSignedIn } from "../../test/session";
import { AD_ID, adRecord, detailsHandlers, renderDetails } from "../ads/details/test-details";

const signedInUser = sessionUser({
  role: { roleName: "designer", moduleRoles: ["readAds", "viewAdDetails", "updateAds"] },
});

useMockApi();
useSignedIn(signedInUser);

const LINK = {
  _id: "3c5e7a9b-1d2f-4a6c-8e0b-2d4f6a8c0e1b",
  adId: AD_ID,
  mode: "comment",
  expiresAt: "2026-12-20T10:00:00.000Z",
  hasPassword: true,
  createdBy: { _id: "5f0c1a2b-3c4d-4e5f-8a9b-0c1d2e3f4a5b", name: "Dana <b>Designer</b>" },
  createdAt: "2026-12-06T10:00:00.000Z",
  revokedAt: null,
  views: 3,
  lastViewedAt: null,
};
const card = () => screen.findByRole("region", { name: "Share for review" });

describe("Share for review on the ad details", () => {
  it("lists the active links: mode, expiry, password, views and who made it (as text)", async () => {
    server.use(
      http.get(`*/api/ads/share/${AD_ID}`, () => HttpResponse.json({ links: [LINK] })),
      ...detailsHandlers(adRecord()),
    );
    renderDetails(adRecord());
    const list = await within(await card()).findByRole("list", { name: "Active review links" });
    const row = within(list).getAllByRole("listitem")[0] as HTMLElement;
    expect(within(row).getByText("View and comment")).toBeInTheDocument();
    expect(within(row).getByText("Password")).toBeInTheDocument();
    expect(within(row).getByText("3 views")).toBeInTheDocument();
    expect(within(row).getByText("Expires 20 Dec 2026 · made by Dana <b>Designer</b>")).toBeInTheDocument();
  });

  it("creates a link, shows the address once with a copy button, and refreshes the list", async () => {
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    let links: unknown[] = [];
    let sent: unknown;
    const url = "http://localhost:3000/review/q1w2e3r4t5y6u7i8o9p0a1s2d3f4g5h6j7k8l9z0x1c";
    server.use(
      http.get(`*/api/ads/share/${AD_ID}`, () => HttpResponse.json({ links })),
      http.post(`*/api/ads/share/${AD_ID}`, async ({ request }) => {
        sent = await request.json();
        links = [{ ...LINK, mode: "view", hasPassword: false }];
        return HttpResponse.json({ link: links[0], url }, { status: 201 });
      }),
      ...detailsHandlers(adRecord()),
    );
    renderDetails(adRecord());
    const region = await card();
    expect(await within(region).findByText("No active review links.")).toBeInTheDocument();
    await user.click(within(region).getByRole("button", { name: "Create link" }));
    const dialog = await screen.findByRole("dialog", { name: "Create review link" });
    expect(within(dialog).getByRole("radio", { name: "View" })).toBeChecked();
    expect(within(dialog).getByRole("textbox", { name: /Expires after \(days\)/ })).toHaveValue("14");
    await user.click(within(dialog).getByRole("button", { name: "Create link" }));
    expect(await within(dialog).findByRole("textbox", { name: "Review link" })).toHaveValue(url);
    expect(sent).toEqual({ mode: "view", expiresInDays: 14 });
    expect(within(dialog).getByText(/This link is shown only once/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Copy link" }));
    expect(writeText).toHaveBeenCalledWith(url);
    await user.click(within(dialog).getByRole("button", { name: "Done" }));
    expect(await within(region).findByRole("list", { name: "Active review links" })).toBeInTheDocument();
  });

  it("puts the server's field message on the password and keeps the dialog open", async () => {
    const user = userEvent.setup();
    const message = "A link password has 8 to 128 characters.";
    server.use(
      http.get(`*/api/ads/share/${AD_ID}`, () => HttpResponse.json({ links: [] })),
      http.post(`*/api/ads/share/${AD_ID}`, () =>
        HttpResponse.json({ message, errors: { password: message } }, { status: 400 }),
      ),
      ...detailsHandlers(adRecord()),
    );
    renderDetails(adRecord());
    await user.click(await within(await card()).findByRole("button", { name: "Create link" }));
    const dialog = await screen.findByRole("dialog", { name: "Create review link" });
    await user.click(within(dialog).getByRole("radio", { name: "View and comment" }));
    await user.type(within(dialog).getByLabelText(/Password \(optional\)/), "short");
    await user.click(within(dialog).getByRole("button", { name: "Create link" }));
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    // On the field, not as a general alert; the dialog stays open with what was typed.
    expect(within(dialog).queryByRole("alert")).toBeNull();
    expect(within(dialog).getByLabelText(/Password \(optional\)/)).toHaveValue("short");
  });

  it("revokes after a confirmation", async () => {
    const user = userEvent.setup();
    let links: unknown[] = [LINK];
    server.use(
      http.get(`*/api/ads/share/${AD_ID}`, () => HttpResponse.json({ links })),
      http.post(`*/api/ads/share/revoke/${LINK._id}`, () => {
        links = [];
        return HttpResponse.json({ link: { ...LINK, revokedAt: "2026-12-07T10:00:00.000Z" } });
      }),
      ...detailsHandlers(adRecord()),
    );
    renderDetails(adRecord());
    const region = await card();
    await user.click(await within(region).findByRole("button", { name: /^Revoke the link made/ }));
    const dialog = await screen.findByRole("dialog", { name: "Revoke review link" });
    expect(within(dialog).getByText(/nothing of the ad/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Revoke link" }));
    expect(await within(region).findByText("No active review links.")).toBeInTheDocument();
  });

  it("offers no Create link or Revoke without updateAds or approveAds", async () => {
    setSessionUser(
      sessionUser({ role: { ...signedInUser.role, moduleRoles: ["readAds", "viewAdDetails"] } }),
    );
    server.use(
      http.get(`*/api/ads/share/${AD_ID}`, () => HttpResponse.json({ links: [LINK] })),
      ...detailsHandlers(adRecord()),
    );
    renderDetails(adRecord());
    const region = await card();
    await within(region).findByRole("list", { name: "Active review links" });
    expect(within(region).queryByRole("button", { name: "Create link" })).toBeNull();
    expect(within(region).queryByRole("button", { name: /Revoke/ })).toBeNull();
  });
});
