// The notes feature's public face: what other features may use. Everything else here is internal.
export { latestNotes } from "./service.js";
