import type { AdDocument, Layer } from "@adstudio/creative/document";
import { blankDocument } from "@adstudio/creative/formats";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { screen, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { server, useMockApi } from "../../../test/msw";
import { renderWithTheme } from "../../../test/render";
import { fastUser } from "../../../test/user";
import { testAd } from "../../editor/test-editor";
import { PublishDialog } from "./publish-dialog";

const PICTURE = "a1".repeat(32);
const VIDEO = "c3".repeat(32);

const layer = (id: string, content: Layer["content"], page = "page1"): Layer => ({
  id,
  name: id === "cta" ? "Button" : id,
  page,
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

/** A finished one-page ad of `type`: a headline and a button to an https landing page. */
function finished(type: "mini" | "story" | "vast", extra: Partial<AdDocument> = {}): AdDocument {
  const doc = blankDocument(type, "Morning Roast");
  return {
    ...doc,
    exits: { clickTag: { url: "https://shop.example/roast", label: "Shop" } },
    layers: {
      headline: layer("headline", { kind: "text", text: "Fresh every morning" }),
      cta: layer("cta", { kind: "link", exit: "clickTag", label: "Order now" }),
    },
    ...extra,
  };
}

function openDialog(document: AdDocument) {
  renderWithTheme(
    <QueryClientProvider client={new QueryClient()}>
      <PublishDialog ad={{ ...testAd(document.format, document), version: 1 }} opened onClose={() => {}} />
    </QueryClientProvider>,
  );
  return screen.getByRole("dialog", { name: "Publish version 2" });
}

useMockApi();

describe("PublishDialog: a publish the server refuses", () => {
  it("says why in the dialog when the company requires an approved version", async () => {
    const ad = { ...testAd("mini", finished("mini")), version: 1 };
    server.use(
      http.post(`*/api/ads/publish/${ad._id}`, () =>
        HttpResponse.json(
          { message: "This ad needs an approved version before it can be published." },
          { status: 409 },
        ),
      ),
    );
    const dialog = openDialog(finished("mini"));
    await fastUser().click(within(dialog).getByRole("button", { name: "Publish" }));
    const refusal = await within(dialog).findByRole("alert", { name: "Not published" });
    expect(refusal).toHaveTextContent("This ad needs an approved version before it can be published.");
    // Still open, so the user reads it where they clicked.
    expect(screen.getByRole("dialog", { name: "Publish version 2" })).toBeInTheDocument();
  });
});

describe("PublishDialog: the checks adstudio validate runs", () => {
  it("says a finished ad passes every check", () => {
    const dialog = openDialog(finished("mini"));
    expect(within(dialog).getByText("Passes every check.")).toBeInTheDocument();
  });

  it("lists a Story page that shows nothing", () => {
    const doc = finished("story");
    const dialog = openDialog({ ...doc, pages: [...doc.pages, { id: "page2", name: "Page 2" }] });
    expect(within(dialog).queryByText("Passes every check.")).not.toBeInTheDocument();
    expect(within(dialog).getByText("The checks found 0 errors and 1 warning")).toBeInTheDocument();
    expect(within(dialog).getByRole("listitem")).toHaveTextContent(
      'pages.1: Page "Page 2" shows nothing: add a layer to it or remove it.',
    );
  });

  it("lists a picture without alternative text", () => {
    const doc = finished("mini");
    const dialog = openDialog({
      ...doc,
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
      layers: { ...doc.layers, hero: layer("hero", { kind: "image", asset: PICTURE, alt: "" }) },
    });
    expect(within(dialog).queryByText("Passes every check.")).not.toBeInTheDocument();
    expect(within(dialog).getByRole("listitem")).toHaveTextContent(
      'layers.hero.content.alt: The picture "hero" has no alternative text for screen readers: describe it.',
    );
  });

  it("lists a VAST ad's media that the tag, published from this http studio, would not serve over https", () => {
    const spot = layer("spot", {
      kind: "video",
      asset: VIDEO,
      autoplay: true,
      muted: true,
      loop: false,
      controls: false,
      alt: "A pour of coffee",
    });
    const dialog = openDialog(
      finished("vast", {
        layers: { spot },
        assets: {
          [VIDEO]: {
            hash: VIDEO,
            type: "video",
            mime: "video/mp4",
            name: "spot.mp4",
            bytes: 90_000,
            width: 640,
            height: 360,
            durationMs: 15_000,
          },
        },
      }),
    );
    expect(within(dialog).queryByText("Passes every check.")).not.toBeInTheDocument();
    expect(within(dialog).getByText("The checks found 1 error and 0 warnings")).toBeInTheDocument();
    expect(within(dialog).getByRole("listitem")).toHaveTextContent(
      "vast.xml › VAST.Ad[0].InLine.Linear[0].MediaFile[0]: The media file http://localhost:3000/creatives/check/1/assets/c3c3c3c3c3c3c3c3c3c3.mp4 must be an https address.",
    );
  });
});
