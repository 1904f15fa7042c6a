// The chat feature's public face: what other features may use. Everything else here is internal.
export { type Notice, sendNotice } from "./notices.js";
