/**
 * The top bar's Showcase and Contact links. They open the studio's own pages in a new tab, so the preview
 * stays open: the showcase of the visitor's company and the contact form for an account.
 */
export const SHOWCASE_URL = "/my-showcase";
export const CONTACT_URL = "/studio/contact";
/** Shown when the owner has no logo or theirs fails to load. */
export const DEFAULT_LOGO_URL = "/favicon.svg";
export const PRODUCT_NAME = "Adstudio";
