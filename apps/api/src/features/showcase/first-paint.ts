import { SHOWCASE_BOOTSTRAP_ID, type ShowcaseBootstrap, type ShowcaseCompany } from "@adstudio/contract";
import {
  AD_TYPE_LABELS,
  adPreviewLink,
  escapeHtml,
  type PictureSources,
  pictureSources,
  SHOWCASE_COVER_SIZES,
} from "@adstudio/core";

/**
 * What the server's /showcase/{companyId} page carries so the first paint needs no script (issue 14's
 * Lighthouse target): a static picture of the page inside `#root` (React replaces it when it renders),
 * the first view's data as JSON (the studio draws the cards without asking again), and modulepreload
 * links for the route's chunks (http/route-preloads.ts: they load beside the entry, not after it).
 */

/** As the studio's cards: the first row's pictures are loaded at once, the first one (the LCP) first. */
const FIRST_ROW = 4;
const DEFAULT_PICTURE = "/favicon.svg";

/** As the studio's safeImageUrl: http(s), inlined pictures or this origin's paths; anything else is dropped. */
function safePicture(value: string | null | undefined): string | null {
  const url = value?.trim();
  if (!url) return null;
  if (/^https?:\/\//i.test(url) || /^data:image\/(png|jpe?g|gif|webp);/i.test(url)) return url;
  return url.startsWith("/") && !url.startsWith("//") ? url : null;
}

/**
 * A CSS `url('…')` of an address safePicture let through: quotes, backslashes, brackets and white space
 * are percent-encoded so the address cannot end the value (the attribute is HTML-escaped on top).
 */
function cssUrl(url: string): string {
  return `url('${url.replace(/['"\\()\s]/g, (c) => `%${c.charCodeAt(0).toString(16).padStart(2, "0")}`)}')`;
}

/**
 * Styles of the static picture only (class names prefixed so they meet nothing of the studio's), with the
 * few globals of Mantine's it relies on (body margin, box sizing, Mantine's font stack), since the studio's
 * stylesheets load after it (withFirstPaint) and must not move it when they arrive.
 */
const SKELETON_STYLE = `<style>
body{margin:0;font-size:16px;line-height:1.55}
.sk-page,.sk-page *{box-sizing:border-box}
.sk-page{min-height:100dvh;background:linear-gradient(180deg,#f6f7fb 0%,#eceff5 100%);color:#1a1b1e;font-family:var(--mantine-font-family,-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif)}
.sk-bar{display:flex;align-items:center;gap:12px;min-height:69px;padding:12px 28px;background:#fff;border-bottom:1px solid #dee2e6;box-sizing:border-box;font-weight:700;font-size:18px}
.sk-bar img{height:40px;width:auto;max-width:160px;object-fit:contain}
.sk-body{display:flex;gap:32px;max-width:1360px;margin:0 auto;padding:32px 28px 40px;box-sizing:border-box}
.sk-side{flex:none;width:210px;margin:0;padding:0;list-style:none}
.sk-side li{padding:9px 14px;border-radius:8px;font-size:13px;font-weight:600;letter-spacing:.06em;text-transform:uppercase;color:#343a40}
.sk-side li:first-child{background:#1971c2;color:#fff}
.sk-main{flex:1;min-width:0;display:flex;flex-direction:column;gap:24px}
.sk-main h1{margin:0;font-size:22px;line-height:1.4}
.sk-grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(250px,1fr));gap:24px;margin:0;padding:0;list-style:none}
.sk-card{display:block;overflow:hidden;border-radius:14px;background:#fff;box-shadow:0 1px 2px rgba(16,24,40,.06),0 4px 14px rgba(16,24,40,.06);color:inherit;text-decoration:none}
a.sk-card:focus-visible{outline:2px solid #1971c2;outline-offset:2px}
.sk-cover picture{display:contents}
.sk-cover img{display:block;width:100%;height:100%;object-fit:cover}
.sk-cover{aspect-ratio:5/4;border-bottom:1px solid #e9ecef;background-color:#e4e8f2;background-position:center;background-size:cover;background-repeat:no-repeat}
.sk-cover[data-fallback]{background-size:28%}
.sk-card p{margin:0;padding:14px 16px 16px;font-weight:700}
.sk-card p:nth-child(2):not(:last-child){padding-bottom:2px}
.sk-card p+p{padding-top:0;font-weight:400;font-size:14px;color:#868e96}
@media (max-width:760px){.sk-bar{padding:10px 16px}.sk-body{flex-direction:column;gap:18px;padding:18px 16px 28px}.sk-side{display:none}.sk-grid{grid-template-columns:1fr;gap:18px}}
</style>`;

/** The picture a card shows: its cover, else its first frame drawn at publishing. */
function ownPicture(ad: ShowcaseBootstrap["list"]["docs"][number]): string | null {
  return safePicture(ad.coverImage?.location) ?? safePicture(ad.thumbnail);
}

/**
 * A card's cover: `<picture>` with AVIF and WebP sources in every width over the fallback `<img>`, sized
 * as the card is laid out. The first row loads at once, the first card (the page's largest paint) with
 * high priority; later rows wait until scrolled to. `alt=""`: a picture that does not load (another
 * origin the policy refuses, a file gone) shows nothing, not a broken-image sign, over the card's logo.
 */
function coverPicture(own: string, sources: PictureSources | null, index: number): string {
  const loading =
    index === 0
      ? 'loading="eager" fetchpriority="high"'
      : index < FIRST_ROW
        ? 'loading="eager"'
        : 'loading="lazy" decoding="async"';
  const sizes = `sizes="${escapeHtml(SHOWCASE_COVER_SIZES)}"`;
  if (!sources) return `<img src="${escapeHtml(own)}" alt="" ${loading}>`;
  const img = `<img src="${escapeHtml(sources.fallback)}" srcset="${escapeHtml(sources.fallbackSet)}" ${sizes} alt="" ${loading}>`;
  return `<picture><source type="image/avif" srcset="${escapeHtml(sources.avifSet)}" ${sizes}><source type="image/webp" srcset="${escapeHtml(sources.webpSet)}" ${sizes}>${img}</picture>`;
}

/**
 * A `<link rel="preload">` for the first card's picture, so it loads beside the page's scripts and
 * styles instead of after them: the AVIF sizes (every browser that preloads decodes AVIF; one that does
 * not skips a typed preload), else the picture itself. Empty when the first card has no picture.
 */
export function coverPreload(first: Pick<ShowcaseBootstrap, "list"> | null): string {
  const ad = first?.list.docs[0];
  const own = ad ? ownPicture(ad) : null;
  if (!own) return "";
  const sources = pictureSources(own);
  if (!sources) return `<link rel="preload" as="image" href="${escapeHtml(own)}" fetchpriority="high">`;
  return `<link rel="preload" as="image" type="image/avif" imagesrcset="${escapeHtml(sources.avifSet)}" imagesizes="${escapeHtml(SHOWCASE_COVER_SIZES)}" fetchpriority="high">`;
}

/**
 * The page as it will look, drawn by the server: top bar, categories, heading and the first page's cards,
 * each a link to its ad's preview, so the page works without script too. Covers are responsive `<picture>`s
 * (coverPicture) over the company's logo, which shows where a card has no picture or its picture fails.
 */
export function skeleton(
  company: ShowcaseCompany,
  title: string,
  first: Pick<ShowcaseBootstrap, "list" | "categories"> | null,
): string {
  const logo = safePicture(company.logo);
  const cards = (first?.list.docs ?? []).map((ad, index) => {
    const own = ownPicture(ad);
    const style = escapeHtml(`background-image:${cssUrl(logo ?? DEFAULT_PICTURE)}`);
    const picture = own ? coverPicture(own, pictureSources(own), index) : "";
    const cover = `<div class="sk-cover" data-fallback style="${style}">${picture}</div>`;
    const heading = ad.previewHeading ? `<p>${escapeHtml(ad.previewHeading)}</p>` : "";
    const body = `${cover}<p>${escapeHtml(ad.previewName || ad.name)}</p>${heading}`;
    const link = adPreviewLink(ad);
    return link
      ? `<li><a class="sk-card" href="${escapeHtml(link)}" target="_blank" rel="noopener">${body}</a></li>`
      : `<li><div class="sk-card">${body}</div></li>`;
  });
  const categories = first
    ? ["All", ...first.categories.docs.map((type) => AD_TYPE_LABELS[type] ?? type)]
        .map((label) => `<li>${escapeHtml(label)}</li>`)
        .join("")
    : "";
  return [
    `<div class="sk-page" aria-busy="true">`,
    `<header class="sk-bar"><img src="${escapeHtml(logo ?? DEFAULT_PICTURE)}" alt=""><span>${escapeHtml(company.name)}</span></header>`,
    `<div class="sk-body"><ul class="sk-side">${categories}</ul><main class="sk-main"><h1>${escapeHtml(title)}</h1>`,
    cards.length > 0 ? `<ul class="sk-grid">${cards.join("")}</ul>` : "",
    `</main></div></div>`,
  ].join("");
}

/** The first view's answers as JSON inside a script element: `<` escaped so no text can end the element. */
export function bootstrapScript(data: ShowcaseBootstrap): string {
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  return `<script type="application/json" id="${SHOWCASE_BOOTSTRAP_ID}">${json}</script>`;
}

const STYLESHEET = /<link rel="stylesheet"[^>]*>\s*/g;

/**
 * Puts the preloads and the picture's style in the head and the picture plus data in `#root` of the
 * studio's page. The studio's stylesheets (all of Mantine's, the route's) move after `#root`: the picture
 * needs none of them, and a stylesheet in the body holds back only what comes after it, so the page
 * paints as soon as its HTML is in. The studio's scripts still run only once they have loaded.
 */
export function withFirstPaint(
  html: string,
  parts: { preloads: string; skeleton: string; bootstrap: string },
): string {
  const head = html.slice(0, html.indexOf("</head>"));
  const styles = [...head.matchAll(STYLESHEET), ...parts.preloads.matchAll(STYLESHEET)].map(([link]) =>
    link.trim(),
  );
  const preloads = parts.preloads.replace(STYLESHEET, "").trim();
  return `${head.replace(STYLESHEET, "").trimEnd()}\n    ${[preloads, SKELETON_STYLE].filter(Boolean).join("\n    ")}\n  ${html.slice(html.indexOf("</head>"))}`.replace(
    '<div id="root"></div>',
    () => `<div id="root">${parts.skeleton}</div>${parts.bootstrap}\n    ${styles.join("\n    ")}`,
  );
}
