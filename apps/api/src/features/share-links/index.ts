// The share-links feature's public face: what other features may use. Everything else here is internal.
export { openShareLink, type ShareAccess, shareTokenHash } from "./access.js";
export { reviewPageHeaders } from "./review-page.js";
export { reviewRoutes, shareLinkRoutes } from "./routes.js";
