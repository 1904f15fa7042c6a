/**
 * The top bar's Showcase link. It opens in a new tab, so the preview stays open: the ad's company's public
 * showcase (showcase-link.ts), or this one (the visitor's own) when the ad's company is not known. The
 * Contact link is contact-link.ts's.
 */
export const SHOWCASE_URL = "/my-showcase";
/** Shown when the owner has no logo or theirs fails to load. */
export const DEFAULT_LOGO_URL = "/favicon.svg";
export const PRODUCT_NAME = "Adstudio";
