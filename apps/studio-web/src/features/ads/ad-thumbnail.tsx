import type { AdSummary } from "@adstudio/api-client";
import { isAdType } from "@adstudio/core";
import { Image, ThemeIcon } from "@mantine/core";
import { Picture } from "../../lib/picture";
import { FamilyIcon } from "./format-icon";
import { formatFamily } from "./formats";

const WIDTH = 56;
const HEIGHT = 42;

/**
 * A list row's picture: the ad's cover, else the first frame drawn when it was published, else its
 * format's device icon. Decorative: the name is beside it.
 */
export function AdThumbnail({ ad }: { ad: Pick<AdSummary, "coverImage" | "thumbnail" | "type"> }) {
  const picture = ad.coverImage?.location || ad.thumbnail;
  if (picture) {
    return (
      <Picture src={picture} sizes={`${WIDTH}px`}>
        {(fallback, responsive) => (
          <Image
            src={fallback}
            srcSet={responsive?.srcSet}
            sizes={responsive?.sizes}
            alt=""
            w={WIDTH}
            h={HEIGHT}
            radius="sm"
            fit="contain"
            bg="gray.1"
            loading="lazy"
          />
        )}
      </Picture>
    );
  }
  return (
    <ThemeIcon variant="light" color="gray" w={WIDTH} h={HEIGHT} radius="sm">
      {isAdType(ad.type) ? <FamilyIcon family={formatFamily(ad.type)} size={22} /> : null}
    </ThemeIcon>
  );
}
