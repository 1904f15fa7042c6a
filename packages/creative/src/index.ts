export * from "./document/index";
export * from "./formats/index";
export {
  assetPath,
  type BeaconProfile,
  beaconProfile,
  RenderError,
  type RenderMode,
  type RenderOptions,
  type RenderResult,
  render,
} from "./render/index";
