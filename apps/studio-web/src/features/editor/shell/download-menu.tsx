import { ActionIcon, Menu, Tooltip } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { useState } from "react";
import { useShallow } from "zustand/react/shallow";
import { reportError } from "../../../lib/report-error";
import { useDownloadPackage } from "../../ad-export/download-package";
import { PackageItems } from "../../ad-export/package-items";
import { DownloadSizeItems } from "../../ads/download-size-items";
import { downloadAdZip } from "../../ads/download-zip";
import { useAutosave, useEditedAd, useEditor } from "../editor-context";

/**
 * Download HTML5 (downloadHtml): one size of the saved ad as a zip (unsaved changes are saved first), or
 * the published version's package for ad servers.
 */
export function DownloadMenu() {
  const autosave = useAutosave();
  const adId = useEditor((s) => s.adId);
  const name = useEditor((s) => s.document.name);
  const sizes = useEditor(useShallow((s) => Object.keys(s.document.teaser)));
  const type = useEditedAd().type;
  const adPackage = useDownloadPackage({ id: adId, name });
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
          <ActionIcon
            variant="default"
            size="lg"
            aria-label="Download HTML5"
            loading={busy || adPackage.busy}
          >
            <IconDownload size={18} />
          </ActionIcon>
        </Menu.Target>
      </Tooltip>
      <Menu.Dropdown>
        <DownloadSizeItems sizes={sizes} onDownload={(size, label) => void download(size, label)} />
        {/* The editor may have published since it loaded: the server says when there is no version yet. */}
        <PackageItems type={type} onDownload={(server) => void adPackage.download(server)} />
      </Menu.Dropdown>
    </Menu>
  );
}
