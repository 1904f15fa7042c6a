export { cssText, layerCss } from "./css";
export type { CssDeclaration, CssMedium, FieldDescriptor, PropEntry } from "./entry";
export { PROP_FIELDS, type PropField } from "./fields";
export { LAYER_PROPS, type LayerPropName } from "./registry";
