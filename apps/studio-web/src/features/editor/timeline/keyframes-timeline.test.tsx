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
import { keyframeState } from "./keyframe-state";
import { TimelinePanel } from "./timeline-panel";
import { resetTimeline, seekTimeline } from "./timeline-playback";

useMockApi();
beforeEach(() => {
  server.use(http.put("*/api/ads/update/:id", () => HttpResponse.json({ ad: testAd() })));
  keyframeState.setState({ selected: null, copied: [] });
  resetTimeline();
});

const fadeKeyframes: Animation = {
  trigger: "entrance",
  preset: "keyframes",
  delayMs: 0,
  durationMs: 1000,
  easing: "linear",
  iterations: 1,
  tracks: [
    {
      property: "opacity",
      keyframes: [
        { atMs: 0, value: 0 },
        { atMs: 500, value: 1 },
      ],
    },
  ],
};

function twoLayers(animations: Animation[] = []): AdDocument {
  return produce(blankDocument("rich-media", "Ad"), (d) => {
    addLayer(d, {
      name: "Logo",
      page: "page1",
      content: { kind: "text", text: "Logo" },
      props: { opacity: 1 },
    });
    addLayer(d, { name: "Badge", page: "page1", content: { kind: "text", text: "Badge" }, props: {} });
    const layer = d.layers["text-1"];
    if (layer) layer.animations = animations;
  });
}

describe("keyframes on the timeline", () => {
  it("adds a property's keyframe at the playhead from the layer's menu and shows it as a named diamond", async () => {
    const { editor } = renderInEditor(<TimelinePanel />, testAd("rich-media", twoLayers()));
    const user = userEvent.setup();
    const menu = await screen.findByRole("button", { name: "Keyframes of Logo" });
    act(() => seekTimeline("page1", 1500, 5000));
    await user.click(menu);
    await user.click(await screen.findByRole("menuitem", { name: "Opacity" }));
    expect(await screen.findByRole("button", { name: "Opacity keyframe at 1.50 s" })).toBeInTheDocument();
    expect(
      editor()
        .getState()
        .history.past.map((s) => s.label),
    ).toEqual(["Add opacity keyframe"]);
  });

  it("moves a keyframe with the arrow keys and deletes it with Delete, one undo step each", async () => {
    const { editor } = renderInEditor(<TimelinePanel />, testAd("rich-media", twoLayers([fadeKeyframes])));
    const user = userEvent.setup();
    const diamond = await screen.findByRole("button", { name: "Opacity keyframe at 0.50 s" });
    diamond.focus();
    await user.keyboard("{ArrowRight}");
    const moved = await screen.findByRole("button", { name: "Opacity keyframe at 0.60 s" });
    moved.focus();
    await user.keyboard("{Shift>}{ArrowRight}{/Shift}");
    const further = await screen.findByRole("button", { name: "Opacity keyframe at 1.60 s" });
    further.focus();
    await user.keyboard("{Delete}");
    expect(screen.queryByRole("button", { name: /Opacity keyframe at 1.60 s/ })).not.toBeInTheDocument();
    expect(
      editor()
        .getState()
        .history.past.map((s) => s.label),
    ).toEqual(["Move keyframe", "Move keyframe", "Delete keyframe"]);
  });

  it("gives the selected keyframe a custom cubic-bezier curve from four numbers", async () => {
    const { editor } = renderInEditor(<TimelinePanel />, testAd("rich-media", twoLayers([fadeKeyframes])));
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Opacity keyframe at 0.00 s" }));
    await user.click(screen.getByRole("combobox", { name: "Easing to the next keyframe" }));
    await user.click(await screen.findByRole("option", { name: "Custom curve" }));
    for (const [point, value] of [
      ["x1", "0.1"],
      ["y1", "0.8"],
      ["x2", "0.3"],
    ] as const) {
      const field = screen.getByRole("textbox", { name: `Curve ${point}` });
      await user.clear(field);
      await user.type(field, value);
    }
    expect(editor().getState().document.layers["text-1"]?.animations[0]?.tracks?.[0]?.keyframes[0]).toEqual({
      atMs: 0,
      value: 0,
      easing: { type: "cubic-bezier", x1: 0.1, y1: 0.8, x2: 0.3, y2: 1 },
    });
    expect(
      screen.getByRole("img", { name: "Easing curve cubic-bezier(0.1, 0.8, 0.3, 1)" }),
    ).toBeInTheDocument();
    const x2 = screen.getByRole("textbox", { name: "Curve x2" });
    await user.clear(x2);
    await user.type(x2, "1.5");
    expect(screen.getByText("0 to 1")).toBeInTheDocument();
  });

  it("copies a keyframe and pastes it onto another layer at the playhead", async () => {
    const { editor } = renderInEditor(<TimelinePanel />, testAd("rich-media", twoLayers([fadeKeyframes])));
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Opacity keyframe at 0.50 s" }));
    await user.click(screen.getByRole("button", { name: "Copy keyframe" }));
    act(() => seekTimeline("page1", 2000, 5000));
    await user.click(screen.getByRole("button", { name: "Keyframes of Badge" }));
    await user.click(await screen.findByRole("menuitem", { name: "Paste keyframe at 2.00 s" }));
    expect(editor().getState().document.layers["text-2"]?.animations[0]?.tracks).toEqual([
      { property: "opacity", keyframes: [{ atMs: 2000, value: 1 }] },
    ]);
  });

  it("keeps a keyframed animation's keyframes within its duration in the animation dialog", async () => {
    renderInEditor(<TimelinePanel />, testAd("rich-media", twoLayers([fadeKeyframes])));
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole("button", { name: "Custom keyframes entrance on Logo, 0 s to 1 s" }),
    );
    expect(screen.getByRole("combobox", { name: "Preset" })).toBeDisabled();
    const duration = screen.getByRole("textbox", { name: "Duration (ms)" });
    await user.clear(duration);
    await user.type(duration, "400");
    expect(
      screen.getByText(
        "A keyframe lies after the animation ends: make the duration at least as long as the last keyframe's time.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Save animation" })).toBeDisabled();
  });

  it("writes a preset as keyframes", async () => {
    renderInEditor(<TimelinePanel />, testAd("rich-media", twoLayers()));
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Preset keyframes for Logo" }));
    await user.click(await screen.findByRole("menuitem", { name: "Fade" }));
    expect(await screen.findByRole("button", { name: "Opacity keyframe at 0.00 s" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Opacity keyframe at 0.50 s" })).toBeInTheDocument();
  });
});
