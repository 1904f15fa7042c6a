/**
 * The top bar's Showcase and Contact links. They open the studio's own pages in a new tab, so the preview
 * stays open: the contact form for an account, and the ad's company's public showcase (showcase-link.ts),
 * or this one (the visitor's own) when the ad's company is not known.
 */
export const SHOWCASE_URL = "/my-showcase";
export const CONTACT_URL = "/studio/contact";
/** Shown when the owner has no logo or theirs fails to load. */
export const DEFAULT_LOGO_URL = "/favicon.svg";
export const PRODUCT_NAME = "Adstudio";
