export { XR_LIBRARY_URL } from "./library.js";
export { xrPageRoutes, xrTargetRoutes } from "./routes.js";
export { xrTargetStorageKey } from "./target.js";
