import type { ReviewSize } from "@adstudio/api-client";
import { type ParsedSize, parseSizeKey, showsPhoneFrame } from "@adstudio/core";
import { type ReactNode, useRef } from "react";
// The preview's own parts, not its index: the review page's chunk needs the mock-ups, not the preview page.
import { CreativeContext, type CreativeSource } from "../../preview/creative-context";
import { CreativeFrame } from "../../preview/creative-frame";
import { defaultDevice, type StageKind, stageFor } from "../../preview/model";
import { Stage } from "../../preview/stage";
import { useWindowSize } from "../../preview/use-window-size";

interface ReviewStageProps {
  size: ReviewSize;
  type: string;
  name: string;
  /** The review page's own address, for the QR code of formats a narrow screen cannot show. */
  link: string;
  /** Drawn over the ad's frame at its CSS size (the comment markers and pin placer). */
  overlay?: (frame: { width: number; height: number }) => ReactNode;
}

/**
 * Which mock-up a review shows. Wide windows: the preview page's choice (desktop page, phone, CTV, QR-only
 * as the format needs). A phone: a banner that fits the screen in its own frame (a reviewer on a phone
 * must still see the 300×250), phone formats full width, and the QR code for the rest.
 */
export function reviewStageFor(type: string, size: ParsedSize, window: { width: number }): StageKind {
  if (!showsPhoneFrame(window.width) && size.width !== null && size.width <= window.width - 24)
    return "fixed-frame";
  return stageFor(type, size, defaultDevice(type, size), window.width);
}

/** One size of the review in its device mock-up, framed sandboxed from its ticketed address. */
export function ReviewStage({ size, type, name, link, overlay }: ReviewStageProps) {
  const frameRef = useRef<HTMLIFrameElement>(null);
  const window = useWindowSize();
  const parsed = parseSizeKey(size.size) ?? {
    key: size.size,
    size: size.size,
    width: size.width,
    height: size.height,
  };
  const kind = reviewStageFor(type, parsed, window);
  const source: CreativeSource = {
    url: size.frame,
    type,
    name,
    reloadedAt: null,
    frameRef,
    ...(overlay ? { overlay } : {}),
  };
  // The preview page's full-window view covers the whole window; here it stays below the review's header.
  if (kind === "full-window")
    return (
      <CreativeContext.Provider value={source}>
        <div data-testid="review-full-width" style={{ width: "100%" }}>
          <CreativeFrame width={window.width - 24} height={Math.max(400, window.height - 180)} />
        </div>
      </CreativeContext.Provider>
    );
  return (
    <CreativeContext.Provider value={source}>
      <Stage
        kind={kind}
        size={parsed}
        name={name}
        link={link}
        browserBars={false}
        orientation="portrait"
        windowSize={window}
      />
    </CreativeContext.Provider>
  );
}
