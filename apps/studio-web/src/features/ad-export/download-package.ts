import type { ExportServer } from "@adstudio/contract";
import { useState } from "react";
import { api } from "../../lib/api";
import { notify } from "../../lib/notify";
import { reportError } from "../../lib/report-error";
import { safeFileName, saveBlob } from "../preview/download";

/** Video formats are trafficked with their VAST tag: they have no package for ad servers. */
export const VIDEO_FORMATS: readonly string[] = ["vast", "vpaid"];

/** The package's file name: `Spring_sale-ad-servers.zip`, or `-cm360` / `-gam` for one layout. */
export const packageFileName = (name: string, server?: ExportServer) =>
  `${safeFileName(name, "ad")}-${server ?? "ad-servers"}.zip`;

/**
 * Downloading an ad's package for ad servers: `busy` while the server draws the backup images and packs
 * the zip (a few seconds for many sizes), so the menu's button can show it is working.
 */
export function useDownloadPackage(ad: { id: string; name: string }) {
  const [busy, setBusy] = useState(false);
  const download = async (server?: ExportServer) => {
    setBusy(true);
    try {
      const zip = await api.ads.exportPackage(ad.id, server);
      saveBlob(new Blob([zip], { type: "application/zip" }), packageFileName(ad.name, server));
      notify("The package for ad servers is downloaded.", "success");
    } catch (error) {
      reportError(error, "Could not download the package for ad servers.");
    } finally {
      setBusy(false);
    }
  };
  return { busy, download };
}
