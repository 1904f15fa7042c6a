export * from "./assets";
export * from "./behaviour";
export * from "./document";
export * from "./features";
export * from "./ids";
export * from "./layer";
export * from "./migrate";
