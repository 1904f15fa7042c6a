import type { AdDocument, Asset } from "@adstudio/creative/document";
import { blankDocument } from "@adstudio/creative/formats";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { server, useMockApi } from "../../../test/msw";
import { renderInEditor, testAd } from "../test-editor";
import { AssetsPanel } from "./assets-panel";

useMockApi();

const CLIP: Asset = {
  hash: "d".repeat(64),
  type: "video",
  mime: "video/mp4",
  name: "clip.mp4",
  bytes: 2048,
  width: 1280,
  height: 720,
  durationMs: 2000,
};
const rendition = (label: string, mime: string, width: number, height: number, digit: string) => ({
  label,
  hash: digit.repeat(64),
  mime,
  bytes: 1000,
  width,
  height,
  bitrateKbps: 900,
  codec: mime === "video/mp4" ? "avc1.64001f,mp4a.40.2" : "vp9,opus",
});

/** Uploads CLIP; the renditions endpoint answers `states` in turn, the last one from then on. */
async function uploadWith(states: object[]) {
  let polls = 0;
  server.use(
    http.post("*/api/assets/upload", () => HttpResponse.json({ asset: CLIP }, { status: 201 })),
    http.get(`*/api/assets/renditions/${CLIP.hash}`, () =>
      HttpResponse.json(states[Math.min(polls++, states.length - 1)]),
    ),
  );
  const document: AdDocument = blankDocument("mini", "Assets");
  const view = renderInEditor(<AssetsPanel />, testAd("mini", document));
  await screen.findByRole("region", { name: "Assets" });
  const input = view.container.ownerDocument.querySelector<HTMLInputElement>("input[type=file]");
  if (!input) throw new Error("No file input.");
  await userEvent.setup().upload(input, new File([new Uint8Array(2048)], "clip.mp4", { type: "video/mp4" }));
}

describe("video renditions on the assets panel", () => {
  it("shows the renditions' progress while the server transcodes, then what was made", async () => {
    await uploadWith([
      { status: "running", progress: 0.4, renditions: [] },
      {
        status: "done",
        progress: 1,
        renditions: [
          rendition("360p", "video/mp4", 640, 360, "1"),
          rendition("480p", "video/mp4", 854, 480, "2"),
          rendition("720p", "video/mp4", 1280, 720, "3"),
          rendition("720p", "video/webm", 1280, 720, "4"),
        ],
      },
    ]);
    expect(await screen.findByText("Preparing video renditions… 40 %")).toBeInTheDocument();
    expect(
      screen.getByRole("progressbar", { name: "Preparing video renditions of clip.mp4" }),
    ).toHaveAttribute("aria-valuenow", "40");
    expect(
      await screen.findByText(
        "Video renditions ready: 360p, 480p and 720p MP4 and a WebM. Publish the ad to put them in its VAST tag.",
        {},
        { timeout: 3000 },
      ),
    ).toBeInTheDocument();
  });

  it("says when the renditions failed, the source still being usable", async () => {
    await uploadWith([
      {
        status: "failed",
        progress: 0.5,
        message: "The video renditions could not be made; the source file is kept and still plays.",
        renditions: [],
      },
    ]);
    expect(
      await screen.findByText(
        "The video renditions could not be made; the source file is kept and still plays.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Use clip.mp4" })).toBeInTheDocument();
  });

  it("says renditions need ffmpeg when the server has none", async () => {
    await uploadWith([
      {
        status: "unavailable",
        progress: 0,
        message:
          "Video renditions need ffmpeg on the server (apt-get install ffmpeg); this video keeps only its source file.",
        renditions: [],
      },
    ]);
    expect(
      await screen.findByText(
        "Video renditions need ffmpeg on the server (apt-get install ffmpeg); this video keeps only its source file.",
      ),
    ).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole("button", { name: "Dismiss the message about clip.mp4" }));
    expect(screen.queryByText(/Video renditions need ffmpeg/)).not.toBeInTheDocument();
  });
});
