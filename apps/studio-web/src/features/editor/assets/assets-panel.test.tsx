import type { AdDocument, Asset } from "@adstudio/creative/document";
import { blankDocument } from "@adstudio/creative/formats";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { server, useMockApi } from "../../../test/msw";
import { renderInEditor, testAd } from "../test-editor";
import { AssetsPanel } from "./assets-panel";

useMockApi();

const PHOTO: Asset = {
  hash: "b".repeat(64),
  type: "image",
  mime: "image/png",
  name: "photo.png",
  bytes: 48 * 1024,
  width: 600,
  height: 500,
};
const ICON: Asset = { ...PHOTO, hash: "c".repeat(64), name: "icon.png", width: 100, height: 50 };
const CLIP: Asset = {
  hash: "d".repeat(64),
  type: "video",
  mime: "video/mp4",
  name: "clip.mp4",
  bytes: 2_516_582,
  width: 640,
  height: 360,
  durationMs: 15_000,
};

async function renderPanel(document: AdDocument = blankDocument("mini", "Assets")) {
  const view = renderInEditor(<AssetsPanel />, testAd("mini", document));
  await screen.findByRole("region", { name: "Assets" });
  const input = view.container.ownerDocument.querySelector<HTMLInputElement>("input[type=file]");
  if (!input) throw new Error("No file input.");
  return { ...view, input };
}

describe("AssetsPanel", () => {
  it("shows a progress bar while a file uploads, then adds the asset as one undo step", async () => {
    let release = () => {};
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      // The answer's body streams once released: msw reports the upload's progress as it starts answering.
      http.post("*/api/assets/upload", () => {
        const body = new ReadableStream({
          async start(controller) {
            await answered;
            controller.enqueue(new TextEncoder().encode(JSON.stringify({ asset: PHOTO })));
            controller.close();
          },
        });
        return new HttpResponse(body, { status: 201, headers: { "content-type": "application/json" } });
      }),
    );
    const user = userEvent.setup();
    const { editor, input } = await renderPanel();
    await user.upload(input, new File([new Uint8Array(2048)], "photo.png", { type: "image/png" }));

    const bar = await screen.findByRole("progressbar", { name: "Uploading photo.png" });
    // The whole body has gone out while the answer is still awaited.
    expect(await screen.findByText("100 %")).toBeInTheDocument();
    expect(bar).toHaveAttribute("aria-valuenow", "100");
    expect(editor().getState().document.assets).toEqual({});
    release();
    const card = await screen.findByRole("listitem", { name: "photo.png" });
    expect(within(card).getByText("48 KB · 600×500")).toBeInTheDocument();
    expect(screen.queryByRole("progressbar")).not.toBeInTheDocument();
    expect(editor().getState().document.assets).toEqual({ [PHOTO.hash]: PHOTO });
    expect(editor().getState().history.past).toHaveLength(1);
  });

  it("shows the server's message when it refuses a file, and changes nothing", async () => {
    server.use(
      http.post("*/api/assets/upload", () =>
        HttpResponse.json({ message: "The file is too large: images may be at most 5 MB." }, { status: 413 }),
      ),
    );
    const user = userEvent.setup();
    const { editor, input } = await renderPanel();
    await user.upload(input, new File([new Uint8Array(16)], "huge.png", { type: "image/png" }));

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("huge.png was not uploaded");
    expect(alert).toHaveTextContent("The file is too large: images may be at most 5 MB.");
    expect(editor().getState().document.assets).toEqual({});
    await user.click(screen.getByRole("button", { name: "Dismiss the message about huge.png" }));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("lists videos with their duration and adds image layers fitted to the canvas", async () => {
    const user = userEvent.setup();
    const document = {
      ...blankDocument("mini", "Assets"),
      assets: { [PHOTO.hash]: PHOTO, [ICON.hash]: ICON, [CLIP.hash]: CLIP },
    };
    const { editor } = await renderPanel(document);
    expect(screen.getByRole("listitem", { name: "clip.mp4" })).toHaveTextContent("2.4 MB · 0:15 · 640×360");

    // 600×500 on the 300×250 canvas: shrunk to fit, aspect kept, centred.
    await user.click(screen.getByRole("button", { name: "Use photo.png" }));
    const state = editor().getState();
    const photo = Object.values(state.document.layers).find((l) => l.name === "photo.png");
    expect(photo?.content).toEqual({ kind: "image", asset: PHOTO.hash, alt: "" });
    expect(photo?.props).toEqual({ posleft: 0, postop: 0, width: 300, height: 250 });
    expect(photo?.page).toBe("page1");
    expect(state.session.selection).toEqual([photo?.id]);

    // A small picture keeps its own size, in the middle.
    await user.click(screen.getByRole("button", { name: "Use icon.png" }));
    const icon = Object.values(editor().getState().document.layers).find((l) => l.name === "icon.png");
    expect(icon?.props).toEqual({ posleft: 100, postop: 100, width: 100, height: 50 });
    expect(editor().getState().history.past).toHaveLength(2);
  });
});
