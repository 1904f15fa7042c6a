import { ActionIcon, Tooltip } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";

export interface BackLinkProps {
  /** Where the arrow leads ('/studio/ads'). */
  to: string;
  /** The arrow's name and tooltip ('Back to Ads'). */
  label: string;
}

/** The back arrow editors and details pages show before their title (PageFrame's `back`). */
export function BackLink({ to, label }: BackLinkProps) {
  return (
    <Tooltip label={label}>
      <ActionIcon component={Link} to={to} variant="subtle" size="lg" aria-label={label}>
        <IconArrowLeft size={20} />
      </ActionIcon>
    </Tooltip>
  );
}
