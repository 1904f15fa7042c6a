import { ActionIcon, Group, Tooltip } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";

interface BackTitleProps {
  /** Where the arrow leads ('/studio/ads'). */
  to: string;
  /** The arrow's name and tooltip ('Back to Ads'). */
  label: string;
  children: ReactNode;
}

/** A page title with a back arrow before it, as editors and details pages show theirs. */
export function BackTitle({ to, label, children }: BackTitleProps) {
  return (
    <Group gap="xs" wrap="nowrap" component="span">
      <Tooltip label={label}>
        <ActionIcon component={Link} to={to} variant="subtle" size="lg" aria-label={label}>
          <IconArrowLeft size={20} />
        </ActionIcon>
      </Tooltip>
      <span>{children}</span>
    </Group>
  );
}
