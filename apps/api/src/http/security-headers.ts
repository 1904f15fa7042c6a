import { secureHeaders } from "hono/secure-headers";

/**
 * Security headers for everything the server answers. The CSP suits the studio SPA served from the
 * same origin: Mantine sets inline styles, creatives are framed from this origin (they carry their
 * own `Content-Security-Policy: sandbox`), and nothing else may frame the studio.
 */
export const securityHeaders = secureHeaders({
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", "data:", "blob:", "https:"],
    fontSrc: ["'self'", "data:"],
    connectSrc: ["'self'"],
    frameSrc: ["'self'"],
    mediaSrc: ["'self'", "blob:"],
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
});
