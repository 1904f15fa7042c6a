import { blankDocument } from "@adstudio/creative/formats";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { useMockApi } from "../../../test/msw";
import { renderInEditor, testAd } from "../test-editor";
import { StageSettings } from "./stage-settings";

useMockApi();

async function renderVideoAd() {
  const view = renderInEditor(<StageSettings />, testAd("vast", blankDocument("vast", "Spot")));
  await screen.findByRole("region", { name: "Video delivery" });
  return { ...view, stage: () => view.editor().getState().document.stage };
}

/** Puts text into a field in one go (typing long addresses key by key only slows the test). */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

describe("Video delivery settings", () => {
  it("are shown for video formats only", async () => {
    renderInEditor(<StageSettings />, testAd("mini"));
    await screen.findByRole("region", { name: "Stage" });
    expect(screen.queryByRole("region", { name: "Video delivery" })).toBeNull();
  });

  it("set and clear the skip offset", async () => {
    const user = userEvent.setup();
    const { stage } = await renderVideoAd();
    const skip = screen.getByRole("textbox", { name: "Skippable after (seconds)" });
    await user.clear(skip);
    await user.type(skip, "5");
    expect(stage().skipAfterMs).toBe(5000);
    await user.clear(skip);
    expect(stage().skipAfterMs).toBeUndefined();
  });

  it("keep the Universal Ad ID only when both parts are given", async () => {
    const user = userEvent.setup();
    const { stage } = await renderVideoAd();
    await user.type(screen.getByRole("textbox", { name: "Registry" }), "ad-id.org");
    expect(stage().universalAdId).toBeUndefined();
    expect(screen.getByText("Enter the ad's id in that registry.")).toBeVisible();
    await user.type(screen.getByRole("textbox", { name: "Ad id" }), "ABCD1234000H");
    expect(stage().universalAdId).toEqual({ registry: "ad-id.org", id: "ABCD1234000H" });
  });

  it("add a verification vendor once complete, refusing an http script, and remove it", async () => {
    const user = userEvent.setup();
    const { stage } = await renderVideoAd();
    expect(screen.getByText(/No verification vendor/)).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Add verification vendor" }));
    const row = screen.getByRole("group", { name: "Verification vendor 1" });
    await fill(user, within(row).getByRole("textbox", { name: "Vendor 1" }), "verifier.example-omid");
    await fill(
      user,
      within(row).getByRole("textbox", { name: "Script URL 1" }),
      "http://verifier.example/o.js",
    );
    expect(within(row).getByText("Use a full https:// address.")).toBeVisible();
    expect(stage().adVerifications).toBeUndefined();

    const url = within(row).getByRole("textbox", { name: "Script URL 1" });
    await user.clear(url);
    await fill(user, url, "https://verifier.example/o.js");
    await fill(user, within(row).getByRole("textbox", { name: "Parameters 1" }), "campaign=spring");
    expect(stage().adVerifications).toEqual([
      {
        vendor: "verifier.example-omid",
        scriptUrl: "https://verifier.example/o.js",
        parameters: "campaign=spring",
      },
    ]);

    await user.click(screen.getByRole("button", { name: "Remove vendor 1" }));
    expect(stage().adVerifications).toBeUndefined();
  });

  it("says a vendor name past 120 characters is too long", async () => {
    const user = userEvent.setup();
    await renderVideoAd();
    await user.click(screen.getByRole("button", { name: "Add verification vendor" }));
    await fill(user, screen.getByRole("textbox", { name: "Vendor 1" }), "v".repeat(121));
    expect(screen.getByText("Use at most 120 characters for the vendor.")).toBeVisible();
  });
});
