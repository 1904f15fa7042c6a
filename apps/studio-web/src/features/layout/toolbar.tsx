import type { NavItem } from "@adstudio/core";
import { TOOLBAR_HEIGHT_PX } from "@adstudio/core";
import { ActionIcon, Group, Tooltip } from "@mantine/core";
import {
  IconLayoutSidebarLeftCollapse,
  IconLayoutSidebarLeftExpand,
  IconLayoutSidebarRightExpand,
  IconMenu2,
  IconSettings,
} from "@tabler/icons-react";
import { ChatToggle } from "../chat/chat-toggle";
import { quickPanelStore } from "../quick-panel/quick-panel-store";
import { SearchButton } from "../search/nav-search";
import type { ShellSettings } from "../settings/settings-model";
import { updateSettings } from "../settings/settings-store";
import { ShortcutsBar } from "../shortcuts/shortcuts-bar";
import { Brand } from "./brand";
import { FullscreenToggle } from "./fullscreen";
import { LanguageMenu } from "./language-menu";
import { navbarStore } from "./navbar-store";
import classes from "./toolbar.module.css";
import { UserMenu } from "./user-menu";

interface ToolbarProps {
  settings: ShellSettings;
  items: NavItem[];
  isMobile: boolean;
  /** Without a docked contact strip (below 88em, or the horizontal layout) a toolbar button opens the chat. */
  chatToggle?: boolean;
  onOpenSettings: () => void;
}

/** The toggle that opens the mobile drawer, or folds and unfolds the vertical navbar on wide screens. */
function NavbarToggle({ settings, isMobile }: Pick<ToolbarProps, "settings" | "isMobile">) {
  const { style, config } = settings.layout;
  if (!config.navbar.display || (!isMobile && style === "horizontal")) return null;
  const folded = config.navbar.folded;
  const toggle = () => {
    if (isMobile) navbarStore.toggleMobile();
    else updateSettings({ type: "patchLayout", patch: { navbar: { folded: !folded } } });
  };
  const Icon = isMobile ? IconMenu2 : folded ? IconLayoutSidebarLeftExpand : IconLayoutSidebarLeftCollapse;
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      size="lg"
      aria-label="Toggle navigation"
      aria-expanded={isMobile ? undefined : !folded}
      onClick={toggle}
      data-testid="navbar-toggle"
    >
      <Icon size={22} stroke={1.6} className="shell-flip-rtl" />
    </ActionIcon>
  );
}

/**
 * The toolbar (spec shell §2): navbar toggle, shortcuts, search, chat toggle (without a docked contact
 * strip), quick panel, full screen, language, settings and the user menu.
 */
export function Toolbar({ settings, items, isMobile, chatToggle = false, onOpenSettings }: ToolbarProps) {
  const horizontal = settings.layout.style === "horizontal";
  return (
    <Group
      className={classes.bar}
      h={TOOLBAR_HEIGHT_PX}
      px={{ base: "xs", sm: "md" }}
      gap="xs"
      wrap="nowrap"
      justify="space-between"
    >
      <Group gap="xs" wrap="nowrap" miw={0}>
        <NavbarToggle settings={settings} isMobile={isMobile} />
        {horizontal || isMobile ? <Brand compact={isMobile} /> : null}
        {isMobile ? null : <ShortcutsBar items={items} />}
      </Group>
      <div className={classes.controls}>
        <SearchButton />
        {chatToggle ? <ChatToggle /> : null}
        <Tooltip label="Quick panel">
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label="Quick panel"
            onClick={quickPanelStore.toggle}
            data-testid="quick-panel-toggle"
          >
            <IconLayoutSidebarRightExpand size={20} stroke={1.6} className="shell-flip-rtl" />
          </ActionIcon>
        </Tooltip>
        <FullscreenToggle />
        <LanguageMenu compact={isMobile} />
        <Tooltip label="Settings">
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label="Settings" onClick={onOpenSettings}>
            <IconSettings size={20} stroke={1.6} />
          </ActionIcon>
        </Tooltip>
        <UserMenu compact={isMobile} />
      </div>
    </Group>
  );
}
