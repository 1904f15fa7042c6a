// The rich-text feature's public face: what other features may use. Everything else here is internal.
export { withRichTextHtml } from "./rich-text-values.js";
