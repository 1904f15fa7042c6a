import { parseSizeKey } from "@adstudio/core";
import { useRef } from "react";
import { CreativeContext, type CreativeSource } from "./creative-context";
import { defaultDevice, stageFor } from "./model";
import { previewLink } from "./preview-link";
import { Stage } from "./stage";

interface AdMockupProps {
  /** The creative's address (a published size's index.html). */
  url: string;
  type: string;
  /** A teaser key (`sz300x250`, `mobile` …). */
  size: string;
  name: string;
}

/** A stage as wide as a desktop, so a page embedding the mock-up never gets the narrow-window views. */
const WIDE = 1280;

/**
 * One ad in the mock-up its format and size are previewed in (the preview page's stage, without its
 * bars and toggles), for pages that show an ad among other things, such as the ad details.
 */
export function AdMockup({ url, type, size, name }: AdMockupProps) {
  const frameRef = useRef<HTMLIFrameElement>(null);
  const parsed = parseSizeKey(size) ?? { key: "responsive", size: "responsive", width: null, height: null };
  const stage = stageFor(type, parsed, defaultDevice(type, parsed), WIDE);
  const source: CreativeSource = { url, type, name, reloadedAt: null, frameRef };
  const link = previewLink({ url, size: parsed.size, type, name }, parsed.size);
  return (
    <CreativeContext.Provider value={source}>
      <Stage
        kind={stage}
        size={parsed}
        name={name}
        link={link}
        browserBars={false}
        orientation="portrait"
        windowSize={{ width: WIDE, height: 800 }}
      />
    </CreativeContext.Provider>
  );
}
