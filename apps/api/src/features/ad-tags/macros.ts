import type { AdServer, AdServerMacros } from "@adstudio/contract";

/**
 * What each ad server fills into a tag when it serves it (checked against each server's own documentation,
 * see docs/delivery.md "Ad tags"): the click-tracking URL unescaped (the JS and MRAID tags prefix each exit
 * with it in JavaScript), once escaped (the iframe tag carries it inside its address), and a cache-buster.
 * CM360 has one click string macro, `%c`; its click strings hold no `&`, so it rides in the iframe's
 * address unescaped.
 */
// biome-ignore-start lint/suspicious/noTemplateCurlyInString: `${…}` are the ad servers' macros, written as they are
export const AD_SERVER_MACROS: Record<AdServer, AdServerMacros> = {
  gam: {
    server: "gam",
    label: "Google Ad Manager",
    click: "%%CLICK_URL_UNESC%%",
    clickEscaped: "%%CLICK_URL_ESC%%",
    cacheBuster: "%%CACHEBUSTER%%",
  },
  cm360: {
    server: "cm360",
    label: "Campaign Manager 360",
    click: "%c",
    clickEscaped: "%c",
    cacheBuster: "%n",
  },
  dv360: {
    server: "dv360",
    label: "Display & Video 360",
    click: "${CLICK_URL}",
    clickEscaped: "${CLICK_URL_ENC}",
    cacheBuster: "${CACHEBUSTER}",
  },
  xandr: {
    server: "xandr",
    label: "Microsoft Invest (Xandr)",
    click: "${CLICK_URL}",
    clickEscaped: "${CLICK_URL_ENC}",
    cacheBuster: "${CACHEBUSTER}",
  },
};
// biome-ignore-end lint/suspicious/noTemplateCurlyInString: see above
