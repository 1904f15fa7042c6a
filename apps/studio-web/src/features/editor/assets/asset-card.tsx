import type { Asset } from "@adstudio/creative/document";
import { Button, Card, Center, Group, Image, Stack, Text } from "@mantine/core";
import { IconLetterCase, IconMovie } from "@tabler/icons-react";
import { memo } from "react";
import { api } from "../../../lib/api";
import { formatBytes, formatDuration } from "./asset-format";

interface AssetCardProps {
  asset: Asset;
  onUse(asset: Asset): void;
}

/** One asset of the library: a thumbnail (pictures) or an icon with the duration (videos), name and size. */
export const AssetCard = memo(function AssetCard({ asset, onUse }: AssetCardProps) {
  const usable = asset.type === "image" || asset.type === "video";
  const facts = [
    formatBytes(asset.bytes),
    asset.durationMs !== undefined ? formatDuration(asset.durationMs) : "",
    asset.width && asset.height ? `${asset.width}×${asset.height}` : "",
  ]
    .filter(Boolean)
    .join(" · ");
  return (
    <Card withBorder padding={6} radius="sm" component="li" aria-label={asset.name}>
      <Card.Section>
        {asset.type === "image" ? (
          <Image src={api.assets.fileUrl(asset)} alt="" h={72} fit="contain" bg="gray.0" />
        ) : (
          <Center h={72} bg="gray.0" c="dimmed">
            {asset.type === "video" ? (
              <IconMovie size={28} stroke={1.2} />
            ) : (
              <IconLetterCase size={28} stroke={1.2} />
            )}
          </Center>
        )}
      </Card.Section>
      <Stack gap={2} mt={6}>
        <Text size="xs" fw={500} truncate title={asset.name}>
          {asset.name}
        </Text>
        <Group gap={6} justify="space-between" wrap="nowrap">
          {/* The facts wrap rather than push the Use button out of a narrow card. */}
          <Text size="xs" c="dimmed" style={{ flex: 1, minWidth: 0 }}>
            {facts}
          </Text>
          {usable && (
            <Button
              size="compact-xs"
              variant="light"
              style={{ flexShrink: 0 }}
              onClick={() => onUse(asset)}
              aria-label={`Use ${asset.name}`}
            >
              Use
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
});
