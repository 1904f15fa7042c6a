import { ActionIcon, Badge, Group, Tooltip } from "@mantine/core";
import { IconArrowLeft, IconKeyboard } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import { formatLabel } from "../../ads/formats";
import { useCan } from "../../master-data";
import { RM_TEMPLATES_PATH } from "../../rich-templates/queries";
import { SaveAsTemplate } from "../../rich-templates/save-as-template";
import { useAutosave, useEditedAd, useEditedKind } from "../editor-context";
import { AdNameField } from "./ad-name-field";
import { DownloadMenu } from "./download-menu";
import classes from "./editor-shell.module.css";
import { HistoryButtons } from "./history-buttons";
import { PreviewButton } from "./preview-button";
import { PublishButton } from "./publish-button";
import { SaveStatusIndicator } from "./save-status";
import { SaveTemplateButton } from "./save-template-button";
import { ViewControls } from "./view-controls";

/**
 * The editor's top bar: back, name and format, save state, history, view, and the ad's actions. A
 * template says so, goes back to the template list, and is saved instead of published or downloaded.
 */
export function EditorToolbar({ onShortcuts }: { onShortcuts: () => void }) {
  const ad = useEditedAd();
  const template = useEditedKind() === "template";
  const autosave = useAutosave();
  const canDownload = useCan("downloadHtml") && !template;
  const canSaveAsTemplate = useCan("createTemplates") && !template;
  const back = template ? "Back to the templates" : "Back to the ad's details";
  return (
    <Group component="header" className={classes.toolbar} justify="space-between" wrap="nowrap" gap="xs">
      <Group gap="xs" wrap="nowrap" miw={0}>
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
          <Badge variant="light" color="grape" c="grape.9" data-testid="template-badge">
            Template
          </Badge>
        ) : null}
        <Badge variant="light" color="gray" c="gray.9" visibleFrom="xl">
          {formatLabel(ad.type)}
        </Badge>
        <SaveStatusIndicator />
      </Group>
      <Group gap="xs" wrap="nowrap">
        <HistoryButtons />
        <ViewControls />
        <Tooltip label="Keyboard shortcuts (?)">
          <ActionIcon
            variant="subtle"
            size="lg"
            aria-label="Keyboard shortcuts"
            onClick={onShortcuts}
            visibleFrom="xl"
          >
            <IconKeyboard size={20} />
          </ActionIcon>
        </Tooltip>
        <PreviewButton />
        {canSaveAsTemplate ? <SaveAsTemplate ad={ad} compact beforeSave={autosave.flush} /> : null}
        {canDownload ? <DownloadMenu /> : null}
        {template ? <SaveTemplateButton /> : <PublishButton />}
      </Group>
    </Group>
  );
}
