import type { QrLinkRecord } from "@adstudio/api-client";
import { COPY_CONFIRMATION_MS, QR_DIALOG_SIZE } from "@adstudio/core";
import {
  ActionIcon,
  Anchor,
  Button,
  Center,
  CopyButton,
  Group,
  Modal,
  Stack,
  Text,
  Tooltip,
} from "@mantine/core";
import { IconCheck, IconCopy, IconDownload } from "@tabler/icons-react";
import { useState } from "react";
import { api } from "../../../../../lib/api";
import { notify } from "../../../../../lib/notify";
import { downloadQrJpeg } from "./download-qr";

interface QrViewDialogProps {
  qr: QrLinkRecord | null;
  onClose: () => void;
}

/**
 * The 'QR' dialog (spec studio §2): the link's QR code at 300 px (the server's image of its scan
 * address, `qr/getqr/{id}`), the public scan address, and Download, which saves `{id}_QR.jpg`.
 */
export function QrViewDialog({ qr, onClose }: QrViewDialogProps) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    if (!qr) return;
    setBusy(true);
    try {
      await downloadQrJpeg(qr.scanUrl, qr.id);
    } catch (error) {
      console.error(error);
      notify("The QR code could not be downloaded.", "error");
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened={qr !== null} onClose={onClose} title="QR" centered size="auto">
      {qr ? (
        <Stack align="center" gap="md" miw={QR_DIALOG_SIZE}>
          <Center>
            <img
              src={api.qr.imageUrl(qr._id, { format: "svg", size: QR_DIALOG_SIZE })}
              width={QR_DIALOG_SIZE}
              height={QR_DIALOG_SIZE}
              alt={`QR code of ${qr.id}`}
              data-testid="qr-image"
            />
          </Center>
          <Text fw={600}>{qr.id}</Text>
          <Group gap={4} wrap="nowrap" maw={QR_DIALOG_SIZE + 40}>
            <Anchor
              href={qr.scanUrl}
              target="_blank"
              rel="noopener noreferrer"
              size="sm"
              truncate="end"
              data-testid="qr-scan-url"
            >
              {qr.scanUrl}
            </Anchor>
            <CopyButton value={qr.scanUrl} timeout={COPY_CONFIRMATION_MS}>
              {({ copied, copy }) => (
                <Tooltip label={copied ? "Copied" : "Copy Link"} withArrow>
                  <ActionIcon
                    variant="subtle"
                    color={copied ? "teal" : "gray"}
                    onClick={copy}
                    aria-label="Copy scan link"
                  >
                    {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                  </ActionIcon>
                </Tooltip>
              )}
            </CopyButton>
          </Group>
          <Button leftSection={<IconDownload size={16} />} onClick={download} loading={busy}>
            Download
          </Button>
        </Stack>
      ) : null}
    </Modal>
  );
}
