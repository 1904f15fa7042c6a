import { Text } from "@mantine/core";
import { CreativeFrame } from "../creative-frame";
import { FitBox } from "../fit-box";
import type { FrameDimensions } from "../frame-src";

/** A desktop banner size on its own: a frame of exactly its size with its dimensions underneath. */
export function FixedFrame({ width, height }: FrameDimensions) {
  return (
    <div data-testid="fixed-frame-mockup" style={{ width: "100%", paddingTop: 32 }}>
      <FitBox width={width} height={height}>
        <div
          style={{
            width,
            height,
            background: "#fff",
            boxShadow: "0 0 0 1px rgba(15,23,42,0.1), 0 18px 40px -18px rgba(15,23,42,0.45)",
          }}
        >
          <CreativeFrame width={width} height={height} />
        </div>
      </FitBox>
      <Text size="xs" c="dimmed" ta="center" mt="sm" aria-hidden>
        {width} × {height}
      </Text>
    </div>
  );
}
