/** Reported by /api/health; kept in step with apps/api/package.json. */
export const VERSION = "0.1.0";
