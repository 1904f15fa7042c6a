import type { Asset } from "@adstudio/creative/document";
import { Alert, Group, Progress, ScrollArea, Stack, Text, Title } from "@mantine/core";
import { IconAlertCircle, IconPhotoOff } from "@tabler/icons-react";
import { useCallback, useMemo } from "react";
import { useEditor, useEditorStore } from "../editor-context";
import { addLayerCommand } from "../model/commands/add-layer";
import { AssetCard } from "./asset-card";
import classes from "./assets-panel.module.css";
import { RenditionsProgress } from "./renditions-progress";
import { UploadZone } from "./upload-zone";
import { useUploads } from "./use-uploads";

const TYPE_ORDER: Record<Asset["type"], number> = { image: 0, video: 1, font: 2 };

/**
 * The document's asset library: upload by dropping or choosing files (a progress bar each, the server's
 * message when it refuses one, then for a video the progress of its renditions for VAST players), and "Use" to put a picture or video on the current page as a new layer,
 * fitted to the canvas with its aspect kept.
 */
export function AssetsPanel() {
  const store = useEditorStore();
  const assets = useEditor((s) => s.document.assets);
  const { uploads, uploadAll, dismiss, videos, dismissVideo } = useUploads();
  const list = useMemo(
    () =>
      Object.values(assets).sort(
        (a, b) => TYPE_ORDER[a.type] - TYPE_ORDER[b.type] || a.name.localeCompare(b.name),
      ),
    [assets],
  );

  const onUse = useCallback(
    (asset: Asset) => {
      store.getState().run(addLayerCommand, { asset: asset.hash });
    },
    [store],
  );

  return (
    <Stack gap="xs" component="section" aria-label="Assets">
      <Title order={2} size="h5">
        Assets
      </Title>
      <UploadZone onFiles={(files) => void uploadAll(files)} />
      {uploads.map((upload) =>
        upload.error ? (
          <Alert
            key={upload.key}
            color="red"
            variant="light"
            p="xs"
            icon={<IconAlertCircle size={16} />}
            title={`${upload.name} was not uploaded`}
            withCloseButton
            closeButtonLabel={`Dismiss the message about ${upload.name}`}
            onClose={() => dismiss(upload.key)}
          >
            {upload.error}
          </Alert>
        ) : (
          <Stack key={upload.key} gap={2}>
            <Group justify="space-between" wrap="nowrap">
              <Text size="xs" truncate>
                {upload.name}
              </Text>
              <Text size="xs" c="dimmed">
                {upload.total > 0 ? Math.round((100 * upload.loaded) / upload.total) : 0} %
              </Text>
            </Group>
            <Progress
              size="sm"
              value={upload.total > 0 ? (100 * upload.loaded) / upload.total : 0}
              aria-label={`Uploading ${upload.name}`}
              animated
            />
          </Stack>
        ),
      )}
      {videos.map((video) => (
        <RenditionsProgress
          key={video.key}
          hash={video.hash}
          name={video.name}
          onDismiss={() => dismissVideo(video.key)}
        />
      ))}
      {list.length === 0 && uploads.length === 0 ? (
        <Stack align="center" gap={4} py="md" c="dimmed">
          <IconPhotoOff size={28} stroke={1.2} aria-hidden />
          <Text size="sm">No assets yet.</Text>
        </Stack>
      ) : (
        <ScrollArea.Autosize mah={480} type="auto" offsetScrollbars>
          <ul className={classes.grid} aria-label="Asset library">
            {list.map((asset) => (
              <AssetCard key={asset.hash} asset={asset} onUse={onUse} />
            ))}
          </ul>
        </ScrollArea.Autosize>
      )}
    </Stack>
  );
}
