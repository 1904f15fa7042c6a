import { escapeHtml } from "@adstudio/core";
/** The pages a scan can answer: no script, no outside resources, nothing from the link unescaped. */
export const SCAN_PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'";

const STYLE =
  "body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;" +
  "background:#f5f6f8;color:#1f2430;font:18px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif}" +
  "main{max-width:40rem;margin:1.5rem;padding:1.5rem 1.75rem;background:#fff;border-radius:12px;" +
  "box-shadow:0 2px 12px rgba(0,0,0,.08)}" +
  "p{margin:0;white-space:pre-wrap;overflow-wrap:anywhere}h1{margin:0 0 .5rem;font-size:1.25rem}";

function page(title: string, body: string): string {
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<meta name="robots" content="noindex">' +
    `<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>` +
    `<body><main>${body}</main></body></html>`
  );
}

/** A text-type link: the text as it was entered, escaped, line breaks kept. */
export function textPage(name: string, text: string): string {
  return page(name, `<p>${escapeHtml(text)}</p>`);
}

export function notFoundPage(): string {
  return page(
    "QR code not found",
    "<h1>QR code not found</h1><p>This QR code does not lead anywhere (any more).</p>",
  );
}

export function unavailablePage(): string {
  return page(
    "Please try again",
    "<h1>Please try again</h1><p>The scan could not be recorded just now. Scan the code again in a moment.</p>",
  );
}
