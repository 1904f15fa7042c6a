import { useElementSize } from "@mantine/hooks";
import type { ReactNode } from "react";

interface FitBoxProps {
  /** The child's natural size in CSS pixels. */
  width: number;
  height: number;
  children: ReactNode;
  testId?: string;
}

/**
 * Shows a fixed-size mock-up whole: scaled down (never up) to the width available, so a 1120 px desktop
 * page or a 970 px billboard stays visible in a narrow window. The frame inside keeps its real size.
 */
export function FitBox({ width, height, children, testId }: FitBoxProps) {
  const { ref, width: available } = useElementSize();
  const scale = available > 0 ? Math.min(1, available / width) : 1;
  return (
    <div ref={ref} style={{ width: "100%", display: "flex", justifyContent: "center" }} data-testid={testId}>
      <div
        style={{ width: width * scale, height: height * scale, flex: "none" }}
        data-scale={scale.toFixed(3)}
      >
        <div style={{ width, height, transform: `scale(${scale})`, transformOrigin: "top left" }}>
          {children}
        </div>
      </div>
    </div>
  );
}
