import { PAGE_HEADER_HEIGHT_PX, SIDEBAR_WIDTH_PX } from "@adstudio/core";
import { Box, Group, Stack, Text, Title } from "@mantine/core";
import type { CSSProperties, ReactNode } from "react";
import classes from "./page-frame.module.css";

interface PageFrameProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Buttons at the header's end (e.g. 'New'). */
  actions?: ReactNode;
  /** The content toolbar under the header: filters, search, view switches. */
  toolbar?: ReactNode;
  leftSidebar?: ReactNode;
  rightSidebar?: ReactNode;
  /** Scroll the content inside the frame (header and toolbar stay put) instead of with the page. */
  innerScroll?: boolean;
  children: ReactNode;
}

const sidebarWidth = { "--page-sidebar-width": `${SIDEBAR_WIDTH_PX}px` } as CSSProperties;

/**
 * A page inside the shell (spec shell §2 'Page layout'): header, optional content toolbar, optional
 * sidebars (240 px) and the content, optionally with its own scroll.
 */
export function PageFrame({
  title,
  subtitle,
  actions,
  toolbar,
  leftSidebar,
  rightSidebar,
  innerScroll = false,
  children,
}: PageFrameProps) {
  return (
    <Box className={classes.page} data-inner-scroll={innerScroll || undefined}>
      <Group
        component="header"
        className={classes.header}
        mih={PAGE_HEADER_HEIGHT_PX.normal}
        justify="space-between"
        wrap="wrap"
      >
        <Stack gap={4}>
          <Title order={1} size="h2">
            {title}
          </Title>
          {subtitle ? <Text c="dimmed">{subtitle}</Text> : null}
        </Stack>
        {actions ? <Group gap="xs">{actions}</Group> : null}
      </Group>
      {toolbar ? (
        <Group className={classes.toolbar} role="toolbar" aria-label="Page toolbar" gap="sm">
          {toolbar}
        </Group>
      ) : null}
      <div className={classes.body}>
        {leftSidebar ? (
          <aside className={classes.sidebar} style={sidebarWidth}>
            {leftSidebar}
          </aside>
        ) : null}
        <div className={classes.content}>{children}</div>
        {rightSidebar ? (
          <aside className={classes.sidebar} style={sidebarWidth}>
            {rightSidebar}
          </aside>
        ) : null}
      </div>
    </Box>
  );
}
