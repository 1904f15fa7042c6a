import type { ShowcaseAd } from "@adstudio/api-client";
import { AD_TYPE_LABELS, adPreviewLink } from "@adstudio/core";
import { Badge, Button, FileButton, Text } from "@mantine/core";
import { IconCopy, IconDeviceFloppy, IconExternalLink, IconUpload, IconX } from "@tabler/icons-react";
import { CardCover } from "./card-cover";
import { InlineText } from "./inline-text";
import { CardTexts } from "./public-card";
import { cardTitle } from "./queries";
import { SharePopover } from "./share-popover";
import classes from "./showcase.module.css";
import { COVER_ACCEPT, useCoverUpload } from "./use-cover-upload";

interface OwnerCardProps {
  ad: ShowcaseAd;
  eager?: boolean;
  canEdit: boolean;
  canClone: boolean;
  onClone: (ad: ShowcaseAd) => void;
  onSaveText: (ad: ShowcaseAd, field: "previewName" | "previewHeading", value: string) => Promise<unknown>;
}

/**
 * A card of My Showcase. On hover (or keyboard focus; always on touch screens) the owner gets Upload
 * Cover Image then Save Cover Image, Preview Ad in a new tab and Clone Ad; the preview name and heading
 * are edited in place.
 */
export function OwnerCard({ ad, eager = false, canEdit, canClone, onClone, onSaveText }: OwnerCardProps) {
  const cover = useCoverUpload(ad);
  const link = adPreviewLink(ad, globalThis.location?.origin ?? "");
  const title = cardTitle(ad);
  return (
    <article className={classes.card} data-testid="showcase-card" data-ad-id={ad._id}>
      <div className={classes.coverBox}>
        <CardCover ad={ad} preview={cover.preview} eager={eager} />
        <Badge className={classes.format} variant="white" color="dark" size="sm">
          {AD_TYPE_LABELS[ad.type]}
        </Badge>
        {ad.status === "draft" ? (
          <Badge className={classes.status} color="yellow" size="sm">
            Draft
          </Badge>
        ) : null}
        <div className={classes.actions} data-open={cover.preview !== null || undefined}>
          {canEdit && cover.preview ? (
            <>
              <Button
                size="xs"
                leftSection={<IconDeviceFloppy size={14} />}
                loading={cover.saving}
                onClick={() => void cover.save()}
              >
                Save Cover Image
              </Button>
              <Button
                size="xs"
                variant="white"
                color="gray"
                leftSection={<IconX size={14} />}
                onClick={cover.cancel}
              >
                Cancel
              </Button>
            </>
          ) : null}
          {canEdit && !cover.preview ? (
            <FileButton onChange={(file) => void cover.choose(file)} accept={COVER_ACCEPT}>
              {(props) => (
                <Button {...props} size="xs" variant="white" leftSection={<IconUpload size={14} />}>
                  Upload Cover Image
                </Button>
              )}
            </FileButton>
          ) : null}
          {!cover.preview && link ? (
            <Button
              component="a"
              href={link}
              target="_blank"
              rel="noopener"
              size="xs"
              variant="white"
              leftSection={<IconExternalLink size={14} />}
            >
              Preview Ad
            </Button>
          ) : null}
          {!cover.preview && canClone ? (
            <Button
              size="xs"
              variant="white"
              leftSection={<IconCopy size={14} />}
              onClick={() => onClone(ad)}
            >
              Clone Ad
            </Button>
          ) : null}
        </div>
      </div>
      <div className={classes.text}>
        {canEdit ? (
          <>
            <InlineText
              label="Preview name"
              value={ad.previewName}
              placeholder={ad.name}
              onSave={(value) => onSaveText(ad, "previewName", value)}
            >
              {(text) => (
                <Text fw={700} size="md" lineClamp={1}>
                  {text}
                </Text>
              )}
            </InlineText>
            <InlineText
              label="Preview heading"
              value={ad.previewHeading}
              placeholder="Add a heading"
              onSave={(value) => onSaveText(ad, "previewHeading", value)}
            >
              {(text) => (
                <Text size="sm" c="dimmed" lineClamp={2} fs={ad.previewHeading ? undefined : "italic"}>
                  {text}
                </Text>
              )}
            </InlineText>
          </>
        ) : (
          <CardTexts ad={ad} />
        )}
      </div>
      {link ? (
        <div className={classes.extras}>
          <SharePopover ad={ad} link={link} />
        </div>
      ) : (
        <Text size="xs" c="dimmed" px="md" pb="sm">
          Publish {title} to preview and share it.
        </Text>
      )}
    </article>
  );
}
