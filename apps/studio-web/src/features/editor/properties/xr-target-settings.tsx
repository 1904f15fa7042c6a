import type { AdDocument } from "@adstudio/creative/document";
import {
  XR_COMPILE_MAX_SIDE,
  XR_LIBRARY_PATH,
  XR_MIN_FEATURE_POINTS,
  XR_TOO_PLAIN_MESSAGE,
} from "@adstudio/creative/xr";
import { Alert, Badge, Button, Group, Progress, Stack, Text, Title } from "@mantine/core";
import { IconAlertTriangle, IconScan } from "@tabler/icons-react";
import { useState } from "react";
import { api } from "../../../lib/api";
import { useEditor, useEditorStore } from "../editor-context";
import { setXrTargetCommand } from "../model/commands/stage";

/** MindAR's compiler as its browser build exports it (only what the editor calls). */
interface MindCompiler {
  compileImageTargets(images: CanvasImageSource[], progress: (percent: number) => void): Promise<unknown>;
  exportData(): Promise<ArrayBuffer> | ArrayBuffer;
}

/** The poster layer: the one the target was compiled from, else the first image layer. */
function posterLayerOf(doc: AdDocument) {
  const chosen = doc.stage.xrTarget ? doc.layers[doc.stage.xrTarget.layer] : undefined;
  const layer = chosen ?? Object.values(doc.layers).find((l) => l.content.kind === "image");
  return layer?.content.kind === "image" ? layer : undefined;
}

/**
 * The poster as the ad draws it (the picture covering the layer's box, `object-fit: cover`), at most
 * 1024 px on its long side: what the phone's camera will look for.
 */
async function posterCanvas(src: string, box: { width: number; height: number }) {
  const image = new Image();
  image.src = src;
  await image.decode();
  const scale = Math.min(1, XR_COMPILE_MAX_SIDE / Math.max(box.width, box.height));
  const grow = Math.min(
    image.naturalWidth / box.width,
    image.naturalHeight / box.height,
    XR_COMPILE_MAX_SIDE / Math.max(box.width, box.height),
  );
  const factor = Math.max(scale, grow);
  const canvas = document.createElement("canvas");
  canvas.width = Math.max(1, Math.round(box.width * factor));
  canvas.height = Math.max(1, Math.round(box.height * factor));
  const cover = Math.max(canvas.width / image.naturalWidth, canvas.height / image.naturalHeight);
  const w = image.naturalWidth * cover;
  const h = image.naturalHeight * cover;
  canvas.getContext("2d")?.drawImage(image, (canvas.width - w) / 2, (canvas.height - h) / 2, w, h);
  return canvas;
}

/**
 * With nothing selected, for AI tracker ads (XR Studio, issue 35): compiles the poster layer's picture
 * into the image target the phone page tracks, stores it, and shows its quality (feature points), with a
 * warning when the poster is too plain to track. MindAR (about 2 MB) is fetched only when compiling.
 */
export function XrTargetSettings() {
  const store = useEditorStore();
  const target = useEditor((s) => s.document.stage.xrTarget);
  const poster = useEditor((s) => posterLayerOf(s.document));
  const posterAsset = useEditor((s) => {
    const layer = posterLayerOf(s.document);
    return layer?.content.kind === "image" ? s.document.assets[layer.content.asset] : undefined;
  });
  const design = useEditor((s) => s.document.teaser[s.document.baseSize]);
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const compile = async () => {
    if (!poster || !posterAsset || !design) return;
    setFailure(null);
    setProgress(0);
    try {
      const box = { width: poster.props.width ?? design.width, height: poster.props.height ?? design.height };
      const canvas = await posterCanvas(api.assets.fileUrl(posterAsset), box);
      const { Compiler } = (await import(/* @vite-ignore */ XR_LIBRARY_PATH)) as {
        Compiler: new () => MindCompiler;
      };
      const compiler = new Compiler();
      await compiler.compileImageTargets([canvas], (percent) => setProgress(Math.min(99, percent)));
      const bytes = await compiler.exportData();
      const { target: stored } = await api.xr.uploadTarget(new Blob([bytes]));
      store.getState().run(setXrTargetCommand, {
        target: {
          hash: stored.hash,
          layer: poster.id,
          bytes: stored.bytes,
          featurePoints: stored.featurePoints,
        },
      });
    } catch (error) {
      setFailure(error instanceof Error ? error.message : "The poster could not be compiled.");
    } finally {
      setProgress(null);
    }
  };

  const plain = target !== undefined && target.featurePoints < XR_MIN_FEATURE_POINTS;
  return (
    <Stack gap="xs" component="section" aria-label="Image target">
      <Title order={3} size="h6">
        Image target (XR)
      </Title>
      {!poster ? (
        <Text size="xs" c="dimmed">
          Add the poster as an image layer: the phone's camera looks for that picture.
        </Text>
      ) : target ? (
        <Group gap="xs">
          <Text size="xs">
            Compiled from “{poster.name}”:{" "}
            <strong data-testid="xr-feature-points">{target.featurePoints}</strong> feature points
          </Text>
          <Badge size="sm" color={plain ? "red" : "teal"} variant="light">
            {plain ? "Too plain" : "Trackable"}
          </Badge>
        </Group>
      ) : (
        <Text size="xs" c="dimmed">
          Not compiled yet: the phone page shows the poster itself until it is.
        </Text>
      )}
      {plain ? (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertTriangle size={16} />}
          title={XR_TOO_PLAIN_MESSAGE}
        >
          The camera will hardly find this poster: it has {target?.featurePoints} feature points, and at least{" "}
          {XR_MIN_FEATURE_POINTS} track well. Use a picture with more detail and contrast: text, edges,
          textures, no large plain areas.
        </Alert>
      ) : null}
      {failure ? (
        <Alert color="red" variant="light" title="The poster could not be compiled">
          {failure}
        </Alert>
      ) : null}
      {progress !== null ? (
        <Progress value={progress} size="sm" aria-label="Compiling the poster" animated />
      ) : null}
      <Button
        size="xs"
        variant="light"
        leftSection={<IconScan size={16} />}
        disabled={!posterAsset || progress !== null}
        onClick={() => void compile()}
      >
        {target ? "Compile the poster again" : "Compile the poster"}
      </Button>
    </Stack>
  );
}
