import { parseSizeKey } from "@adstudio/core";
import type { AdDocument } from "@adstudio/creative";

/**
 * The other fixed sizes of a document by their pixels (`"728x90" → "sz728x90/index.html"`), the folders
 * a version's root page sends a request for those pixels to.
 */
function otherSizeFolders(document: AdDocument): Record<string, string> {
  const folders: Record<string, string> = {};
  for (const key of Object.keys(document.teaser)) {
    const size = parseSizeKey(key);
    if (key === document.baseSize || !size?.width || !size.height) continue;
    folders[`${size.width}x${size.height}`] = `${key}/index.html`;
  }
  return folders;
}

/**
 * A version's root page (the base size, where the ad's `location` points) plus a first script that moves
 * a request for another size's pixels to that size's own folder. The preview page and the embed load a
 * creative as `location?width=728&height=90`, so one address serves every size of a multi-size ad; the
 * rest of the query (`clickTag` overrides) goes along. A one-size ad's page is left as it is.
 */
export function withSizeRedirect(html: string, document: AdDocument): string {
  const folders = otherSizeFolders(document);
  if (Object.keys(folders).length === 0) return html;
  const script =
    `<script>(function(){var q=new URLSearchParams(location.search),f=${JSON.stringify(folders)}` +
    `[q.get("width")+"x"+q.get("height")];if(f)location.replace(f+location.search)})()</script>`;
  return html.replace(/<head[^>]*>/i, (head) => `${head}${script}`);
}
