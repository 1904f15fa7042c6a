import { createContext, type ReactNode, type RefObject, useContext } from "react";

/** What every mock-up needs to render the creative: its address, reload stamp and the frame's ref. */
export interface CreativeSource {
  /** Creative address (validated); undefined when the link has none. */
  url: string | undefined;
  /** The ad format, for the frame's permissions and the video player choice. */
  type: string;
  /** Creative name, for the frame's accessible title. */
  name: string;
  /** Set by RELOAD; the frame address carries it as its `timestamp` parameter. */
  reloadedAt: number | null;
  /** The one creative frame on the page: messages are only accepted from its window. */
  frameRef: RefObject<HTMLIFrameElement | null>;
  /**
   * Drawn over the frame at its CSS size (the review page's comment markers and pin placer), inside the
   * mock-up so it follows its scaling.
   */
  overlay?: (frame: { width: number; height: number }) => ReactNode;
}

export const CreativeContext = createContext<CreativeSource | null>(null);

export function useCreativeSource(): CreativeSource {
  const source = useContext(CreativeContext);
  if (!source) throw new Error("useCreativeSource needs a CreativeContext provider");
  return source;
}
