import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { describe, expect, it, vi } from "vitest";
import { server, useMockApi } from "../../test/msw";
import { sessionUser, useSignedIn } from "../../test/session";
import { AD_ID, adRecord, detailsHandlers, renderDetails } from "../ads/details/test-details";

const signedInUser = sessionUser({
  role: { roleName: "designer", moduleRoles: ["readAds", "viewAdDetails"] },
});

useMockApi();
useSignedIn(signedInUser);

const card = () => screen.findByRole("region", { name: "Ad tags" });

describe("Ad tags on the ad details", () => {
  it("shows the chosen server's tag for the chosen size and kind, and copies it", async () => {
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    server.use(...detailsHandlers(adRecord()));
    renderDetails(adRecord());
    const tags = await card();
    const code = await within(tags).findByRole("textbox", { name: "JavaScript tag · 970 × 250" });
    expect(code).toHaveValue("<!-- gam sz970x250 js tag -->");
    expect(within(tags).getByText("%%CLICK_URL_UNESC%%")).toBeInTheDocument();

    await user.click(within(tags).getByRole("tab", { name: "iframe" }));
    expect(within(tags).getByRole("textbox", { name: "iframe tag · 970 × 250" })).toHaveValue(
      "<!-- gam sz970x250 iframe tag -->",
    );
    // The iframe tag carries the escaped click macro in its address.
    expect(within(tags).getByText("%%CLICK_URL_ESC%%")).toBeInTheDocument();

    await user.click(within(tags).getByRole("combobox", { name: "Ad server" }));
    await user.click(await screen.findByRole("option", { name: "Microsoft Invest (Xandr)" }));
    await user.click(within(tags).getByRole("combobox", { name: "Size" }));
    await user.click(await screen.findByRole("option", { name: "728 × 90" }));
    expect(within(tags).getByRole("textbox", { name: "iframe tag · 728 × 90" })).toHaveValue(
      "<!-- xandr sz728x90 iframe tag -->",
    );

    await user.click(within(tags).getByRole("button", { name: "Copy tag" }));
    expect(writeText).toHaveBeenCalledWith("<!-- xandr sz728x90 iframe tag -->");
    expect(await within(tags).findByRole("button", { name: "Copied" })).toBeInTheDocument();
  });

  it("asks for a publish first on a draft, and shows the server's message when tags cannot be had", async () => {
    const draft = adRecord({ version: null, status: "draft", location: "" });
    server.use(...detailsHandlers(draft));
    const { unmount } = renderDetails(draft);
    expect(
      await within(await card()).findByText(
        "Publish the ad to get its ad tags for Google Ad Manager, Campaign Manager 360, DV360 and Xandr.",
      ),
    ).toBeInTheDocument();
    unmount();

    server.use(
      http.get(`*/api/ads/tags/${AD_ID}`, () =>
        HttpResponse.json({ message: "The ad tags could not be made." }, { status: 409 }),
      ),
      ...detailsHandlers(adRecord()),
    );
    renderDetails(adRecord());
    expect(await within(await card()).findByRole("alert")).toHaveTextContent(
      "The ad tags could not be made.",
    );
  });
});
