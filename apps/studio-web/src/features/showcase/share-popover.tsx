import type { ShowcaseAd } from "@adstudio/api-client";
import { ActionIcon, Center, Loader, Popover, Tooltip } from "@mantine/core";
import { IconQrcode } from "@tabler/icons-react";
import { lazy, Suspense } from "react";
import { cardTitle } from "./queries";

// The QR encoder and the copy fields load when a visitor first opens one, not with the page.
const ShareDetails = lazy(() => import("./share-details"));

/** Beyond the spec: a card's preview link as a QR code, with the link and the publisher embed snippet. */
export function SharePopover({ ad, link }: { ad: ShowcaseAd; link: string }) {
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
        <Suspense
          fallback={
            <Center h={160}>
              <Loader size="sm" role="status" aria-label="Loading" />
            </Center>
          }
        >
          <ShareDetails ad={ad} link={link} />
        </Suspense>
      </Popover.Dropdown>
    </Popover>
  );
}
