export { type DecodedImage, decodeImageDataUrl, IMAGE_TYPE_MESSAGE, sniffImageType } from "./images.js";
export { createLocalStorage } from "./local-storage.js";
export { fileRoutes, safeFileName } from "./routes.js";
export { type FileStorage, isContentAddressed, isSafeKey, type StoredFile } from "./storage.js";
