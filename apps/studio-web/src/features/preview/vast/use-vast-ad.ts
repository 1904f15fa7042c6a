import { loadVast, type VastAd, VastError } from "@adstudio/creative/vast";
import { useEffect, useState } from "react";

export type VastLoadState =
  | { status: "loading" }
  | { status: "ready"; ad: VastAd }
  /** The address is a creative page, not a VAST document: show it in a frame instead. */
  | { status: "not-vast" }
  | { status: "error"; message: string };

/** Loads the VAST document at `url` (same origin) and follows its wrappers; aborted on unmount. */
export function useVastAd(url: string): VastLoadState {
  const [state, setState] = useState<VastLoadState>({ status: "loading" });
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: "loading" });
    loadVast(url, fetch, controller.signal).then(
      (ad) => setState({ status: "ready", ad }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof VastError && error.notVast) setState({ status: "not-vast" });
        else setState({ status: "error", message: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => controller.abort();
  }, [url]);
  return state;
}
