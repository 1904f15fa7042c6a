import { adPreviewEndpoints } from "@adstudio/contract";
import { contractRoutes } from "../../http/contract-routes.js";
import { publicOrigin } from "../../http/public-url.js";
import { authOf } from "../auth/index.js";
import { previewDraft } from "./draft-preview.js";

/** The saved draft rendered for the preview page, mounted under `/api/ads` (same scoping as the ad). */
export const adPreviewRoutes = contractRoutes("/api/ads", adPreviewEndpoints, {
  // POST /api/ads/preview/{id} – render the saved draft into its own folder → {location, revision}
  previewDraft: (c, { params }) => previewDraft(c.var.deps, authOf(c), params.id, publicOrigin(c)),
});
