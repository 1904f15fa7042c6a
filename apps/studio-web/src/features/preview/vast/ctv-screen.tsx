import { useCreativeSource } from "../creative-context";
import { CreativeFrame } from "../creative-frame";
import { creativeFrameSrc, type FrameDimensions, isSameOrigin } from "../frame-src";
import { useVastAd } from "./use-vast-ad";
import { VastMessage, VastVideo } from "./vast-player";
import { vastDocumentFor } from "./vast-source";

/**
 * What the TV shows: a VAST document on this origin plays in the page's own player; a creative page
 * (or a VPAID unit, which needs its own script) runs in the sandboxed frame at 640 × 360.
 */
export function CtvScreen({ width, height }: FrameDimensions) {
  const { url, type, reloadedAt } = useCreativeSource();
  if (!url || type === "vpaid" || !isSameOrigin(url)) return <CreativeFrame width={width} height={height} />;
  // RELOAD refetches the document (new address) and restarts the ad (new player).
  const address = creativeFrameSrc(vastDocumentFor(url), null, reloadedAt);
  return <VastScreen key={address} url={address} width={width} height={height} />;
}

function VastScreen({ url, width, height }: FrameDimensions & { url: string }) {
  const state = useVastAd(url);
  switch (state.status) {
    case "loading":
      return <VastMessage width={width} height={height} loading />;
    case "ready":
      return <VastVideo ad={state.ad} width={width} height={height} />;
    case "not-vast":
      return <CreativeFrame width={width} height={height} />;
    default:
      return <VastMessage width={width} height={height} message={state.message} />;
  }
}
