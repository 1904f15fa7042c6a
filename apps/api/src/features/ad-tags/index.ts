// The ad-tags feature's public face.
export { adTagRoutes } from "./routes.js";
