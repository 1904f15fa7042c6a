import { Button, Center, Group, Modal, Stack, Text } from "@mantine/core";
import { IconCheck, IconLink } from "@tabler/icons-react";
import { useCopy } from "../use-copy";
import { QrSvg } from "./qr-svg";

/** Side of the QR code in the dialog. */
export const QR_MODAL_SIZE = 240;

interface QrModalProps {
  opened: boolean;
  onClose: () => void;
  /** The shareable preview link the code encodes. */
  link: string;
  /** The size label after 'QR CODE' in the title. */
  sizeLabel: string;
}

/** 'QR CODE' + size: the preview link to copy ('Copied' for 3 s) and its QR code (spec §2). */
export function QrModal({ opened, onClose, link, sizeLabel }: QrModalProps) {
  const { copied, copy } = useCopy();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={`QR CODE ${sizeLabel}`}
      centered
      size="sm"
      styles={{ title: { fontWeight: 700, letterSpacing: "0.04em" } }}
    >
      <Stack align="center" gap="md" data-testid="qr-modal">
        <Group gap="sm" justify="center">
          <Button
            leftSection={<IconLink size={16} />}
            onClick={() => void copy(link)}
            data-testid="copy-preview-link"
          >
            Preview Link
          </Button>
          <Text
            role="status"
            size="sm"
            fw={600}
            c="teal.7"
            miw={70}
            style={{ display: "inline-flex", alignItems: "center", gap: 4 }}
            data-testid="copied"
          >
            {copied ? (
              <>
                <IconCheck size={16} /> Copied
              </>
            ) : null}
          </Text>
        </Group>
        <Center
          p="xs"
          bg="white"
          style={{ borderRadius: 8, boxShadow: "0 0 0 1px var(--mantine-color-gray-3)" }}
        >
          <QrSvg value={link} size={QR_MODAL_SIZE} label="QR code of the preview link" id="qr-modal-code" />
        </Center>
        <Text size="xs" c="dimmed" ta="center" style={{ wordBreak: "break-all" }}>
          Scan with a phone camera to open this preview.
        </Text>
      </Stack>
    </Modal>
  );
}
