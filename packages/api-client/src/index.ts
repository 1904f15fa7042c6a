// Each module exports its endpoint group and the types its callers use; nothing is declared here.
export type { BulkResponse, BulkRowResult, BulkRowStatus, BulkSummary } from "@adstudio/core";
export * from "./ads";
export * from "./auth";
export * from "./call";
export * from "./campaigns";
export * from "./client";
export * from "./companies";
export * from "./errors";
export * from "./form-elements";
export * from "./list-params";
export * from "./mail";
export * from "./menu-collection";
export * from "./qr";
export * from "./roles";
export * from "./secret-key";
export * from "./transport";
export type * from "./types";
export * from "./users";
