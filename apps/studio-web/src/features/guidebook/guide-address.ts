/**
 * Where the user guide PDF is: the guide built from the repository's docs (scripts/build-guide.mjs, shipped
 * in the studio at this path) unless the build sets `VITE_ADSTUDIO_GUIDE_URL` to another address. pdf.js
 * fetches it, and the studio's CSP allows fetches only from its own origin, so another address must be a
 * path on the studio's origin (for example a file placed beside the built studio, or a proxied one).
 */
export const DEFAULT_GUIDE_URL = "/guide/adstudio-guide.pdf";

export const GUIDE_PDF_URL: string = import.meta.env.VITE_ADSTUDIO_GUIDE_URL || DEFAULT_GUIDE_URL;

/** The file name a download is saved under. */
export const GUIDE_FILE_NAME = "adstudio-guide.pdf";

/** Zoom steps of the viewer, as a share of the page's fitted width. */
export const GUIDE_ZOOM_STEPS = [0.5, 0.75, 1, 1.25, 1.5, 2] as const;
