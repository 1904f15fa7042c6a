import type { ShowcaseAd } from "@adstudio/api-client";
import { ActionIcon, Center, Popover, Stack, Tooltip } from "@mantine/core";
import { IconQrcode } from "@tabler/icons-react";
import { CopyField } from "../ads/details/copy-field";
import { embedSnippet } from "../ads/details/share-card";
import { QrSvg } from "../preview/qr/qr-svg";
import { cardTitle } from "./queries";

/** Beyond the spec: a card's preview link as a QR code, with the link and the publisher embed snippet. */
export function SharePopover({ ad, link }: { ad: ShowcaseAd; link: string }) {
  const origin = globalThis.location?.origin ?? "";
  const title = cardTitle(ad);
  return (
    <Popover width={280} position="top" withArrow shadow="md" trapFocus>
      <Popover.Target>
        <Tooltip label="QR code and embed">
          <ActionIcon variant="light" radius="xl" size="lg" aria-label={`QR code and embed of ${title}`}>
            <IconQrcode size={18} />
          </ActionIcon>
        </Tooltip>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="sm">
          <Center>
            <QrSvg value={link} size={160} label={`QR code of the preview of ${title}`} />
          </Center>
          <CopyField label="Preview link" value={link} />
          <CopyField label="Embed snippet" value={embedSnippet(origin, ad._id)} multiline />
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
