import type { ShowcaseAd } from "@adstudio/api-client";
import { Center, Stack } from "@mantine/core";
import { CopyField } from "../ads/details/copy-field";
import { embedSnippet } from "../ads/details/share-card";
import { QrSvg } from "../preview/qr/qr-svg";
import { cardTitle } from "./queries";

/** What the share popover shows: the preview link's QR code, the link and the publisher embed snippet. */
export default function ShareDetails({ ad, link }: { ad: ShowcaseAd; link: string }) {
  const origin = globalThis.location?.origin ?? "";
  return (
    <Stack gap="sm">
      <Center>
        <QrSvg value={link} size={160} label={`QR code of the preview of ${cardTitle(ad)}`} />
      </Center>
      <CopyField label="Preview link" value={link} />
      <CopyField label="Embed snippet" value={embedSnippet(origin, ad._id)} multiline />
    </Stack>
  );
}
