export { assetPath } from "./assets";
export { escapeHtml } from "./escape";
export { RenderError, type RenderMode, type RenderOptions, type RenderResult, render } from "./render";
