// The bulk feature's public face: what other features may use. Everything else here is internal.

export type { ValidRow } from "./rows.js";
export { BulkBatch } from "./rows.js";
