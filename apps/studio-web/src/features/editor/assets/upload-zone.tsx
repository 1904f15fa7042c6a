import { ASSET_LIMITS, ASSET_MEDIA_TYPES } from "@adstudio/contract";
import { Button, FileButton, Paper, Stack, Text } from "@mantine/core";
import { IconCloudUpload } from "@tabler/icons-react";
import { type DragEvent, useState } from "react";
import classes from "./assets-panel.module.css";

const MB = 1024 * 1024;
/** Media types and extensions (some systems give fonts no media type). */
const ACCEPT = [
  ...Object.keys(ASSET_MEDIA_TYPES),
  ...new Set(Object.values(ASSET_MEDIA_TYPES).map((ext) => `.${ext}`)),
  ".jpeg",
].join(",");

/**
 * Where files are dropped or chosen. The server checks each file's type and size and its message is shown
 * when it refuses one; the hint repeats its limits so nobody has to guess.
 */
export function UploadZone({ onFiles }: { onFiles(files: File[]): void }) {
  const [over, setOver] = useState(false);
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const files = [...event.dataTransfer.files];
    if (files.length > 0) onFiles(files);
  };
  return (
    <Paper
      withBorder
      p="sm"
      className={classes.zone}
      data-over={over || undefined}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
    >
      <Stack align="center" gap={4}>
        <IconCloudUpload size={24} stroke={1.3} aria-hidden />
        <Text size="xs" ta="center">
          Drop pictures, videos or fonts here, or
        </Text>
        <FileButton onChange={onFiles} accept={ACCEPT} multiple>
          {(props) => (
            <Button size="compact-xs" variant="light" {...props}>
              Choose files
            </Button>
          )}
        </FileButton>
        <Text size="xs" c="dimmed" ta="center">
          PNG, JPEG, GIF or WebP up to {ASSET_LIMITS.image / MB} MB · MP4 or WebM up to{" "}
          {ASSET_LIMITS.video / MB} MB · WOFF2 up to {ASSET_LIMITS.font / MB} MB
        </Text>
      </Stack>
    </Paper>
  );
}
