export { cssText, layerCss } from "./css";
export type { CssDeclaration, CssMedium, FieldDescriptor, PropEntry } from "./entry";
export { LAYER_PROPS, type LayerPropName } from "./registry";
