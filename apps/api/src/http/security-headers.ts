import type { MiddlewareHandler } from "hono";
import { secureHeaders } from "hono/secure-headers";

/**
 * Security headers for everything the server answers. The CSP suits the studio SPA served from the
 * same origin: Mantine sets inline styles, creatives are framed from this origin (they carry their
 * own `Content-Security-Policy: sandbox`), and nothing else may frame the studio. A header a handler set
 * itself wins (stored files and the QR text page send a stricter CSP, public images a cross-origin CORP).
 */
export const securityHeaders = secureHeaders({
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", "data:", "blob:", "https:"],
    fontSrc: ["'self'", "data:"],
    connectSrc: ["'self'"],
    // The XR editor compiles a poster into an image target with MindAR, whose compiler starts its worker
    // from a blob URL of its own code (issue 35); only scripts already allowed here can make one.
    workerSrc: ["'self'", "blob:"],
    // Only the studio's own creatives are framed (sandboxed, without `allow-same-origin`): another
    // site's page inside the preview's header would pass as ours.
    frameSrc: ["'self'"],
    mediaSrc: ["'self'", "blob:", "https:"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'self'"],
  },
  referrerPolicy: "strict-origin-when-cross-origin",
  xContentTypeOptions: "nosniff",
  xFrameOptions: "SAMEORIGIN",
  crossOriginResourcePolicy: "same-origin",
  crossOriginEmbedderPolicy: false,
  // Browsers ignore HSTS over plain HTTP and scanners flag it, so it is sent only over HTTPS (below).
  strictTransportSecurity: false,
  overwrite: false,
});

/**
 * Powerful features the studio never uses, switched off for its pages and everything they frame. Only
 * features browsers know: Chromium warns in the console of every page about one it does not (it did
 * about `bluetooth`, which it does not control by policy). Hosted
 * creatives (`/creatives/*`) are left to the page that frames them: a publisher's page decides what an ad
 * may use (a 360° view reads the gyroscope).
 */
export const STUDIO_PERMISSIONS_POLICY =
  "camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), hid=(), display-capture=()";

const HSTS = "max-age=15552000; includeSubDomains";

/**
 * The headers that depend on how the request came: HSTS when it reached us over HTTPS (directly, or
 * through a trusted proxy that says `X-Forwarded-Proto: https`), and the Permissions-Policy on
 * everything but hosted creatives.
 */
export function transportHeaders(trustProxy: boolean): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const forwarded = c.req.header("x-forwarded-proto")?.split(",")[0]?.trim().toLowerCase();
    const https = new URL(c.req.url).protocol === "https:" || (trustProxy && forwarded === "https");
    if (https && !c.res.headers.has("strict-transport-security"))
      c.res.headers.set("Strict-Transport-Security", HSTS);
    if (!c.req.path.startsWith("/creatives/") && !c.res.headers.has("permissions-policy"))
      c.res.headers.set("Permissions-Policy", STUDIO_PERMISSIONS_POLICY);
  };
}
