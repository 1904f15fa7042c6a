export { CREATIVE_CSP } from "./routes.js";
export { absolutizeVast, isVastDocument, servedVastDocument, siteRelativeVast } from "./vast-document.js";
