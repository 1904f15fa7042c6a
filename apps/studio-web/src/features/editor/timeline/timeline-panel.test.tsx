import type { AdType } from "@adstudio/core";
import type { AdDocument, Animation } from "@adstudio/creative/document";
import { blankDocument } from "@adstudio/creative/formats";
import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { produce } from "immer";
import { HttpResponse, http } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { server, useMockApi } from "../../../test/msw";
import { addLayer } from "../model/layer-ops";
import { renderInEditor, testAd } from "../test-editor";
import { TimelinePanel } from "./timeline-panel";
import { timelinePlayback } from "./timeline-playback";

useMockApi();
beforeEach(() => {
  server.use(http.put("*/api/ads/update/:id", () => HttpResponse.json({ ad: testAd() })));
});

/** A document of `type` with one text layer named `name` (id text-1) holding `animations`. */
function oneLayer(type: AdType, name: string, animations: Animation[] = []): AdDocument {
  return produce(blankDocument(type, "Ad"), (d) => {
    addLayer(d, { name, page: "page1", content: { kind: "text", text: name }, props: {} });
    const layer = d.layers["text-1"];
    if (layer) layer.animations = animations;
  });
}

const pulse: Animation = {
  trigger: "loop",
  preset: "pulse",
  delayMs: 0,
  durationMs: 1000,
  easing: "ease-in-out",
  iterations: 5,
};

describe("TimelinePanel", () => {
  it("adds a 500 ms fade-in entrance to a layer in one undo step and shows it as a bar", async () => {
    const ad = testAd("mini", oneLayer("mini", "Logo"));
    const { editor } = renderInEditor(<TimelinePanel />, ad);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Add animation to Logo" }));
    await user.click(screen.getByRole("radio", { name: "Entrance" }));
    await user.click(screen.getByRole("combobox", { name: "Preset" }));
    await user.click(screen.getByRole("option", { name: "Fade" }));
    const duration = screen.getByRole("textbox", { name: "Duration (ms)" });
    await user.clear(duration);
    await user.type(duration, "500");
    await user.click(screen.getByRole("button", { name: "Add animation" }));

    expect(editor().getState().document.layers["text-1"]?.animations).toEqual([
      { trigger: "entrance", preset: "fade", delayMs: 0, durationMs: 500, easing: "ease-out", iterations: 1 },
    ]);
    expect(
      editor()
        .getState()
        .history.past.map((e) => e.label),
    ).toEqual(["Add animation"]);
    expect(screen.getByRole("button", { name: "Fade entrance on Logo, 0 s to 0.5 s" })).toBeInTheDocument();
    editor().getState().undo();
    expect(editor().getState().document.layers["text-1"]?.animations).toEqual([]);
  });

  it("warns, naming the limit, when the page animates longer than 30 s", async () => {
    const ad = testAd("rich-media", oneLayer("rich-media", "Badge", [pulse]));
    const { editor } = renderInEditor(<TimelinePanel />, ad);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Pulse loop on Badge, 0 s to 5 s" }));
    const repeats = screen.getByRole("textbox", { name: "Repeats" });
    await user.clear(repeats);
    await user.type(repeats, "40");
    await user.click(screen.getByRole("button", { name: "Save animation" }));

    expect(editor().getState().document.layers["text-1"]?.animations[0]?.iterations).toBe(40);
    expect(
      await screen.findByText(
        "The animations on this page run for 40 s; Rich Media ads animate for at most 30 s (Google Ads' limit).",
      ),
    ).toBeVisible();
    act(() => editor().getState().undo());
    expect(screen.queryByText(/animate for at most/)).not.toBeInTheDocument();
  });

  it("removes an animation", async () => {
    const ad = testAd("rich-media", oneLayer("rich-media", "Badge", [pulse]));
    const { editor } = renderInEditor(<TimelinePanel />, ad);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Pulse loop on Badge, 0 s to 5 s" }));
    await user.click(screen.getByRole("button", { name: "Remove animation" }));
    expect(editor().getState().document.layers["text-1"]?.animations).toEqual([]);
    expect(screen.queryByRole("button", { name: /Pulse loop/ })).not.toBeInTheDocument();
  });

  it("plays, scrubs and stops the preview the canvas follows", async () => {
    const ad = testAd("rich-media", oneLayer("rich-media", "Badge", [pulse]));
    renderInEditor(<TimelinePanel />, ad);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Play animations" }));
    expect(timelinePlayback.getState()).toMatchObject({ page: "page1", playing: true });
    await user.click(screen.getByRole("button", { name: "Pause" }));
    expect(timelinePlayback.getState().playing).toBe(false);

    screen.getByRole("slider", { name: "Playhead" }).focus();
    await user.keyboard("{End}");
    expect(timelinePlayback.getState()).toMatchObject({ page: "page1", playing: false, timeMs: 5000 });
    expect(screen.getByText("5 s / 5 s")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Stop preview" }));
    expect(timelinePlayback.getState().timeMs).toBeNull();
  });

  it("adds no animation to a still format", async () => {
    renderInEditor(<TimelinePanel />, testAd("image-generator", oneLayer("image-generator", "Logo")));
    expect(await screen.findByRole("button", { name: "Add animation to Logo" })).toBeDisabled();
  });

  it("says when the page has nothing to animate", async () => {
    renderInEditor(<TimelinePanel />, testAd("mini"));
    expect(
      await screen.findByText("This page has no layers yet. Add a layer, then animate it here."),
    ).toBeVisible();
    expect(screen.getByRole("button", { name: "Play animations" })).toBeDisabled();
  });
});
