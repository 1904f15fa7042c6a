import { readFile } from "node:fs/promises";
import path from "node:path";
import { escapeHtml, SHOWCASE_PAGE_SIZE, SHOWCASE_SORT } from "@adstudio/core";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../../app-env.js";
import { HttpError } from "../../http/errors.js";
import { publicOrigin } from "../../http/public-url.js";
import { bootstrapScript, routePreloads, skeleton, withFirstPaint } from "./first-paint.js";
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
  tags: { title: string; description: string; url: string; image: string },
): string {
  const meta = [
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="Adstudio" />`,
    `<meta property="og:title" content="${escapeHtml(tags.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(tags.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(tags.url)}" />`,
    ...(tags.image ? [`<meta property="og:image" content="${escapeHtml(tags.image)}" />`] : []),
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

/**
 * GET /showcase/{companyId} – the studio page with the company's Open Graph tags filled in. An unknown
 * company still gets the studio (which shows its 404 page) with status 404; without a built studio the
 * request falls through to the static handler's own answer.
 */
export const showcasePage = createMiddleware<AppEnv>(async (c, next) => {
  const deps = c.var.deps;
  let html: string;
  try {
    html = await readFile(path.join(deps.config.studioDir, "index.html"), "utf8");
  } catch {
    return next();
  }
  c.header("Cache-Control", "no-cache");
  c.header("Content-Type", "text/html; charset=utf-8");
  let company: Awaited<ReturnType<typeof publicCompany>>;
  try {
    company = await publicCompany(deps, c.req.param("companyId") ?? "");
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return c.body(html, 404);
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
    routePreloads(deps.config.studioDir, html),
  ]);
  const first = list.docs[0];
  const picture = first?.coverImage?.location || first?.thumbnail || company.logo;
  const title = showcaseTitle(company.name);
  const tagged = withShowcaseTags(html, {
    title,
    description: `${list.total} playable ${list.total === 1 ? "ad" : "ads"} by ${company.name}, made with Adstudio.`,
    url: `${origin}/showcase/${company._id}`,
    image: picture ? absolute(origin, picture) : "",
  });
  return c.body(
    withFirstPaint(tagged, {
      preloads,
      skeleton: skeleton(company, title, firstView ? { list, categories } : null),
      bootstrap: firstView ? bootstrapScript({ companyId: company._id, list, categories }) : "",
    }),
    200,
  );
});
