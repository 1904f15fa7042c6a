export { stillAltText, stillFileNames, stillPage } from "./page";
export { STATIC_FONT_FAMILY } from "./satori-style";
export { boxStyle, type StaticElement, staticAssetHashes, staticTree } from "./tree";
