import { readFile } from "node:fs/promises";
import path from "node:path";
import { escapeHtml, SHOWCASE_PAGE_SIZE, SHOWCASE_SORT } from "@adstudio/core";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../../app-env.js";
import { HttpError } from "../../http/errors.js";
import { publicOrigin } from "../../http/public-url.js";
import { publicShell, routePreloads, withLowPriorityScripts } from "../../http/route-preloads.js";
import { bootstrapScript, coverPreload, skeleton, withFirstPaint } from "./first-paint.js";
import { OG_IMAGE, showcaseOgImage } from "./og-image.js";
import { listPublic, publicCategories, publicCompany } from "./service.js";

/** The page's title, as the studio's showcase page sets it once loaded (spec studio §2). */
export const showcaseTitle = (companyName: string) => `${companyName} showcase`;

function absolute(origin: string, address: string): string {
  return /^https?:\/\//i.test(address) ? address : `${origin}${address.startsWith("/") ? "" : "/"}${address}`;
}

/**
 * The studio's index.html with the showcase's title and Open Graph tags, so a shared link previews with
 * the company's name and picture (crawlers run no script). The studio replaces nothing else: the SPA
 * renders the page as for any route.
 */
export function withShowcaseTags(
  html: string,
  tags: { title: string; description: string; url: string; image: string; imageAlt?: string },
): string {
  const meta = [
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="Adstudio" />`,
    `<meta property="og:title" content="${escapeHtml(tags.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(tags.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(tags.url)}" />`,
    ...(tags.image
      ? [
          `<meta property="og:image" content="${escapeHtml(tags.image)}" />`,
          `<meta property="og:image:width" content="${OG_IMAGE.width}" />`,
          `<meta property="og:image:height" content="${OG_IMAGE.height}" />`,
          `<meta property="og:image:alt" content="${escapeHtml(tags.imageAlt ?? tags.title)}" />`,
        ]
      : []),
    `<meta name="twitter:card" content="${tags.image ? "summary_large_image" : "summary"}" />`,
  ].join("\n    ");
  // Function replacements: a `$&` in a company name must stay text, not a replacement pattern.
  return html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(tags.title)}</title>\n    ${meta}`)
    .replace(
      /<meta name="description" content="[^"]*" \/>/,
      () => `<meta name="description" content="${escapeHtml(tags.description)}" />`,
    );
}

/** The studio's own page, for an unknown company's 404 (else the public shell the caller has). */
async function studioPage(studioDir: string, fallback: string): Promise<string> {
  return readFile(path.join(studioDir, "index.html"), "utf8").catch(() => fallback);
}

/**
 * GET /showcase/{companyId} – the public pages' shell (http/route-preloads.ts publicShell) with the company's Open Graph tags filled in. An unknown
 * company still gets the studio (which shows its 404 page) with status 404; without a built studio the
 * request falls through to the static handler's own answer.
 */
export const showcasePage = createMiddleware<AppEnv>(async (c, next) => {
  const deps = c.var.deps;
  const shell = await publicShell(deps.config.studioDir);
  if (!shell) return next();
  const { html } = shell;
  c.header("Cache-Control", "no-cache");
  c.header("Content-Type", "text/html; charset=utf-8");
  let company: Awaited<ReturnType<typeof publicCompany>>;
  try {
    company = await publicCompany(deps, c.req.param("companyId") ?? "");
  } catch (error) {
    // The studio draws its 404 page (the public entry has none).
    if (error instanceof HttpError && error.status === 404)
      return c.body(await studioPage(deps.config.studioDir, html), 404);
    throw error;
  }
  const origin = publicOrigin(c);
  // The first view (page 1, every category) goes into the page; another view the studio asks for itself.
  const firstView = c.req.query("page") === undefined && c.req.query("type") === undefined;
  const [list, categories, preloads] = await Promise.all([
    listPublic(
      deps,
      { companyId: company._id, limit: SHOWCASE_PAGE_SIZE, page: 1, sort: SHOWCASE_SORT, types: [] },
      origin,
    ),
    publicCategories(deps, company._id),
    routePreloads(deps.config.studioDir, html, shell.keys.showcase, shell.manifest),
  ]);
  // The 1200×630 picture is drawn on request (og-image.ts) from the newest ad, else the logo.
  const picture = list.docs.length > 0 || company.logo ? `/showcase/${company._id}/og-image.png` : "";
  const title = showcaseTitle(company.name);
  const tagged = withShowcaseTags(html, {
    title,
    description: `${list.total} playable ${list.total === 1 ? "ad" : "ads"} by ${company.name}, made with Adstudio.`,
    url: `${origin}/showcase/${company._id}`,
    image: picture ? absolute(origin, picture) : "",
  });
  return c.body(
    withLowPriorityScripts(
      withFirstPaint(tagged, {
        // The first card's picture is the page's largest paint (issue 34): it loads beside the scripts.
        preloads: [coverPreload(firstView ? { list } : null), preloads].filter(Boolean).join("\n    "),
        skeleton: skeleton(company, title, firstView ? { list, categories } : null),
        bootstrap: firstView ? bootstrapScript({ companyId: company._id, list, categories }) : "",
      }),
    ),
    200,
  );
});

/**
 * GET /showcase/{companyId}/og-image.png – the showcase's link-preview picture (1200×630), public like the
 * page. 404 for an unknown company or one with nothing to show; kept an hour by caches (a newly published
 * ad shows within that hour).
 */
export async function showcaseOgImageRoute(c: Context<AppEnv>): Promise<Response> {
  const image = await showcaseOgImage(c.var.deps, c.req.param("companyId") ?? "");
  if (!image) return c.json({ message: "This showcase has no picture yet." }, 404);
  c.header("Content-Type", "image/png");
  c.header("Cache-Control", "public, max-age=3600");
  // Link previews are fetched by other sites' crawlers and shown on their pages.
  c.header("Cross-Origin-Resource-Policy", "cross-origin");
  return c.body(image as Uint8Array<ArrayBuffer>, 200);
}
