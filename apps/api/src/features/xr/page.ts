import type { XrPhoneConfig } from "@adstudio/creative/xr";

/**
 * The XR phone page's CSP, for this page only. The creative itself stays in its sandboxed frame (an opaque
 * origin cannot open the camera, so this trusted page does, and tracks). What it adds over the studio's:
 * `worker-src blob:` because MindAR starts its matching worker from a blob URL it makes from its own
 * bundled code, and `camera=(self)` in the Permissions-Policy. No 'unsafe-eval' and no
 * 'wasm-unsafe-eval': TensorFlow.js runs on WebGL (a wasm probe inside it fails quietly and is unused).
 */
export const XR_PAGE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "worker-src blob:",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "media-src 'self' blob:",
  "connect-src 'self'",
  "frame-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join("; ");

export const XR_PAGE_PERMISSIONS = "camera=(self), microphone=(), geolocation=(), payment=(), usb=()";

/** What the page's script needs besides `xr.json`: where the version lives and where beacons go. */
export interface XrPageData extends XrPhoneConfig {
  ad: string;
  version: number;
  /** `/creatives/{ad}/{version}/` */
  folder: string;
  library: string;
}

/** JSON inside `<script type="application/json">`: `<` escaped so no `</script>` can end it. */
const jsonForScript = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

/**
 * The page the ad's QR code opens. It explains why it asks for the camera before asking, offers the
 * poster instead, and frames the published creative (`#xr`: the frame leaves the camera to this page).
 */
export function xrPageHtml(data: XrPageData): string {
  const frame = `${data.folder}${encodeURIComponent(data.size)}/index.html#xr`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<meta name="robots" content="noindex">
<title>Point your camera at the poster</title>
<link rel="stylesheet" href="/xr/phone.css">
</head>
<body>
<main class="xr" data-mode="intro">
<video class="xr-camera" muted playsinline hidden aria-hidden="true"></video>
<div class="xr-stage"><iframe class="xr-ad" title="The ad" src="${frame}" sandbox="allow-scripts allow-popups allow-popups-to-escape-sandbox" allow="autoplay; fullscreen; accelerometer; gyroscope" width="${data.design.width}" height="${data.design.height}"></iframe></div>
<section class="xr-intro" aria-labelledby="xr-title">
<h1 id="xr-title">Point your camera at the poster</h1>
<p>This ad uses your phone's camera to find the poster in front of you and show the ad on it. The picture stays on your phone: nothing is recorded or sent.</p>
<button type="button" class="xr-open">Open camera</button>
<button type="button" class="xr-skip">Show the poster instead</button>
</section>
<p class="xr-status" role="status" aria-live="polite"></p>
</main>
<script type="application/json" id="xr-config">${jsonForScript(data)}</script>
<script type="module" src="/xr/phone.js"></script>
</body>
</html>
`;
}
