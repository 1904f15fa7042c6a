import type { Review } from "@adstudio/api-client";
import { Badge, Box, Group, Image, NativeSelect, SegmentedControl, Stack, Text, Title } from "@mantine/core";
import { type ReactNode, useState } from "react";
import { usePageTitle } from "../../../app/document-title";
import { teaserLabel } from "../../preview/model";
import classes from "./review.module.css";
import { ReviewStage } from "./review-stage";

const DAY = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium" });
/** More sizes than this get a drop-down: a row of buttons would not fit a phone. */
const MAX_BUTTONS = 3;

const sizeLabel = (size: Review["sizes"][number], type: string) =>
  teaserLabel(
    { key: size.size, size: size.size.replace(/^sz/, ""), width: size.width, height: size.height },
    type,
  );

/** The ad of an opened review link: company and ad name, version, a size picker and the mock-up. */
interface ReviewViewProps {
  review: Review;
  aside?: ReactNode;
  /** Drawn over the shown size's frame (the comment markers and pin placer). */
  overlay?: (size: Review["sizes"][number], frame: { width: number; height: number }) => ReactNode;
  /** Called when the reviewer picks another size (the page refreshes old frame tickets then). */
  onChooseSize?: () => void;
}

export function ReviewView({ review, aside, overlay, onChooseSize }: ReviewViewProps) {
  const [chosen, setChosenState] = useState(review.sizes[0]?.size ?? "");
  const setChosen = (size: string) => {
    setChosenState(size);
    onChooseSize?.();
  };
  const size = review.sizes.find((s) => s.size === chosen) ?? review.sizes[0];
  usePageTitle(`${review.ad.name} · Review`);
  const options = review.sizes.map((s) => ({ value: s.size, label: sizeLabel(s, review.ad.type) }));
  const link = globalThis.location?.href ?? "";
  return (
    <div className={classes.page}>
      <header className={classes.header}>
        <Group gap="sm" wrap="nowrap" miw={0}>
          {review.company.logo ? (
            <Image src={review.company.logo} alt="" h={36} w="auto" maw={96} fit="contain" />
          ) : null}
          <Stack gap={0} miw={0}>
            <Text size="sm" c="dimmed" truncate>
              {review.company.name}
            </Text>
            <Title order={1} size="h3" className={classes.title}>
              {review.ad.name}
            </Title>
          </Stack>
        </Group>
        <Group gap="xs">
          <Badge variant="light">
            {review.draft ? "Draft (no review requested yet)" : `Version ${review.version}`}
          </Badge>
          <Text size="xs" c="dimmed">
            Link open until {DAY.format(new Date(review.link.expiresAt))}
          </Text>
        </Group>
      </header>
      <div className={aside ? classes.withAside : classes.body}>
        <main className={classes.main}>
          {review.sizes.length > 1 ? (
            review.sizes.length > MAX_BUTTONS ? (
              <NativeSelect
                label="Size"
                data={options}
                value={chosen}
                onChange={(e) => setChosen(e.currentTarget.value)}
              />
            ) : (
              <SegmentedControl aria-label="Size" data={options} value={chosen} onChange={setChosen} />
            )
          ) : null}
          {size ? (
            <Box className={classes.stage} data-testid="review-stage">
              <ReviewStage
                key={size.size}
                size={size}
                type={review.ad.type}
                name={review.ad.name}
                link={link}
                {...(overlay
                  ? { overlay: (frame: { width: number; height: number }) => overlay(size, frame) }
                  : {})}
              />
            </Box>
          ) : (
            <Text c="dimmed">This ad has no sizes yet.</Text>
          )}
        </main>
        {aside ? <aside className={classes.aside}>{aside}</aside> : null}
      </div>
    </div>
  );
}
