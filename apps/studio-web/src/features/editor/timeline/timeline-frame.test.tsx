import { render } from "@testing-library/react";
import { useRef } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { type TimelineMessage, useTimelineFrame } from "./timeline-frame";
import { resetTimeline, seekTimeline } from "./timeline-playback";

function Frame({ page }: { page: string }) {
  const ref = useRef<HTMLIFrameElement>(null);
  useTimelineFrame(ref, page);
  return <iframe ref={ref} title="Ad preview" />;
}

/** Collects what the frame's window receives. */
function messagesOf(container: HTMLElement): TimelineMessage[] {
  const received: TimelineMessage[] = [];
  const frame = container.querySelector("iframe");
  frame?.contentWindow?.addEventListener("message", (event) => received.push(event.data));
  return received;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => resetTimeline());

describe("useTimelineFrame", () => {
  it("tells the frame the moment to show, and when to go back to rest", async () => {
    const { container } = render(<Frame page="page1" />);
    const received = messagesOf(container);
    seekTimeline("page1", 1200, 5000);
    seekTimeline("page1", 1200, 5000);
    resetTimeline();
    await settle();
    // First "at rest" (the frame may have loaded before the timeline was touched), then each change once.
    expect(received).toEqual([
      { source: "adstudio-editor", type: "timeline", timeMs: null },
      { source: "adstudio-editor", type: "timeline", timeMs: 1200 },
      { source: "adstudio-editor", type: "timeline", timeMs: null },
    ]);
  });

  it("keeps the frame at rest while another page is previewed", async () => {
    const { container } = render(<Frame page="page2" />);
    const received = messagesOf(container);
    seekTimeline("page1", 800, 5000);
    await settle();
    expect(received.map((m) => m.timeMs)).toEqual([null]);
  });
});
