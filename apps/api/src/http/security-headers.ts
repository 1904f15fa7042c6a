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
    // Creatives may live on any https host (a CDN, a publisher's ad server); they are always framed
    // with `sandbox` and no `allow-same-origin`, so framing them cannot reach the studio.
    frameSrc: ["'self'", "https:"],
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
  overwrite: false,
});
