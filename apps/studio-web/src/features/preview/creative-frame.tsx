import { Center, Text } from "@mantine/core";
import { useCreativeSource } from "./creative-context";
import { creativeFrameSrc, type FrameDimensions } from "./frame-src";

/**
 * What a sandboxed creative may do: run scripts, open its landing page in a new tab, submit forms. Never
 * `allow-same-origin` (it would share the studio's origin, storage and token) and no top navigation.
 */
export const CREATIVE_SANDBOX = "allow-scripts allow-popups allow-popups-to-escape-sandbox allow-forms";
/** Device features creatives use (tilt, video, the AI tracker's camera). */
const CREATIVE_FEATURES = "autoplay; fullscreen; accelerometer; gyroscope; camera; xr-spatial-tracking";

interface CreativeFrameProps extends FrameDimensions {
  className?: string;
}

/** The creative in a sandboxed frame of exactly `width` × `height` CSS pixels. */
export function CreativeFrame({ width, height, className }: CreativeFrameProps) {
  const { url, name, reloadedAt, frameRef, overlay } = useCreativeSource();
  if (!url) {
    return (
      <Center w={width} h={height} bg="gray.1" c="dimmed" p="sm" data-testid="creative-missing">
        <Text size="sm" ta="center">
          This preview link has no creative address.
        </Text>
      </Center>
    );
  }
  const src = creativeFrameSrc(url, { width, height }, reloadedAt);
  const frame = (
    <iframe
      ref={frameRef}
      src={src}
      title={name ? `Creative: ${name}` : "Creative"}
      width={width}
      height={height}
      sandbox={CREATIVE_SANDBOX}
      allow={CREATIVE_FEATURES}
      referrerPolicy="strict-origin-when-cross-origin"
      className={className}
      style={{ border: 0, display: "block", width, height, background: "#fff" }}
      data-testid="creative-frame"
      data-width={width}
      data-height={height}
    />
  );
  if (!overlay) return frame;
  return (
    <div style={{ position: "relative", width, height }} data-testid="creative-frame-with-overlay">
      {frame}
      {overlay({ width, height })}
    </div>
  );
}
