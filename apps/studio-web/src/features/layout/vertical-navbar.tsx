import { NAVBAR_FOLDED_WIDTH_PX, NAVBAR_WIDTH_PX, type NavItem, TOOLBAR_HEIGHT_PX } from "@adstudio/core";
import { Drawer, Group } from "@mantine/core";
import type { FocusEvent } from "react";
import { useSession } from "../auth/use-session";
import { VerticalNavigation } from "../navigation/nav-vertical";
import { UserCard } from "../navigation/user-card";
import type { ShellSettings } from "../settings/settings-model";
import { Brand } from "./brand";
import { Loading } from "./loading";
import { navbarStore, useNavbarFlags } from "./navbar-store";
import { Region } from "./region";
import classes from "./shell.module.css";

interface NavbarProps {
  settings: ShellSettings;
  items: NavItem[];
  loading: boolean;
}

function NavbarContent({
  items,
  loading,
  compact,
  onNavigate,
}: Omit<NavbarProps, "settings"> & {
  compact: boolean;
  onNavigate?: () => void;
}) {
  const { user } = useSession();
  return (
    <>
      <Group
        h={TOOLBAR_HEIGHT_PX}
        px={compact ? 0 : "md"}
        justify={compact ? "center" : "flex-start"}
        wrap="nowrap"
      >
        <Brand compact={compact} />
      </Group>
      {user ? <UserCard user={user} compact={compact} /> : null}
      <div className={classes.navbarScroll}>
        {loading ? (
          <Loading delay={300} />
        ) : (
          <VerticalNavigation items={items} compact={compact} onNavigate={onNavigate} />
        )}
      </div>
    </>
  );
}

/**
 * The vertical navbar on wide screens: 280 px, or 64 px when folded; a folded navbar widens over the
 * content while the pointer (or keyboard focus) is inside it and folds back on leave (spec shell §2).
 */
export function VerticalNavbar({ settings, items, loading }: NavbarProps) {
  const { foldedOpen } = useNavbarFlags();
  const { folded, position } = settings.layout.config.navbar;
  const expanded = !folded || foldedOpen;
  const leaveOnBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) navbarStore.closeFolded();
  };
  return (
    <div
      className={classes.navbarSlot}
      style={{ width: folded ? NAVBAR_FOLDED_WIDTH_PX : NAVBAR_WIDTH_PX }}
      data-position={position}
      data-folded={folded || undefined}
      data-testid="navbar"
    >
      <Region
        theme={settings.theme.navbar}
        component="aside"
        aria-label="Navigation"
        className={classes.navbarPanel}
        style={{ width: expanded ? NAVBAR_WIDTH_PX : NAVBAR_FOLDED_WIDTH_PX }}
        data-floating={(folded && foldedOpen) || undefined}
        data-expanded={expanded || undefined}
        onMouseEnter={folded ? navbarStore.openFolded : undefined}
        onMouseLeave={folded ? navbarStore.closeFolded : undefined}
        onFocus={folded ? navbarStore.openFolded : undefined}
        onBlur={folded ? leaveOnBlur : undefined}
      >
        <NavbarContent items={items} loading={loading} compact={!expanded} />
      </Region>
    </div>
  );
}

/**
 * On narrow screens the navbar is a temporary drawer on the navbar's side; choosing an item closes it.
 * `left`/`right` are the reading-direction start and end, so they swap in right-to-left layouts.
 */
export function MobileNavbar({ settings, items, loading, dir }: NavbarProps & { dir: "ltr" | "rtl" }) {
  const { mobileOpen } = useNavbarFlags();
  const atStart = settings.layout.config.navbar.position === "left";
  return (
    <Drawer
      opened={mobileOpen}
      onClose={navbarStore.closeMobile}
      size={NAVBAR_WIDTH_PX}
      position={atStart === (dir === "ltr") ? "left" : "right"}
      title="Navigation"
      withCloseButton={false}
      styles={{ header: { display: "none" }, body: { padding: 0, height: "100%" } }}
      data-testid="navbar-drawer"
    >
      <Region
        theme={settings.theme.navbar}
        style={{ minHeight: "100%", display: "flex", flexDirection: "column" }}
        data-testid="navbar"
      >
        <NavbarContent items={items} loading={loading} compact={false} onNavigate={navbarStore.closeMobile} />
      </Region>
    </Drawer>
  );
}
