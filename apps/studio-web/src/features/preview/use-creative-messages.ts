import { type RefObject, useEffect, useRef } from "react";
import { type CreativeMessageHandlers, handleCreativeMessage } from "./messages";

/**
 * Listens for the creative frame's messages while the page is open. `frameRef` points at the frame the
 * page rendered; messages from any other window (another tab, a nested frame, the page itself) are ignored.
 */
export function useCreativeMessages(
  frameRef: RefObject<HTMLIFrameElement | null>,
  handlers: CreativeMessageHandlers,
): void {
  // The latest handlers without re-subscribing on every render.
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    const onMessage = (event: MessageEvent) =>
      handleCreativeMessage(event, frameRef.current?.contentWindow, latest.current);
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, [frameRef]);
}
