// The ad-export feature's public face.
export { adExportRoutes } from "./routes.js";
