import { ActionIcon, Badge, Group, Tooltip } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconArrowLeft, IconKeyboard, IconTemplate } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import { useRef } from "react";
import { formatLabel } from "../../ads/formats";
import { useCan } from "../../master-data";
import { RM_TEMPLATES_PATH } from "../../rich-templates/queries";
import { SaveAsTemplate } from "../../rich-templates/save-as-template";
import { useCommentsToggle } from "../comments/comments-toggle";
import { useAutosave, useEditedAd, useEditedKind } from "../editor-context";
import { AdNameField } from "./ad-name-field";
import { DownloadMenu } from "./download-menu";
import classes from "./editor-shell.module.css";
import { HistoryButtons } from "./history-buttons";
import { PreviewButton } from "./preview-button";
import { PublishButton } from "./publish-button";
import { SaveStatusIndicator } from "./save-status";
import { SaveTemplateButton } from "./save-template-button";
import { InlineAction, MoreMenu, type OverflowAction, useOverflowCount } from "./toolbar-overflow";
import { ViewControls } from "./view-controls";

/**
 * The editor's top bar: back, name and format, save state, history, view, and the ad's actions. A
 * template says so, goes back to the template list, and is saved instead of published or downloaded.
 * Nothing in it is ever cut off: the name field gives up room first, then the secondary actions move to
 * a "More" menu, one by one (shortcuts first), while Preview and Publish keep their labels.
 */
export function EditorToolbar({ onShortcuts }: { onShortcuts: () => void }) {
  const ad = useEditedAd();
  const template = useEditedKind() === "template";
  const autosave = useAutosave();
  const canDownload = useCan("downloadHtml") && !template;
  const canSaveAsTemplate = useCan("createTemplates") && !template;
  const [saveAsTemplate, saveAsTemplateDialog] = useDisclosure(false);
  const back = template ? "Back to the templates" : "Back to the ad's details";
  const comments = useCommentsToggle(!template);
  // In the order they leave the bar when it runs out of room.
  const overflowable: OverflowAction[] = [
    { label: "Keyboard shortcuts", icon: <IconKeyboard size={18} />, onClick: onShortcuts },
    ...(canSaveAsTemplate
      ? [{ label: "Save as template", icon: <IconTemplate size={18} />, onClick: saveAsTemplateDialog.open }]
      : []),
    // Templates have no comments (issue 31 comments are on an ad's review versions).
    ...(comments ? [comments] : []),
  ];
  const bar = useRef<HTMLDivElement>(null);
  const hidden = useOverflowCount(bar, overflowable.length);
  return (
    <Group
      component="header"
      ref={bar}
      className={classes.toolbar}
      justify="space-between"
      wrap="nowrap"
      gap="md"
    >
      <Group gap="xs" wrap="nowrap" className={classes.toolbarStart}>
        <Tooltip label={back}>
          <ActionIcon
            component={Link}
            to={template ? RM_TEMPLATES_PATH : `/studio/ad-details/${ad._id}`}
            variant="subtle"
            size="lg"
            aria-label={back}
          >
            <IconArrowLeft size={20} />
          </ActionIcon>
        </Tooltip>
        <AdNameField />
        {template ? (
          <Badge
            variant="light"
            color="grape"
            c="grape.9"
            className={classes.fixed}
            data-testid="template-badge"
          >
            Template
          </Badge>
        ) : null}
        <Badge variant="light" color="gray" c="gray.9" className={classes.fixed} data-testid="format-badge">
          {formatLabel(ad.type)}
        </Badge>
        <SaveStatusIndicator />
      </Group>
      <Group gap="xs" wrap="nowrap" className={classes.fixed}>
        <HistoryButtons />
        <ViewControls />
        {overflowable.slice(hidden).map((action) => (
          <InlineAction key={action.label} action={action} />
        ))}
        <PreviewButton />
        {canDownload ? <DownloadMenu /> : null}
        {hidden > 0 ? <MoreMenu actions={overflowable.slice(0, hidden)} /> : null}
        {template ? <SaveTemplateButton /> : <PublishButton />}
      </Group>
      {canSaveAsTemplate ? (
        <SaveAsTemplate
          ad={ad}
          beforeSave={autosave.flush}
          opened={saveAsTemplate}
          onClose={saveAsTemplateDialog.close}
        />
      ) : null}
    </Group>
  );
}
