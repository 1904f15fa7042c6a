// The qr feature's public face: what other features may use. Everything else here is internal.
export { renderQrImage } from "./qr-image.js";
