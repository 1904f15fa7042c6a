import { Button, Paper, Stack, Text, Title } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { DOWNLOAD_QR_ID, downloadQrPng } from "../qr/download-qr";
import { QrSvg } from "../qr/qr-svg";

/** Side of the QR code of the QR-only view. */
export const QR_ONLY_SIZE = 260;

interface QrOnlyProps {
  /** What the code opens: the preview link. */
  link: string;
  name: string | undefined;
  /** Offer 'Download QR Code' (the wide view); the narrow view shows the code alone. */
  downloadable?: boolean;
  message?: string;
}

/**
 * The QR-only view (ai-tracker): the experience runs on the visitor's phone, so the page offers the code
 * to scan and a PNG of it named after the creative.
 */
export function QrOnly({ link, name, downloadable = true, message }: QrOnlyProps) {
  return (
    <Paper withBorder shadow="md" radius="lg" p="xl" maw={420} w="100%" data-testid="qr-only-view">
      <Stack align="center" gap="md">
        {name ? (
          <Title order={2} fz="h3" ta="center">
            {name}
          </Title>
        ) : null}
        <Text c="dimmed" size="sm" ta="center">
          {message ?? "Scan the QR code with your phone camera to open the experience."}
        </Text>
        <QrSvg value={link} size={QR_ONLY_SIZE} id={DOWNLOAD_QR_ID} label="QR code of the preview" />
        {downloadable ? (
          <Button
            leftSection={<IconDownload size={16} />}
            onClick={() => void downloadQrPng(DOWNLOAD_QR_ID, name)}
            data-testid="download-qr"
          >
            Download QR Code
          </Button>
        ) : null}
      </Stack>
    </Paper>
  );
}
