import { ALL_SIZES } from "@adstudio/contract";
import { ActionIcon, Menu, Tooltip } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { useState } from "react";
import { useShallow } from "zustand/react/shallow";
import { reportError } from "../../../lib/report-error";
import { downloadAdZip } from "../../ads/download-zip";
import { sizeNames } from "../../ads/formats";
import { useAutosave, useEditor } from "../editor-context";

/** Download HTML5 (downloadHtml): one size of the saved ad as a zip; unsaved changes are saved first. */
export function DownloadMenu() {
  const autosave = useAutosave();
  const adId = useEditor((s) => s.adId);
  const name = useEditor((s) => s.document.name);
  const sizes = useEditor(useShallow((s) => Object.keys(s.document.teaser)));
  const names = sizeNames(Object.fromEntries(sizes.map((key) => [key, 1])));
  const [busy, setBusy] = useState(false);
  const download = async (size: string, label: string) => {
    setBusy(true);
    try {
      await autosave.flush();
      await downloadAdZip({ id: adId, name }, size, label);
    } catch (error) {
      reportError(error, "Could not download the ad.");
    } finally {
      setBusy(false);
    }
  };
  return (
    <Menu position="bottom-end">
      <Tooltip label="Download HTML5">
        <Menu.Target>
          <ActionIcon variant="default" size="lg" aria-label="Download HTML5" loading={busy}>
            <IconDownload size={18} />
          </ActionIcon>
        </Menu.Target>
      </Tooltip>
      <Menu.Dropdown>
        {sizes.length > 1 ? (
          <>
            <Menu.Item onClick={() => void download(ALL_SIZES, "all-sizes")}>
              All sizes (a zip of each size's zip)
            </Menu.Item>
            <Menu.Divider />
          </>
        ) : null}
        <Menu.Label>One size as a zip</Menu.Label>
        {sizes.map((size, index) => (
          <Menu.Item key={size} onClick={() => void download(size, names[index] ?? size)}>
            {names[index] ?? size}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
