import type { AdRecord } from "@adstudio/api-client";
import { Tabs } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { type CSSProperties, useRef } from "react";
import { useNoticesInside } from "../../lib/notice-place";
import { useFullScreenWorkspace } from "../layout/workspace";
import { ActionsPanel } from "./actions/actions-panel";
import { AssetsPanel } from "./assets/assets-panel";
import { EditorCanvas } from "./canvas/editor-canvas";
import { CANVAS_SHORTCUTS } from "./canvas/shortcuts";
import { EditorCommentsProvider, useEditorComments } from "./comments/comments-state";
import { COMMENT_MODE_SHORTCUT, COMMENTS_SHORTCUT } from "./comments/comments-toggle";
import { EditorCommentsPanel } from "./comments/editor-comments-panel";
import { EditorProvider } from "./editor-context";
import { LayersPanel } from "./layers/layers-panel";
import type { EditedKind } from "./model/edited-kind";
import { PageStrip } from "./pages/page-strip";
import { PropertiesPanel } from "./properties/properties-panel";
import { ConflictDialog } from "./shell/conflict-dialog";
import { EDITOR_TOOLBAR_PX } from "./shell/dock-size";
import classes from "./shell/editor-shell.module.css";
import { EditorToolbar } from "./shell/editor-toolbar";
import { LeaveGuard } from "./shell/leave-guard";
import { EDITOR_SHORTCUTS, ShortcutsDialog, useEditorHotkeys } from "./shell/shortcuts";
import { TimelineDock } from "./shell/timeline-dock";
import { TimelinePanel } from "./timeline/timeline-panel";

const toolbarHeight = { "--editor-toolbar-height": `${EDITOR_TOOLBAR_PX}px` } as CSSProperties;

/**
 * The ad editor (`/studio/pro-ad/{adId}`, issue 13): toolbar; layers and assets on the left; the canvas;
 * properties, animation and actions on the right; pages and the timeline below. One editing session per ad.
 * It is a full-screen workspace (issue 28): the shell's navigation, bars and chat rail make way for it.
 * With `kind="template"` it edits a rich-media template (`/studio/rm-update/{id}`): saved, not published.
 */
export function EditorPage({ ad, kind = "ad" }: { ad: AdRecord; kind?: EditedKind }) {
  return (
    <EditorProvider ad={ad} kind={kind}>
      <EditorCommentsProvider>
        <EditorLayout />
      </EditorCommentsProvider>
    </EditorProvider>
  );
}

function EditorLayout() {
  const [help, helpDialog] = useDisclosure(false);
  useEditorHotkeys(helpDialog.open);
  useFullScreenWorkspace();
  // Notices show at the foot of the canvas area, clear of the toolbar, the panels and the timeline.
  const canvasArea = useRef<HTMLElement>(null);
  useNoticesInside(canvasArea);
  const comments = useEditorComments();
  return (
    <div className={classes.editor} style={toolbarHeight} data-testid="ad-editor">
      <EditorToolbar onShortcuts={helpDialog.open} />
      <aside className={classes.left} aria-label="Layers and assets">
        <Tabs defaultValue="layers" keepMounted={false}>
          <Tabs.List grow>
            <Tabs.Tab value="layers">Layers</Tabs.Tab>
            <Tabs.Tab value="assets">Assets</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="layers" p="sm">
            <LayersPanel />
          </Tabs.Panel>
          <Tabs.Panel value="assets" p="sm">
            <AssetsPanel />
          </Tabs.Panel>
        </Tabs>
      </aside>
      {/* A region, not <main>: the shell's main landmark already holds the whole editor. */}
      <section ref={canvasArea} className={classes.canvas} aria-label="Canvas">
        <EditorCanvas />
      </section>
      {comments?.shown ? (
        <aside className={classes.right} aria-label="Comments">
          <div className={classes.commentsPane}>
            <EditorCommentsPanel />
          </div>
        </aside>
      ) : (
        <aside className={classes.right} aria-label="Properties and actions">
          <Tabs defaultValue="properties" keepMounted={false}>
            <Tabs.List grow>
              <Tabs.Tab value="properties">Properties</Tabs.Tab>
              <Tabs.Tab value="actions">Actions</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="properties" p="sm">
              <PropertiesPanel />
            </Tabs.Panel>
            <Tabs.Panel value="actions" p="sm">
              <ActionsPanel />
            </Tabs.Panel>
          </Tabs>
        </aside>
      )}
      <TimelineDock>
        <PageStrip />
        <TimelinePanel />
      </TimelineDock>
      <ConflictDialog />
      <LeaveGuard />
      <ShortcutsDialog
        opened={help}
        onClose={helpDialog.close}
        groups={[
          { title: "Editor", shortcuts: [...EDITOR_SHORTCUTS, COMMENTS_SHORTCUT, COMMENT_MODE_SHORTCUT] },
          { title: "Canvas", shortcuts: CANVAS_SHORTCUTS },
        ]}
      />
    </div>
  );
}
