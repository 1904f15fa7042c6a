import type { ShowcaseAd } from "@adstudio/api-client";
import { AD_TYPE_LABELS, adPreviewLink } from "@adstudio/core";
import { Badge, Text } from "@mantine/core";
import { CardCover } from "./card-cover";
import { cardTitle } from "./queries";
import { SharePopover } from "./share-popover";
import classes from "./showcase.module.css";

// Apart from My Showcase's card (showcase-card.tsx), so the public page's chunk holds no owner tools.

export function CardTexts({ ad }: { ad: ShowcaseAd }) {
  return (
    <>
      <Text fw={700} size="md" lineClamp={1}>
        {cardTitle(ad)}
      </Text>
      {ad.previewHeading ? (
        <Text size="sm" c="dimmed" lineClamp={2}>
          {ad.previewHeading}
        </Text>
      ) : null}
    </>
  );
}

/** A card of the public showcase: read-only, the whole card opens the ad's preview (spec §2). */
export function PublicCard({ ad, eager = false }: { ad: ShowcaseAd; eager?: boolean }) {
  const link = adPreviewLink(ad, globalThis.location?.origin ?? "");
  return (
    <article className={classes.card} data-testid="showcase-card" data-ad-id={ad._id}>
      <div className={classes.coverBox}>
        <CardCover ad={ad} eager={eager} />
        <Badge className={classes.format} variant="white" color="dark" size="sm">
          {AD_TYPE_LABELS[ad.type]}
        </Badge>
      </div>
      <div className={classes.text}>
        {link ? (
          <a className={classes.cardLink} href={link} target="_blank" rel="noopener">
            <CardTexts ad={ad} />
          </a>
        ) : (
          <CardTexts ad={ad} />
        )}
      </div>
      {link ? (
        <div className={classes.extras}>
          <SharePopover ad={ad} link={link} />
        </div>
      ) : null}
    </article>
  );
}
