import type { AdDocument } from "@adstudio/creative/document";
import { render } from "@adstudio/creative/render";
import { Center, Text } from "@mantine/core";
import { memo, useMemo } from "react";
import { api } from "../../../lib/api";

interface CanvasFrameProps {
  document: AdDocument;
  size: string;
  page: string;
  width: number;
  height: number;
  zoom: number;
}

/**
 * The creative as it ships, drawn by the one renderer (render's edit option: the current page, held
 * still). Sandboxed without allow-same-origin, so it has an opaque origin: assets come from an absolute
 * base, and the editor never reads its DOM. Zoom scales the frame from outside (EDITOR-NOTES §3), and it
 * takes no pointer events: the overlay above it handles them from the model.
 */
export const CanvasFrame = memo(function CanvasFrame({
  document,
  size,
  page,
  width,
  height,
  zoom,
}: CanvasFrameProps) {
  const result = useMemo(() => {
    try {
      const assetBase = new URL(api.assets.previewAssetBase, window.location.origin).href;
      const files = render(document, { size, mode: "preview", assetBase, edit: { page } }).files;
      return { html: files["index.html"] ?? "" };
    } catch (error) {
      return { error: error instanceof Error ? error.message : String(error) };
    }
  }, [document, size, page]);

  if ("error" in result) {
    return (
      <Center w={width * zoom} h={height * zoom} bg="gray.1" p="sm">
        <Text size="sm" c="red.8" ta="center">
          This size cannot be drawn: {result.error}
        </Text>
      </Center>
    );
  }
  return (
    <iframe
      title="Ad preview"
      srcDoc={result.html}
      sandbox="allow-scripts"
      width={width}
      height={height}
      // Inert while editing: the ad's own links and buttons are neither reachable nor announced here (the
      // canvas around it is the keyboard's target); the preview is where the ad is used.
      inert
      data-testid="canvas-frame"
      style={{
        display: "block",
        border: 0,
        width,
        height,
        transform: `scale(${zoom})`,
        transformOrigin: "0 0",
        pointerEvents: "none",
        background: "#fff",
      }}
    />
  );
});
