import { ActionIcon, Badge, Group, Tooltip } from "@mantine/core";
import { IconArrowLeft, IconKeyboard } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import { formatLabel } from "../../ads/formats";
import { useCan } from "../../master-data";
import { useEditedAd } from "../editor-context";
import { AdNameField } from "./ad-name-field";
import { DownloadMenu } from "./download-menu";
import classes from "./editor-shell.module.css";
import { HistoryButtons } from "./history-buttons";
import { PreviewButton } from "./preview-button";
import { PublishButton } from "./publish-button";
import { SaveStatusIndicator } from "./save-status";
import { ViewControls } from "./view-controls";

/** The editor's top bar: back, name and format, save state, history, view, and the ad's actions. */
export function EditorToolbar({ onShortcuts }: { onShortcuts: () => void }) {
  const ad = useEditedAd();
  const canDownload = useCan("downloadHtml");
  return (
    <Group component="header" className={classes.toolbar} justify="space-between" wrap="nowrap" gap="xs">
      <Group gap="xs" wrap="nowrap" miw={0}>
        <Tooltip label="Back to the ad's details">
          <ActionIcon
            component={Link}
            to={`/studio/ad-details/${ad._id}`}
            variant="subtle"
            size="lg"
            aria-label="Back to the ad's details"
          >
            <IconArrowLeft size={20} />
          </ActionIcon>
        </Tooltip>
        <AdNameField />
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
        {canDownload ? <DownloadMenu /> : null}
        <PublishButton />
      </Group>
    </Group>
  );
}
