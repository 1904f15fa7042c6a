/// <reference lib="dom" />
// The VAST reader, loader and tracker take XML text, fetch and a video element's events: browser APIs
// that jsdom (tests) and the browser provide. toVast writes text only and runs anywhere.
export * from "./to-vast";
export * from "./vast-loader";
export * from "./vast-parser";
export * from "./vast-tracker";
export * from "./vast-video";
