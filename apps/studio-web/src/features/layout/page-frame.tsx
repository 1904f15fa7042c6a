import { PAGE_HEADER_HEIGHT_PX, SIDEBAR_WIDTH_PX } from "@adstudio/core";
import { Box, Group, Stack, Text, Title } from "@mantine/core";
import type { CSSProperties, ReactNode } from "react";
import { BackLink, type BackLinkProps } from "./back-link";
import classes from "./page-frame.module.css";

interface PageFrameProps {
  title: ReactNode;
  /**
   * A back arrow before the title (editors and details pages), kept out of the heading so the heading's
   * name is the title alone ('Create User', not 'Back to Users Create User').
   */
  back?: BackLinkProps;
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
  back,
  subtitle,
  actions,
  toolbar,
  leftSidebar,
  rightSidebar,
  innerScroll = false,
  children,
}: PageFrameProps) {
  const heading = (
    <Title order={1} size="h2">
      {title}
    </Title>
  );
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
          {back ? (
            <Group gap="xs" wrap="nowrap">
              <BackLink {...back} />
              {heading}
            </Group>
          ) : (
            heading
          )}
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
