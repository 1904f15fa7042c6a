// The roles feature's public face: what other features may use. Everything else here is internal.
export { permissionsBeyond } from "./grant-rules.js";
