import type { AttachmentValue } from "@adstudio/form-engine";
import { ActionIcon, Anchor, Group, Image, Paper, Text, Tooltip } from "@mantine/core";
import { IconFile, IconX } from "@tabler/icons-react";

/** Where a preview may load from: a data URL of a picked file, or a stored file on this site. */
function safeSrc(src: string): string | null {
  return /^(data:(image|video|application\/pdf)|\/files\/|https?:\/\/)/i.test(src) ? src : null;
}

/**
 * A picked or stored attachment by its class (spec shell §5): images as a thumbnail, videos as a player,
 * anything else as its name (a link once stored).
 */
export function AttachmentPreview({ value, onRemove }: { value: AttachmentValue; onRemove?: () => void }) {
  const src = safeSrc(value.src ?? "");
  const stored = src !== null && !src.startsWith("data:");
  return (
    <Paper withBorder p={6} radius="sm" data-attachment-type={value.type}>
      <Group gap="xs" wrap="nowrap">
        {value.type === "image" && src ? (
          <Image src={src} alt={value.name} w={56} h={56} fit="contain" radius="xs" />
        ) : value.type === "video" && src ? (
          // biome-ignore lint/a11y/useMediaCaption: an uploaded clip has no captions to offer.
          <video src={src} width={96} height={56} controls preload="metadata" aria-label={value.name} />
        ) : (
          <IconFile size={28} stroke={1.4} aria-hidden />
        )}
        <Text size="sm" truncate="end" style={{ flex: 1 }}>
          {stored ? (
            <Anchor href={src} target="_blank" rel="noopener noreferrer">
              {value.name}
            </Anchor>
          ) : (
            value.name
          )}
        </Text>
        {onRemove ? (
          <Tooltip label="Remove">
            <ActionIcon variant="subtle" color="red" aria-label={`Remove ${value.name}`} onClick={onRemove}>
              <IconX size={16} />
            </ActionIcon>
          </Tooltip>
        ) : null}
      </Group>
    </Paper>
  );
}
