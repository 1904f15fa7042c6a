import type { ExportServer } from "@adstudio/contract";
import { Menu } from "@mantine/core";
import { IconPackageExport } from "@tabler/icons-react";
import { VIDEO_FORMATS } from "./download-package";

/**
 * The "Download package for ad servers" items of a download menu (ad details, the editor): both layouts,
 * or CM360's or GAM's alone. Nothing for video ads (their VAST tag is the tag). `published` false shows
 * the items disabled with why; undefined (the editor, which may have just published) leaves it to the server.
 */
export function PackageItems({
  type,
  published,
  onDownload,
}: {
  type: string;
  published?: boolean;
  onDownload: (server?: ExportServer) => void;
}) {
  if (VIDEO_FORMATS.includes(type)) return null;
  const disabled = published === false;
  return (
    <>
      <Menu.Divider />
      <Menu.Label>
        {disabled ? "For ad servers: publish the ad first" : "For ad servers (published version)"}
      </Menu.Label>
      <Menu.Item
        leftSection={<IconPackageExport size={16} />}
        disabled={disabled}
        onClick={() => onDownload()}
      >
        Download package for ad servers
      </Menu.Item>
      <Menu.Item disabled={disabled} onClick={() => onDownload("cm360")}>
        CM360 batch upload only
      </Menu.Item>
      <Menu.Item disabled={disabled} onClick={() => onDownload("gam")}>
        Google Ad Manager only
      </Menu.Item>
    </>
  );
}
