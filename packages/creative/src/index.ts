export * from "./document/index";
