import { ActionIcon, Affix, DirectionProvider, useDirection } from "@mantine/core";
import { useDisclosure, useMediaQuery } from "@mantine/hooks";
import { IconSettings } from "@tabler/icons-react";
import { lazy, type ReactNode, Suspense, useEffect, useState } from "react";
import { I18nextProvider } from "react-i18next";
import { ChatPanel } from "../chat/chat-panel";
import { i18n } from "../i18n/i18n";
import { useNavigation } from "../navigation/use-navigation";
import { QuickPanel } from "../quick-panel/quick-panel";
import { NavigationSearch } from "../search/nav-search";
import { useShellSettings } from "../settings/settings-store";
import { navbarStore } from "./navbar-store";
import classes from "./shell.module.css";
import { HorizontalLayout, VerticalLayout } from "./shell-layouts";
import { Toolbar } from "./toolbar";
import { useIsMobile } from "./use-mobile";
import { MobileNavbar } from "./vertical-navbar";
import { useWorkspaceOpen } from "./workspace";

// The panel's form controls are only needed once someone opens it, so they load on first use.
const SettingsPanel = lazy(() =>
  import("../settings/settings-panel").then((module) => ({ default: module.SettingsPanel })),
);

/**
 * The chat's contact strip is docked only from Mantine's xl breakpoint (88em): at 1280 px the data tables
 * need every pixel, and the toolbar's chat toggle serves those widths. (The editor is full-screen.)
 */
const CHAT_DOCK_QUERY = "(min-width: 88em)";

/** The floating settings button sits on the side away from the navbar, so it never covers it. */
function floatingSide(dir: "ltr" | "rtl", navbar: "left" | "right"): "left" | "right" {
  const navbarOnPhysicalRight = (navbar === "right") === (dir === "ltr");
  return navbarOnPhysicalRight ? "left" : "right";
}

function ShellFrame({ children }: { children: ReactNode }) {
  const settings = useShellSettings();
  const isMobile = useIsMobile();
  const roomForChatStrip = useMediaQuery(CHAT_DOCK_QUERY, false, { getInitialValueInEffect: false });
  const { dir } = useDirection();
  const { items, loading } = useNavigation();
  const [settingsOpen, settingsPanel] = useDisclosure(false);
  const [settingsUsed, setSettingsUsed] = useState(false);
  if (settingsOpen && !settingsUsed) setSettingsUsed(true);
  const { style, config } = settings.layout;
  // The editor and other full-screen workspaces take the whole window: no navigation, bars or chat rail.
  const bare = useWorkspaceOpen();

  // Growing past the breakpoint must not leave an invisible drawer (and its focus trap) open.
  useEffect(() => {
    if (!isMobile) navbarStore.closeMobile();
  }, [isMobile]);

  const Layout = style === "horizontal" ? HorizontalLayout : VerticalLayout;
  // Wide vertical layouts dock the chat's contact strip at the edge; elsewhere the toolbar opens the chat.
  const chatDocked = roomForChatStrip && style !== "horizontal";
  const toolbar = (
    <Toolbar
      settings={settings}
      items={items}
      isMobile={isMobile}
      chatToggle={!chatDocked}
      onOpenSettings={settingsPanel.open}
    />
  );
  return (
    <>
      {bare ? null : (
        <a href="#main-content" className={classes.skipLink}>
          Skip to content
        </a>
      )}
      <Layout
        settings={settings}
        items={items}
        loading={loading}
        isMobile={isMobile}
        toolbar={toolbar}
        aside={chatDocked ? <ChatPanel docked /> : null}
        bare={bare}
      >
        {children}
      </Layout>
      {chatDocked || bare ? null : <ChatPanel docked={false} />}
      <QuickPanel />
      {isMobile && config.navbar.display && !bare ? (
        <MobileNavbar settings={settings} items={items} loading={loading} dir={dir} />
      ) : null}
      {config.toolbar.display || bare ? null : (
        // Without a toolbar the settings would be out of reach; a floating button stands in for it.
        <Affix position={{ bottom: 88, [floatingSide(dir, config.navbar.position)]: 16 }}>
          <ActionIcon
            size={44}
            radius="xl"
            aria-label="Settings"
            onClick={settingsPanel.open}
            variant="filled"
          >
            <IconSettings size={22} />
          </ActionIcon>
        </Affix>
      )}
      <NavigationSearch items={items} />
      {settingsUsed ? (
        <Suspense fallback={null}>
          <SettingsPanel opened={settingsOpen} onClose={settingsPanel.close} />
        </Suspense>
      ) : null}
    </>
  );
}

/**
 * The studio's chrome around a page: providers the shell alone needs (navigation texts, direction
 * that follows <html dir>), the layout chosen in the settings, search and the settings panel.
 */
export function AppShell({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <DirectionProvider detectDirection>
        <ShellFrame>{children}</ShellFrame>
      </DirectionProvider>
    </I18nextProvider>
  );
}
