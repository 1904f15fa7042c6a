import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { server, useMockApi } from "../../../test/msw";
import { sessionUser, useSignedIn } from "../../../test/session";
import { AD_ID, adRecord, detailsHandlers, renderDetails } from "./test-details";

const signedInUser = sessionUser({
  role: {
    roleName: "designer",
    moduleRoles: ["readAds", "viewAdDetails", "createAds", "updateAds", "deleteAds"],
  },
});

useMockApi();
useSignedIn(signedInUser);

const ID = AD_ID;
const ad = adRecord;

beforeEach(() => server.use(...detailsHandlers(ad())));

describe("AdDetails", () => {
  it("shows the published ad with its preview link, QR code and embed snippet, and its weight per size", async () => {
    renderDetails(ad());
    expect(await screen.findByRole("heading", { level: 1, name: /Belt sale$/ })).toBeInTheDocument();
    const share = screen.getByRole("region", { name: "Share" });
    const link = within(share).getByRole("textbox", { name: "Preview link" });
    expect((link as HTMLInputElement).value).toBe(
      `http://localhost:3000/preview?url=${encodeURIComponent(`http://localhost:3000/creatives/${ID}/2/index.html`)}&size=970x250&type=belt&teasers=sz970x250%2Csz728x90&name=Belt%20sale&uid=u1`,
    );
    expect(within(share).getByRole("img", { name: "QR code of the preview link" })).toBeInTheDocument();
    expect((within(share).getByRole("textbox", { name: "Embed snippet" }) as HTMLTextAreaElement).value).toBe(
      `<script async src="http://localhost:3000/embed.js"></script>\n<div data-adstudio-preview data-ad-id="${ID}"></div>`,
    );
    // A display format has no VAST tag.
    expect(within(share).queryByRole("textbox", { name: "VAST tag" })).not.toBeInTheDocument();
    const checks = screen.getByRole("region", { name: "Checks" });
    expect(within(checks).getByText(/^970x250: [\d.]+ KB of 250\.0 KB$/)).toBeInTheDocument();
    expect(within(checks).getByText(/^728x90: [\d.]+ KB of 150\.0 KB$/)).toBeInTheDocument();
    // The mock-up loads the first size's own folder of the published version.
    expect(screen.getByTitle("Creative: Belt sale")).toHaveAttribute(
      "src",
      expect.stringContaining(`/creatives/${ID}/2/sz970x250/index.html`),
    );
  });

  it("gives a video ad its VAST tag, and a draft no link at all", async () => {
    const { unmount } = renderDetails(ad({ type: "vast" }));
    expect(((await screen.findByRole("textbox", { name: "VAST tag" })) as HTMLInputElement).value).toBe(
      `http://localhost:3000/api/vast/${ID}.xml`,
    );
    unmount();
    renderDetails(ad({ location: "", status: "draft", version: null }));
    expect(
      await screen.findByText("Publish the ad to get its preview link, QR code and embed snippet."),
    ).toBeInTheDocument();
    expect(screen.getByText("Not published yet: publish the ad to preview it here.")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Preview" })).not.toBeInTheDocument();
  });

  it("publishes the saved revision from the dialog, and shows who may not download", async () => {
    let sent: unknown;
    server.use(
      http.post(`*/api/ads/publish/${ID}`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ ad: ad({ version: 3, revision: 4 }) });
      }),
    );
    renderDetails(ad());
    await screen.findByRole("heading", { level: 1, name: /Belt sale$/ });
    // This designer lacks downloadHtml.
    expect(screen.queryByRole("button", { name: "Download HTML5" })).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Publish" }));
    const dialog = await screen.findByRole("dialog", { name: "Publish version 3" });
    await user.click(within(dialog).getByRole("button", { name: "Publish" }));
    await waitFor(() => expect(sent).toEqual({ revision: 4 }));
    await waitFor(() =>
      expect(screen.queryByRole("dialog", { name: "Publish version 3" })).not.toBeInTheDocument(),
    );
  });

  it("sends the version notes with the publish, counting up to 500 characters", async () => {
    let sent: unknown;
    server.use(
      http.post(`*/api/ads/publish/${ID}`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ ad: ad({ version: 3, revision: 4 }) });
      }),
    );
    renderDetails(ad());
    await screen.findByRole("heading", { level: 1, name: /Belt sale$/ });
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Publish" }));
    const dialog = await screen.findByRole("dialog", { name: "Publish version 3" });
    const notes = within(dialog).getByRole("textbox", { name: "Version notes" });
    expect(within(dialog).getByText(/0 \/ 500$/)).toBeInTheDocument();
    await user.type(notes, "New headline");
    expect(within(dialog).getByText(/12 \/ 500$/)).toBeInTheDocument();
    // The box takes no more than the API keeps.
    expect(notes).toHaveAttribute("maxlength", "500");
    await user.click(within(dialog).getByRole("button", { name: "Publish" }));
    await waitFor(() => expect(sent).toEqual({ revision: 4, notes: "New headline" }));
  });
});
