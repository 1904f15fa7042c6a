import type { NavItem } from "@adstudio/core";
import { Box, Divider, NavLink, Text, VisuallyHidden } from "@mantine/core";
import { IconExternalLink } from "@tabler/icons-react";
import { Link, useRouterState } from "@tanstack/react-router";
import { Fragment, useEffect, useState } from "react";
import { NavIcon } from "./nav-icons";
import { containsPath, isExternalUrl, isPathUnder, linkTarget } from "./nav-paths";
import classes from "./navigation.module.css";
import { useNavTitle } from "./use-nav-title";

interface EntryProps {
  item: NavItem;
  /** Folded navbar: icons only, names kept for screen readers. */
  compact: boolean;
  pathname: string;
  onNavigate?: (() => void) | undefined;
}

function Label({ text, compact }: { text: string; compact: boolean }) {
  return compact ? <VisuallyHidden>{text}</VisuallyHidden> : text;
}

function LeafEntry({ item, compact, pathname, onNavigate }: EntryProps) {
  const title = useNavTitle()(item);
  const common = {
    label: <Label text={title} compact={compact} />,
    leftSection: <NavIcon name={item.icon} />,
    onClick: onNavigate,
    className: classes.link,
    "data-nav-id": item.id,
  };
  const url = item.url ?? "";
  const target = linkTarget(item);
  if (item.type === "link" || isExternalUrl(url) || target) {
    return (
      <NavLink
        {...common}
        component="a"
        href={url}
        target={target}
        rel={target === "_blank" ? "noopener noreferrer" : undefined}
        rightSection={compact ? null : <IconExternalLink size={14} aria-hidden />}
      />
    );
  }
  return <NavLink {...common} component={Link} to={url} active={isPathUnder(url, pathname)} />;
}

function CollapseEntry({ item, ...rest }: EntryProps) {
  const { compact, pathname } = rest;
  const title = useNavTitle()(item);
  const current = containsPath(item, pathname);
  const [opened, setOpened] = useState(current);
  // Arriving at a page inside the collapse opens it; leaving does not close what the user opened.
  useEffect(() => {
    if (current) setOpened(true);
  }, [current]);
  return (
    <NavLink
      // A real button: focusable and operable from the keyboard, announced with its expanded state.
      component="button"
      type="button"
      aria-expanded={opened && !compact}
      label={<Label text={title} compact={compact} />}
      leftSection={<NavIcon name={item.icon} />}
      opened={opened && !compact}
      onChange={setOpened}
      active={current && (compact || !opened)}
      variant={current && !opened ? "light" : "subtle"}
      className={classes.link}
      data-nav-id={item.id}
      childrenOffset={compact ? 0 : 28}
    >
      {compact ? null : <Entries {...rest} items={item.children ?? []} />}
    </NavLink>
  );
}

function GroupEntry({ item, ...rest }: EntryProps) {
  const { compact } = rest;
  const title = useNavTitle()(item);
  return (
    <Box role="group" aria-label={title} className={classes.group} data-nav-id={item.id}>
      {compact ? (
        <Divider my={6} />
      ) : (
        <Text className={classes.groupTitle} aria-hidden>
          {title}
        </Text>
      )}
      <Entries {...rest} items={item.children ?? []} />
    </Box>
  );
}

function Entry({ item, ...props }: EntryProps) {
  if (item.type === "group") return <GroupEntry {...props} item={item} />;
  if (item.type === "collapse") return <CollapseEntry {...props} item={item} />;
  return <LeafEntry {...props} item={item} />;
}

function Entries({ items, ...props }: Omit<EntryProps, "item"> & { items: NavItem[] }) {
  return items.map((item, index) => {
    if (item.type === "divider") return <Divider key={item.id} my={6} />;
    // Items that follow a group (Create Campaign after MASTER) read as part of it without a rule between.
    const endsGroup = item.type !== "group" && items[index - 1]?.type === "group";
    return (
      <Fragment key={item.id}>
        {endsGroup ? <Divider my={6} data-group-end /> : null}
        <Entry {...props} item={item} />
      </Fragment>
    );
  });
}

/**
 * The vertical navigation: groups with titles, collapses that open by themselves for the current page,
 * router links for items and new-tab links for link items (spec shell §2).
 */
export function VerticalNavigation({
  items,
  compact = false,
  onNavigate,
}: {
  items: NavItem[];
  compact?: boolean;
  onNavigate?: () => void;
}) {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  return (
    <nav aria-label="Main navigation" className={classes.vertical} data-compact={compact || undefined}>
      <Entries items={items} compact={compact} pathname={pathname} onNavigate={onNavigate} />
    </nav>
  );
}
