import { pageCount, SHOWCASE_PAGE_SIZE } from "@adstudio/core";
import { Button, Group, Text } from "@mantine/core";
import { IconChevronLeft, IconChevronRight } from "@tabler/icons-react";

interface PagerProps {
  page: number;
  total: number;
  onPage: (page: number) => void;
}

/**
 * Previous and next with 'Page x of y' (8 cards a page; spec studio §2, §9), on a single page too (both
 * disabled); nothing when there are no ads, where the page says 'No Ads to preview'.
 */
export function Pager({ page, total, onPage }: PagerProps) {
  const pages = pageCount(total, SHOWCASE_PAGE_SIZE);
  if (pages < 1) return null;
  return (
    <Group justify="center" gap="md" component="nav" aria-label="Pages">
      <Button
        variant="default"
        radius="xl"
        leftSection={<IconChevronLeft size={16} />}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        Previous
      </Button>
      <Text size="sm" fw={600} aria-live="polite">
        Page {page} of {pages}
      </Text>
      <Button
        variant="default"
        radius="xl"
        rightSection={<IconChevronRight size={16} />}
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        Next
      </Button>
    </Group>
  );
}
