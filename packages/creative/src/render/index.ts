export { assetPath } from "./assets";
/** What beacons a published creative can send: the tracker refuses any other. */
export { type BeaconProfile, beaconProfile } from "./beacon-profile";
/** The editor canvas's in-place updates (issue 29): one layer rendered as the page holds it, and the diff. */
export { editorPatch } from "./editor-patch";
export { escapeHtml } from "./escape";
/** What a click does in the shipped ad: the editor's Properties and Actions say the same. */
export { clickExits, exitNames, wholeAdExit } from "./exits";
export { type LayerRender, renderLayer } from "./layer-render";
/** How the renderer resolves a layer's props for a size and orders siblings: the editor reads the same. */
export { layerTree } from "./layers";
export { RenderError, type RenderMode, type RenderOptions, type RenderResult, render } from "./render";
export { propsFor } from "./styles";
