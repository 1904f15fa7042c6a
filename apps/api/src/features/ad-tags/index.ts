// The ad-tags feature's public face.
export { adTagRoutes } from "./routes.js";
export { adTags } from "./service.js";
