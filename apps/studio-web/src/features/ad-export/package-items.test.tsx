import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { server, useMockApi } from "../../test/msw";
import { sessionUser, useSignedIn } from "../../test/session";
import { AD_ID, adRecord, detailsHandlers, renderDetails } from "../ads/details/test-details";

useMockApi();
useSignedIn(
  sessionUser({ role: { roleName: "designer", moduleRoles: ["readAds", "viewAdDetails", "downloadHtml"] } }),
);

/** The names of the files the page saved (saveBlob clicks a link with `download` set). */
let saved: string[] = [];
beforeEach(() => {
  saved = [];
  URL.createObjectURL = vi.fn(() => "blob:package");
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});
afterEach(() => vi.restoreAllMocks());

async function openDownloads() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole("button", { name: "Download HTML5" }));
  return { user, menu: await screen.findByRole("menu") };
}

describe("Download package for ad servers", () => {
  it("downloads the package of the published ad, showing the button busy until it arrives", async () => {
    const ad = adRecord();
    let release = () => {};
    const asked: string[] = [];
    server.use(
      ...detailsHandlers(ad),
      http.get(`*/api/ads/export/${AD_ID}`, async ({ request }) => {
        asked.push(new URL(request.url).search);
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return new HttpResponse(new Uint8Array([80, 75, 3, 4]), {
          headers: { "content-type": "application/zip" },
        });
      }),
    );
    renderDetails(ad);
    const { user, menu } = await openDownloads();
    expect(within(menu).getByText("For ad servers (published version)")).toBeInTheDocument();
    await user.click(within(menu).getByRole("menuitem", { name: "Download package for ad servers" }));

    await waitFor(() => expect(asked).toEqual([""]));
    const button = screen.getByRole("button", { name: "Download HTML5" });
    expect(button).toHaveAttribute("data-loading", "true");
    release();
    expect(await screen.findByText("The package for ad servers is downloaded.")).toBeInTheDocument();
    expect(saved).toEqual(["Belt_sale-ad-servers.zip"]);
    expect(button).not.toHaveAttribute("data-loading");
  });

  it("asks for one layout from its own item", async () => {
    const ad = adRecord();
    const asked: string[] = [];
    server.use(
      ...detailsHandlers(ad),
      http.get(`*/api/ads/export/${AD_ID}`, ({ request }) => {
        asked.push(new URL(request.url).search);
        return new HttpResponse(new Uint8Array([80, 75]), { headers: { "content-type": "application/zip" } });
      }),
    );
    renderDetails(ad);
    const { user, menu } = await openDownloads();
    await user.click(within(menu).getByRole("menuitem", { name: "CM360 batch upload only" }));
    await waitFor(() => expect(saved).toEqual(["Belt_sale-cm360.zip"]));
    expect(asked).toEqual(["?server=cm360"]);
  });

  it("is disabled with its reason for a draft, and absent for a video ad", async () => {
    const draft = adRecord({ location: "", status: "draft", version: null });
    server.use(...detailsHandlers(draft));
    const { unmount } = renderDetails(draft);
    const { menu } = await openDownloads();
    expect(within(menu).getByText("For ad servers: publish the ad first")).toBeInTheDocument();
    expect(within(menu).getByRole("menuitem", { name: "Download package for ad servers" })).toBeDisabled();
    expect(within(menu).getByRole("menuitem", { name: "Google Ad Manager only" })).toBeDisabled();
    unmount();

    const video = adRecord({ type: "vast" });
    server.use(...detailsHandlers(video));
    renderDetails(video);
    const opened = await openDownloads();
    expect(
      within(opened.menu).queryByRole("menuitem", { name: "Download package for ad servers" }),
    ).not.toBeInTheDocument();
  });
});
