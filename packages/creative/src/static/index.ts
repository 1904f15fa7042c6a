export { stillAltText, stillFileNames, stillPage } from "./page";
export { boxStyle, STATIC_FONT_FAMILY, type StaticElement, staticAssetHashes, staticTree } from "./tree";
