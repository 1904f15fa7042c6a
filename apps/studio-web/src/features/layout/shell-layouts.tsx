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
  children: ReactNode;
}

/** Caps its content at the container width when the layout asks for it. */
function Width({ container, children }: { container: boolean; children: ReactNode }) {
  if (!container) return children;
  return (
    <div className={classes.container} style={{ maxWidth: CONTAINER_MAX_WIDTH_PX }}>
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
}: Pick<LayoutProps, "settings" | "toolbar" | "children"> & {
  container: boolean;
  underToolbar?: ReactNode;
}) {
  const { config } = settings.layout;
  const bar = config.toolbar.display ? (
    <Region
      theme={settings.theme.toolbar}
      component="header"
      className={classes.toolbar}
      data-testid="toolbar"
    >
      <Width container={container}>{toolbar}</Width>
    </Region>
  ) : null;
  const footer = config.footer.display ? (
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
          <Width container={config.mode === "container"}>{children}</Width>
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
  children,
}: LayoutProps) {
  const boxed = settings.layout.style === "boxed";
  const shell = (
    <div
      className={classes.root}
      style={boxed ? { maxWidth: BOXED_MAX_WIDTH_PX } : undefined}
      data-layout={settings.layout.style}
      data-testid="shell"
    >
      <div className={classes.body}>
        {settings.layout.config.navbar.display && !isMobile ? (
          <VerticalNavbar settings={settings} items={items} loading={loading} />
        ) : null}
        <div className={classes.column}>
          <Frame settings={settings} toolbar={toolbar} container={false}>
            {children}
          </Frame>
        </div>
        {aside}
      </div>
    </div>
  );
  return boxed ? <div className={classes.boxedOuter}>{shell}</div> : shell;
}

/** Horizontal layout: toolbar, a navigation bar under it, then the page; the container variant is centred. */
export function HorizontalLayout({ settings, items, isMobile, toolbar, children }: LayoutProps) {
  const container = settings.layout.config.mode === "container";
  const navigation =
    settings.layout.config.navbar.display && !isMobile ? (
      <Region theme={settings.theme.navbar} className={classes.hnavbar} data-testid="navbar">
        <Width container={container}>
          <HorizontalNavigation items={items} />
        </Width>
      </Region>
    ) : null;
  return (
    <div className={classes.root} data-layout="horizontal" data-testid="shell">
      <Frame settings={settings} toolbar={toolbar} container={container} underToolbar={navigation}>
        {children}
      </Frame>
    </div>
  );
}
