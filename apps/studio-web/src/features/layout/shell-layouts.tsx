import { BOXED_MAX_WIDTH_PX, CONTAINER_MAX_WIDTH_PX, type NavItem } from "@adstudio/core";
import type { ReactNode } from "react";
import { ShellFooter } from "../footer/shell-footer";
import { HorizontalNavigation } from "../navigation/nav-horizontal";
import type { ShellSettings } from "../settings/settings-model";
import { Region } from "./region";
import classes from "./shell.module.css";
import { VerticalNavbar } from "./vertical-navbar";

export interface LayoutProps {
  settings: ShellSettings;
  items: NavItem[];
  loading: boolean;
  isMobile: boolean;
  /** The toolbar's content; the layout decides where it goes. */
  toolbar: ReactNode;
  /** A column docked at the end of the vertical layouts (the chat's contact strip). */
  aside?: ReactNode;
  /**
   * A full-screen workspace is open (workspace.ts): no navigation, toolbar or footer, and the page uses
   * the whole window. Each part becomes null in its place, so the page itself is never re-mounted.
   */
  bare?: boolean;
  children: ReactNode;
}

/** Caps its content at the container width when the layout asks for it (not in a workspace). */
function Width({ container, bare, children }: { container: boolean; bare?: boolean; children: ReactNode }) {
  if (!container) return children;
  return (
    <div className={classes.container} style={{ maxWidth: bare ? undefined : CONTAINER_MAX_WIDTH_PX }}>
      {children}
    </div>
  );
}

/**
 * The parts every layout shares: a toolbar and footer each either fixed (outside the scrolling area) or
 * static (scrolling with the page), and the main area in the main theme. `underToolbar` (the horizontal
 * navigation) stays fixed under a fixed toolbar.
 */
function Frame({
  settings,
  toolbar,
  children,
  container,
  underToolbar,
  bare = false,
}: Pick<LayoutProps, "settings" | "toolbar" | "children" | "bare"> & {
  container: boolean;
  underToolbar?: ReactNode;
}) {
  const { config } = settings.layout;
  const bar =
    config.toolbar.display && !bare ? (
      <Region
        theme={settings.theme.toolbar}
        component="header"
        className={classes.toolbar}
        data-testid="toolbar"
      >
        <Width container={container}>{toolbar}</Width>
      </Region>
    ) : null;
  const footer =
    config.footer.display && !bare ? (
      <Region theme={settings.theme.footer} component="footer" className={classes.footer}>
        <Width container={container}>
          <ShellFooter />
        </Width>
      </Region>
    ) : null;
  const fixedBar = config.toolbar.position === "fixed";
  const fixedFooter = config.footer.position === "fixed";
  return (
    <>
      {fixedBar ? bar : null}
      {underToolbar}
      <Region
        theme={settings.theme.main}
        className={classes.scroller}
        data-scroll-restoration-id="shell-content"
      >
        {fixedBar ? null : bar}
        <main id="main-content" className={classes.content} tabIndex={-1}>
          <Width container={config.mode === "container"} bare={bare}>
            {children}
          </Width>
        </main>
        {fixedFooter ? null : footer}
      </Region>
      {fixedFooter ? footer : null}
    </>
  );
}

/** Vertical layout, and boxed: the same inside a centred box of at most 1280 px. */
export function VerticalLayout({
  settings,
  items,
  loading,
  isMobile,
  toolbar,
  aside,
  bare = false,
  children,
}: LayoutProps) {
  const boxed = settings.layout.style === "boxed";
  const shell = (
    <div
      className={classes.root}
      style={boxed && !bare ? { maxWidth: BOXED_MAX_WIDTH_PX } : undefined}
      data-layout={settings.layout.style}
      data-bare={bare || undefined}
      data-testid="shell"
    >
      <div className={classes.body}>
        {settings.layout.config.navbar.display && !isMobile && !bare ? (
          <VerticalNavbar settings={settings} items={items} loading={loading} />
        ) : null}
        <div className={classes.column}>
          <Frame settings={settings} toolbar={toolbar} container={false} bare={bare}>
            {children}
          </Frame>
        </div>
        {bare ? null : aside}
      </div>
    </div>
  );
  return boxed ? (
    <div className={classes.boxedOuter} data-bare={bare || undefined}>
      {shell}
    </div>
  ) : (
    shell
  );
}

/** Horizontal layout: toolbar, a navigation bar under it, then the page; the container variant is centred. */
export function HorizontalLayout({
  settings,
  items,
  isMobile,
  toolbar,
  bare = false,
  children,
}: LayoutProps) {
  const container = settings.layout.config.mode === "container";
  const navigation =
    settings.layout.config.navbar.display && !isMobile && !bare ? (
      <Region theme={settings.theme.navbar} className={classes.hnavbar} data-testid="navbar">
        <Width container={container}>
          <HorizontalNavigation items={items} />
        </Width>
      </Region>
    ) : null;
  return (
    <div className={classes.root} data-layout="horizontal" data-bare={bare || undefined} data-testid="shell">
      <Frame
        settings={settings}
        toolbar={toolbar}
        container={container}
        underToolbar={navigation}
        bare={bare}
      >
        {children}
      </Frame>
    </div>
  );
}
