import type { AdDocument, Layer } from "@adstudio/creative/document";
import { blankDocument } from "@adstudio/creative/formats";
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { server, useMockApi } from "../../../test/msw";
import { PropertiesPanel } from "../properties/properties-panel";
import { renderInEditor, testAd } from "../test-editor";
import { ActionsPanel } from "./actions-panel";

useMockApi();
beforeEach(() => {
  server.use(
    http.put("*/api/ads/update/:id", () => HttpResponse.json({ ad: testAd() })),
    // The master data gives buttons and pictures their Exit field.
    http.post("*/api/formElements/list", () =>
      HttpResponse.json({
        formElements: [
          {
            _id: "5d4c3b2a-1f0e-4d9c-8b7a-000000000001",
            element: "url",
            adType: ["mini"],
            layers: ["link", "image"],
            layerIdsForAdType: [],
            hideElementOnLayers: [],
            order: 1,
          },
        ],
        page: 1,
        total: 1,
        totalEstimated: false,
      }),
    ),
  );
});

const PICTURE = "a1".repeat(32);
const layer = (id: string, name: string, content: Layer["content"]): Layer => ({
  id,
  name,
  page: "page1",
  parent: null,
  order: `a${id.length}`,
  content,
  props: { posleft: 10, postop: 10, width: 120, height: 40 },
  overrides: {},
  animations: [],
  actions: [],
  hidden: false,
  locked: false,
});

function ad(layers: Record<string, Layer>, exits: AdDocument["exits"]): AdDocument {
  return {
    ...blankDocument("mini", "Clicks"),
    exits,
    layers,
    assets: {
      [PICTURE]: {
        hash: PICTURE,
        type: "image",
        mime: "image/png",
        name: "cup.png",
        bytes: 2000,
        width: 300,
        height: 250,
      },
    },
  };
}
const SHOP = { url: "https://shop.example/", label: "Shop" };
const SALE = { url: "https://shop.example/sale", label: "Sale" };

async function open(document: AdDocument, selected: string) {
  const view = renderInEditor(
    <>
      <PropertiesPanel />
      <ActionsPanel />
    </>,
    testAd("mini", document),
  );
  await screen.findByRole("region", { name: "Exits" });
  act(() => view.editor().getState().select([selected]));
  return {
    ...view,
    properties: () => screen.getByRole("region", { name: "Properties" }),
    actions: () => screen.getByRole("region", { name: "Actions" }),
  };
}

describe("Properties and Actions say what a click does in the published ad", () => {
  it("a button's exit: both panels say it opens the address, neither that it does nothing", async () => {
    const { properties, actions } = await open(
      ad(
        { cta: layer("cta", "Button", { kind: "link", exit: "clickTag", label: "Order" }) },
        { clickTag: SHOP },
      ),
      "cta",
    );
    const said = "A click on it opens Shop (https://shop.example/).";
    expect(await within(properties()).findByText(said)).toBeInTheDocument();
    expect(within(actions()).getByText(said)).toBeInTheDocument();
    expect(screen.queryByText(/does nothing when clicked/)).not.toBeInTheDocument();
    expect(screen.queryByText(/no address yet/)).not.toBeInTheDocument();
  });

  it("an exit set in Actions shows on the layer's properties, and one set in Properties shows in Actions", async () => {
    const { properties, actions, editor } = await open(
      ad(
        {
          headline: layer("headline", "Headline", { kind: "text", text: "Fresh" }),
          hero: layer("hero", "Hero", { kind: "image", asset: PICTURE, alt: "Cup" }),
          cta: layer("cta", "Button", { kind: "link", exit: "clickTag", label: "Order" }),
        },
        { clickTag: SHOP, clickTag2: SALE },
      ),
      "hero",
    );
    const user = userEvent.setup();
    // Actions: click → open Sale.
    await user.click(within(actions()).getByRole("button", { name: "Add action" }));
    await user.click(within(actions()).getByRole("combobox", { name: "Exit" }));
    await user.click(await screen.findByRole("option", { name: "clickTag2 – Sale" }));
    await user.click(within(actions()).getByRole("button", { name: "Save action" }));
    expect(
      await within(properties()).findByText("A click on it opens Sale (https://shop.example/sale)."),
    ).toBeInTheDocument();
    expect(within(properties()).getByRole("combobox", { name: "Exit on click" })).toHaveValue(
      "Sale (https://shop.example/sale)",
    );

    // Properties: the button's exit becomes Sale, and Actions says so.
    act(() => editor().getState().select(["cta"]));
    await user.click(await within(properties()).findByRole("combobox", { name: "Exit" }));
    await user.click(await screen.findByRole("option", { name: "Sale (https://shop.example/sale)" }));
    expect(
      await within(actions()).findByText("A click on it opens Sale (https://shop.example/sale)."),
    ).toBeInTheDocument();
  });

  it("a layer of an ad with no exit of its own: a click on it opens the whole-ad exit, as published", async () => {
    const { actions } = await open(
      ad({ headline: layer("headline", "Headline", { kind: "text", text: "Fresh" }) }, { clickTag: SHOP }),
      "headline",
    );
    expect(
      within(actions()).getByText(
        "A click on it opens Shop (https://shop.example/), as a click anywhere on the ad does while nothing in it has an exit of its own.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/does nothing when clicked/)).not.toBeInTheDocument();
  });

  it("says a button whose exit has no address yet opens nothing", async () => {
    const { actions } = await open(
      ad({ cta: layer("cta", "Button", { kind: "link", exit: "clickTag", label: "Order" }) }, {}),
      "cta",
    );
    expect(
      within(actions()).getByText("A click on it opens clickTag, which has no address yet."),
    ).toBeInTheDocument();
  });
});
