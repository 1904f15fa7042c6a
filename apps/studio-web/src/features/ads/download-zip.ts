import { api } from "../../lib/api";
import { safeFileName, saveBlob } from "../preview/download";

/** Saves one size of a saved ad as its zip, named after the ad and the size (`Spring_sale-300x250.zip`). */
export async function downloadAdZip(ad: { id: string; name: string }, size: string, label: string) {
  const zip = await api.ads.downloadZip(ad.id, size);
  saveBlob(new Blob([zip], { type: "application/zip" }), `${safeFileName(ad.name, "ad")}-${label}.zip`);
}
