export { absolutizeVast, isVastDocument, servedVastDocument, siteRelativeVast } from "./vast-document.js";
