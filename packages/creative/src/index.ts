export * from "./document/index";
export * from "./formats/index";
export {
  assetPath,
  RenderError,
  type RenderMode,
  type RenderOptions,
  type RenderResult,
  render,
} from "./render/index";
