import { DSP_STRIP_IMAGE_COUNT, SUPPORT_PATH } from "@adstudio/core";

/**
 * Where the footer's links go. The guide PDF is viewed in the studio's own /guidebook page (spec studio
 * §2), which keeps the link independent of any content host or environment.
 */
export const GUIDELINES_URL = "/guidebook";
export const MY_SHOWCASE_PATH = "/my-showcase";
export const CUSTOMER_CARE_PATH = SUPPORT_PATH;
/** Shown on the support page; operators of a deployment replace it with their own desk. */
export const CUSTOMER_CARE_EMAIL = "support@adstudio.example";

/** The Login to DSP strip's partner tiles, shipped in public/dsp/ (generic shapes, no trademarks). */
export const DSP_IMAGES = Array.from({ length: DSP_STRIP_IMAGE_COUNT }, (_, index) => {
  const number = String(index + 1).padStart(2, "0");
  return { src: `/dsp/partner-${number}.svg`, alt: `DSP partner ${index + 1}` };
});
