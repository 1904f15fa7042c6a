import { quickPanelEndpoints } from "@adstudio/contract";
import { contractRoutes } from "../../http/contract-routes.js";
import { authOf } from "../auth/index.js";
import { quickPanelData } from "./service.js";

/** The quick side panel's data (spec shell §7), mounted under `/api/quick-panel`. */
export const quickPanelRoutes = contractRoutes("/api/quick-panel", quickPanelEndpoints, {
  data: (c) => quickPanelData(c.var.deps, authOf(c)),
});
