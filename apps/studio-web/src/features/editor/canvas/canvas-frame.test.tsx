import type { AdDocument } from "@adstudio/creative/document";
import { blankDocument } from "@adstudio/creative/formats";
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { produce } from "immer";
import { HttpResponse, http } from "msw";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { server, useMockApi } from "../../../test/msw";
import { addLayer, setLayerProps } from "../model/layer-ops";
import { renderInEditor, testAd } from "../test-editor";
import { TimelinePanel } from "../timeline/timeline-panel";
import { resetTimeline } from "../timeline/timeline-playback";
import { EditorCanvas } from "./editor-canvas";
import { useCanvasHost } from "./test-canvas-host";

/** A mini whose one layer, Badge (text-1), pulses five times a second: a 5 s timeline. */
function document(): AdDocument {
  return produce(blankDocument("mini", "Timeline test"), (d) => {
    const id = addLayer(d, {
      name: "Badge",
      page: "page1",
      content: { kind: "text", text: "Badge" },
      props: { posleft: 10, postop: 20, width: 100, height: 50 },
    });
    const layer = d.layers[id];
    if (layer)
      layer.animations = [
        {
          trigger: "loop",
          preset: "pulse",
          delayMs: 0,
          durationMs: 1000,
          easing: "ease-in-out",
          iterations: 5,
        },
      ];
  });
}

useMockApi();
const host = useCanvasHost();
beforeEach(() => {
  server.use(http.put("*/api/ads/update/:id", () => HttpResponse.json({ ad: testAd() })));
});
afterEach(() => resetTimeline());

/**
 * The timeline moments each canvas frame's window receives, from the moment it has loaded. Load does
 * not bubble, so a capturing listener on the document sees every frame's.
 */
function frameInboxes() {
  const inboxes = new Map<Element, (number | null)[]>();
  const onLoad = (event: Event) => {
    const frame = event.target;
    if (!(frame instanceof HTMLIFrameElement)) return;
    if (inboxes.has(frame)) return;
    const inbox: (number | null)[] = [];
    inboxes.set(frame, inbox);
    frame.contentWindow?.addEventListener("message", (m) => {
      if (m.data?.type === "timeline") inbox.push(m.data.timeMs);
    });
  };
  window.document.addEventListener("load", onLoad, true);
  return {
    of: (frame: Element) => inboxes.get(frame) ?? [],
    stop: () => window.document.removeEventListener("load", onLoad, true),
  };
}

describe("CanvasFrame and the timeline", () => {
  it("shows a scrubbed moment in the shown frame, keeps it across a patch and a reload, and goes back to rest on Stop", async () => {
    const inboxes = frameInboxes();
    const { editor } = renderInEditor(
      <>
        <EditorCanvas />
        <TimelinePanel />
      </>,
      testAd("mini", document()),
    );
    const user = userEvent.setup();
    const shown = () => screen.getByTitle("Ad preview");
    const first = await screen.findByTitle("Ad preview");
    await waitFor(() => expect(inboxes.of(first)).toEqual([null]));

    screen.getByRole("slider", { name: "Playhead" }).focus();
    await user.keyboard("{End}");
    await waitFor(() => expect(inboxes.of(first).at(-1)).toBe(5000));

    // A move is patched into the shown frame, which keeps its moment itself (issue 29: no reload).
    act(() =>
      editor()
        .getState()
        .edit("Move", (d) => setLayerProps(d, "text-1", "sz300x250", { posleft: 40 })),
    );
    await waitFor(() => expect(host.designOf(first)).toContain("#l-text-1{left:40px"));
    expect(shown()).toBe(first);
    expect(host.writesOf(first)).toBe(1);

    // A page's background is structural: a new frame replaces the shown one and is told the same moment.
    act(() =>
      editor()
        .getState()
        .edit("Background", (d) => {
          const p = d.pages[0];
          if (p) p.background = "#000000";
        }),
    );
    await waitFor(() => expect(shown()).not.toBe(first));
    const second = shown();
    expect(host.designOf(second)).toContain(
      'data-page="page1" aria-label="Page 1" style="background:#000000"',
    );
    expect(host.designOf(second)).toContain("#l-text-1{left:40px");
    await waitFor(() => expect(inboxes.of(second).at(-1)).toBe(5000));

    await user.click(screen.getByRole("button", { name: "Stop preview" }));
    await waitFor(() => expect(inboxes.of(second).at(-1)).toBeNull());
    inboxes.stop();
  });
});
