import type { ApiClient, QrLinkRecord } from "@adstudio/api-client";
import type { CliContext } from "../../lib/context.js";
import { formatFields } from "../../lib/output.js";

/** Prints one QR link: JSON with `--json`, else `key: value` lines. */
export function printQrLink(context: CliContext, api: ApiClient, qrLink: QrLinkRecord, json: boolean): void {
  if (json) {
    context.out.json({ qrLink });
    return;
  }
  context.out.data(
    formatFields([
      ["Name", qrLink.id],
      ["Type", qrLink.type],
      [qrLink.type === "url" ? "URL" : "Text", qrLink.targetUrl],
      ["Scans", String(qrLink.scanCount)],
      ["Scan URL", qrLink.scanUrl],
      ["Image", api.qr.imageUrl(qrLink._id)],
      ["ID", qrLink._id],
    ]),
  );
}
