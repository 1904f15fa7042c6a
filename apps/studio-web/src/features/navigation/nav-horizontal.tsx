import { MENU_HOVER_DELAY_MS, MENU_POPUP_Z_INDEX, type NavItem } from "@adstudio/core";
import { Button, Divider, Menu } from "@mantine/core";
import { IconChevronDown } from "@tabler/icons-react";
import { Link, useRouterState } from "@tanstack/react-router";
import { NavIcon } from "./nav-icons";
import { containsPath, isExternalUrl, isPathUnder, linkTarget } from "./nav-paths";
import classes from "./navigation.module.css";
import { useNavTitle } from "./use-nav-title";

/** Link items and external URLs are plain anchors (new tab by default); other items are router links. */
function anchorProps(item: NavItem) {
  const url = item.url ?? "";
  const target = linkTarget(item);
  if (item.type !== "link" && !isExternalUrl(url) && !target) return null;
  return { href: url, target, rel: target === "_blank" ? "noopener noreferrer" : undefined };
}

function MenuEntries({ items }: { items: NavItem[] }) {
  const title = useNavTitle();
  return items.map((item) => {
    if (item.type === "divider") return <Menu.Divider key={item.id} />;
    if (item.type === "group") {
      return [
        <Menu.Label key={`${item.id}-label`}>{title(item)}</Menu.Label>,
        <MenuEntries key={item.id} items={item.children ?? []} />,
      ];
    }
    if (item.type === "collapse") {
      return (
        <Menu.Sub key={item.id} openDelay={MENU_HOVER_DELAY_MS}>
          <Menu.Sub.Target>
            <Menu.Sub.Item leftSection={<NavIcon name={item.icon} size={18} />}>{title(item)}</Menu.Sub.Item>
          </Menu.Sub.Target>
          <Menu.Sub.Dropdown>
            <MenuEntries items={item.children ?? []} />
          </Menu.Sub.Dropdown>
        </Menu.Sub>
      );
    }
    const icon = <NavIcon name={item.icon} size={18} />;
    const anchor = anchorProps(item);
    return anchor ? (
      <Menu.Item key={item.id} component="a" {...anchor} leftSection={icon}>
        {title(item)}
      </Menu.Item>
    ) : (
      <Menu.Item key={item.id} component={Link} to={item.url ?? "/"} leftSection={icon}>
        {title(item)}
      </Menu.Item>
    );
  });
}

/**
 * The horizontal navigation bar: top-level items as buttons, groups and collapses as menus that open on
 * hover after the menu hover delay (or on click and keyboard), nested collapses as sub-menus.
 */
export function HorizontalNavigation({ items }: { items: NavItem[] }) {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const title = useNavTitle();
  return (
    <nav aria-label="Main navigation" className={classes.horizontal}>
      {items.map((item) => {
        if (item.type === "divider") return <Divider key={item.id} orientation="vertical" />;
        const icon = <NavIcon name={item.icon} size={18} />;
        if (item.type === "group" || item.type === "collapse") {
          return (
            <Menu
              key={item.id}
              trigger="click-hover"
              openDelay={MENU_HOVER_DELAY_MS}
              closeDelay={MENU_HOVER_DELAY_MS}
              zIndex={MENU_POPUP_Z_INDEX}
              position="bottom-start"
              withinPortal
            >
              <Menu.Target>
                <Button
                  variant={containsPath(item, pathname) ? "light" : "subtle"}
                  leftSection={icon}
                  rightSection={<IconChevronDown size={14} aria-hidden />}
                  data-nav-id={item.id}
                >
                  {title(item)}
                </Button>
              </Menu.Target>
              <Menu.Dropdown mah="70vh" style={{ overflowY: "auto" }}>
                <MenuEntries items={item.children ?? []} />
              </Menu.Dropdown>
            </Menu>
          );
        }
        const anchor = anchorProps(item);
        const common = { leftSection: icon, "data-nav-id": item.id, children: title(item) };
        return anchor ? (
          <Button key={item.id} component="a" {...anchor} variant="subtle" {...common} />
        ) : (
          <Button
            key={item.id}
            component={Link}
            to={item.url ?? "/"}
            variant={isPathUnder(item.url, pathname) ? "light" : "subtle"}
            {...common}
          />
        );
      })}
    </nav>
  );
}
