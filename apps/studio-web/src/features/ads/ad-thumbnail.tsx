import type { AdSummary } from "@adstudio/api-client";
import { isAdType } from "@adstudio/core";
import { Image, ThemeIcon } from "@mantine/core";
import { FamilyIcon } from "./format-icon";
import { formatFamily } from "./formats";

const WIDTH = 56;
const HEIGHT = 42;

/** A list row's picture: the ad's cover, else its format's device icon. Decorative: the name is beside it. */
export function AdThumbnail({ ad }: { ad: Pick<AdSummary, "coverImage" | "type"> }) {
  if (ad.coverImage?.location) {
    return <Image src={ad.coverImage.location} alt="" w={WIDTH} h={HEIGHT} radius="sm" fit="cover" />;
  }
  return (
    <ThemeIcon variant="light" color="gray" w={WIDTH} h={HEIGHT} radius="sm">
      {isAdType(ad.type) ? <FamilyIcon family={formatFamily(ad.type)} size={22} /> : null}
    </ThemeIcon>
  );
}
