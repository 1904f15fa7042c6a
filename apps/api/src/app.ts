import { Hono } from "hono";
import type { AppDeps, AppEnv } from "./app-env.js";
import { databaseUnavailable, isDatabaseUnavailable } from "./db/availability.js";
import { databaseErrorStatus } from "./db/errors.js";
import { adApprovalRoutes } from "./features/ad-approval/index.js";
import { adCommentRoutes } from "./features/ad-comments/index.js";
import { adExportRoutes } from "./features/ad-export/index.js";
import { adTagRoutes } from "./features/ad-tags/index.js";
import { adPreviewRoutes } from "./features/ads/preview-routes.js";
import { publicAdRoutes } from "./features/ads/public-routes.js";
import { adsRoutes } from "./features/ads/routes.js";
import { adVersionRoutes } from "./features/ads/version-routes.js";
import { assetsRoutes } from "./features/assets/routes.js";
import { loginPage } from "./features/auth/login-page.js";
import { authRoutes } from "./features/auth/routes.js";
import { campaignRoutes } from "./features/campaign/routes.js";
import { chatRoutes } from "./features/chat/routes.js";
import { companyRoutes } from "./features/company/routes.js";
import { contactRoutes } from "./features/contact/routes.js";
import { creativeRoutes, creativesFramableAnywhere } from "./features/creatives/routes.js";
import { embedApiRoutes, embedRoutes } from "./features/embed/routes.js";
import { formElementRoutes } from "./features/form-elements/routes.js";
import { healthRoutes } from "./features/health/routes.js";
import { menuCollectionRoutes } from "./features/menu-collection/routes.js";
import { notesRoutes } from "./features/notes/routes.js";
import { openApiRoutes } from "./features/openapi/routes.js";
import { qrRoutes } from "./features/qr/routes.js";
import { scanHotPath } from "./features/qr/scan-hot-path.js";
import { scanRoutes } from "./features/qr/scan-routes.js";
import { quickPanelRoutes } from "./features/quick-panel/routes.js";
import { reportScheduleRoutes } from "./features/report-schedule/routes.js";
import { reviewCommentRoutes } from "./features/review-comments/index.js";
import { richTemplatesRoutes } from "./features/rich-templates/routes.js";
import { robotsRoutes } from "./features/robots/routes.js";
import { roleRoutes } from "./features/roles/routes.js";
import { secretKeyRoutes } from "./features/secret-keys/routes.js";
import { reviewPageHeaders, reviewRoutes, shareLinkRoutes } from "./features/share-links/index.js";
import { showcaseOgImageRoute, showcasePage } from "./features/showcase/og-page.js";
import { showcaseRoutes } from "./features/showcase/routes.js";
import { templatesRoutes } from "./features/templates/routes.js";
import { beaconHotPath } from "./features/tracker/beacon-hot-path.js";
import { beaconRoutes, interactionsRoutes, trackerRoutes } from "./features/tracker/routes.js";
import { userRoutes } from "./features/users/routes.js";
import { vastRoutes } from "./features/vast/routes.js";
import { xrPageRoutes, xrTargetRoutes } from "./features/xr/index.js";
import { apiBodyLimit } from "./http/body-limit.js";
import { compressAnswers } from "./http/compress-answers.js";
import { edgeGuard } from "./http/edge-guard.js";
import { HttpError, sendError } from "./http/errors.js";
import { type HotPath, serverWithHotPaths } from "./http/hot-paths.js";
import { publicPreflight } from "./http/public-cors.js";
import { requestContext } from "./http/request-context.js";
import { responseCheck } from "./http/response-check.js";
import { securityHeaders, transportHeaders } from "./http/security-headers.js";
import { studioStatic } from "./http/studio-static.js";
import { fileRoutes, StorageUnavailableError, storageUnavailable } from "./storage/index.js";

export interface AppOptions {
  /**
   * Checks every answer of a contract endpoint against its definition and reports mismatches here
   * (the API test suite sets it).
   */
  onContractMismatch?: (problem: string) => void;
}

/** Builds the whole HTTP application over already-started dependencies (tests build their own). */
export function createApp(deps: AppDeps, options: AppOptions = {}) {
  const app = new Hono<AppEnv>();

  app.use(async (c, next) => {
    c.set("deps", deps);
    await next();
  });
  // The QR scan path is the hot path (printed codes are scanned in bursts): it runs before the per-request
  // log line and the studio's security headers, and sets its own. Each counted scan is a database row.
  app.route("/q", scanRoutes);
  app.route("/api/tracker", beaconRoutes);
  app.use(requestContext);
  // Publishers frame creatives: their X-Frame-Options is dropped after the security headers add it.
  app.use("/creatives/*", creativesFramableAnywhere);
  app.use(securityHeaders);
  app.use(transportHeaders(deps.config.trustProxy));
  // Every JSON and HTML answer from here on, pages drawn on request included (the public showcase).
  app.use(compressAnswers);
  app.use("/api/*", apiBodyLimit);
  // Hostile input (NUL, unpaired surrogates, non-finite numbers, deep nesting) stops here, once for
  // every route, so no validator, driver or PostgreSQL ever sees it.
  app.use("/api/*", edgeGuard);
  if (options.onContractMismatch) app.use("/api/*", responseCheck(options.onContractMismatch));

  app.route("/api/health", healthRoutes);
  app.route("/api/auth", authRoutes);
  app.route("/api/mail-send", contactRoutes);
  app.route("/api/menuCollection", menuCollectionRoutes);
  app.route("/api/roles", roleRoutes);
  app.route("/api/formElements", formElementRoutes);
  app.route("/api/user", secretKeyRoutes);
  app.route("/api/user", userRoutes);
  app.route("/api/company", companyRoutes);
  app.route("/api/qr", qrRoutes);
  app.route("/api/campaign", campaignRoutes);
  app.route("/api/chat", chatRoutes);
  app.route("/api/quick-panel", quickPanelRoutes);
  // The showcase sits at the spec's paths under several groups (rmcreator, richads, ads).
  app.route("/api", showcaseRoutes);
  app.route("/api/ads", publicAdRoutes);
  app.route("/api/ads", adsRoutes);
  app.route("/api/ads", adVersionRoutes);
  app.route("/api/ads", adTagRoutes);
  app.route("/api/ads", adCommentRoutes);
  app.route("/api/ads", adExportRoutes);
  app.route("/api/ads", adApprovalRoutes);
  app.route("/api/ads", adPreviewRoutes);
  app.route("/api/ads", shareLinkRoutes);
  // Reviewers without an account: public, opened by a share link's token in a header.
  app.route("/api/review", reviewRoutes);
  app.route("/api/review", reviewCommentRoutes);
  app.route("/api/assets", assetsRoutes);
  app.route("/api/xr", xrTargetRoutes);
  app.route("/api/templates", templatesRoutes);
  app.route("/api/richtemplates", richTemplatesRoutes);
  // Players on other origins may preflight the tags and the hosted creatives they read.
  app.options("/api/vast/*", publicPreflight);
  app.options("/creatives/*", publicPreflight);
  app.route("/api/vast", vastRoutes);
  app.route("/api/tracker", trackerRoutes);
  app.route("/api/interactions", interactionsRoutes);
  app.route("/api/reportSchedule", reportScheduleRoutes);
  app.route("/api/embed", embedApiRoutes);
  app.route("/api/notes-app", notesRoutes);
  // The OpenAPI document and its reference page (public).
  app.route("/api", openApiRoutes);
  // Stored files are public (logos on showcase pages); before the SPA, which takes every other path.
  app.route("/files", fileRoutes);
  // Hosted creatives (sandboxed by their CSP) and the publisher embed script with its demo page.
  app.route("/creatives", creativeRoutes);
  // The AI tracker's phone page (camera, poster tracking) and the tracking library only it loads.
  app.route("/xr", xrPageRoutes);
  app.route("/", embedRoutes);
  // Crawl rules, before the SPA would answer its HTML for /robots.txt.
  app.route("/", robotsRoutes);
  // A public showcase is the studio page with the company's Open Graph tags, for link previews.
  app.get("/showcase/:companyId", showcasePage);
  app.get("/showcase/:companyId/og-image.png", showcaseOgImageRoute);
  // The sign-in page is drawn before any script runs too (a phone's first paint, issue 34).
  app.get("/login", loginPage);
  // A share link's review page: its address is a secret (never indexed, never sent on as a referrer).
  app.use("/review/*", reviewPageHeaders);
  // Everything else outside /api is the studio SPA; unknown /api paths fall through to the JSON 404.
  app.get("*", studioStatic);

  app.notFound((c) => c.json({ message: "Not found" }, 404));
  app.onError((error, c) => {
    if (error instanceof HttpError) return sendError(c, error);
    // A file storage that does not answer (an S3 bucket) is not a bug either: 503, nothing half-written.
    if (error instanceof StorageUnavailableError) {
      c.var.log?.warn({ err: error.reason }, "file storage unavailable");
      return sendError(c, storageUnavailable());
    }
    // A lost database is not the request's fault nor a bug: 503 with Retry-After while it comes back.
    if (isDatabaseUnavailable(error)) {
      deps.database.availability.report(error);
      return sendError(c, databaseUnavailable());
    }

    // The logger's `err` serializer keeps only a database error's code and constraint (never its
    // parameters); a data exception PostgreSQL caught is still the request's fault, not the server's.
    c.var.log?.error({ err: error }, "unhandled error");
    if (databaseErrorStatus(error) === 400) return c.json({ message: "Invalid input" }, 400);
    return c.json({ message: "Internal server error" }, 500);
  });
  return app;
}

export type App = ReturnType<typeof createApp>;

/**
 * `serve()`'s `createServer` option for the app of `deps`: beacons and scans answered on their hot paths
 * (see HotPath), everything else by the app.
 */
export function serverFor(deps: AppDeps) {
  const hotPaths: HotPath[] = [beaconHotPath(deps), scanHotPath(deps)];
  return serverWithHotPaths(hotPaths);
}
