export {
  type DecodedImage,
  type DecodeImageResult,
  decodeImage,
  decodeImageDataUrl,
  IMAGE_DECODE_MESSAGE,
  IMAGE_PIXEL_LIMITS,
  IMAGE_PIXELS_MESSAGE,
  IMAGE_TYPE_MESSAGE,
  type ImageSizeLimit,
  sniffImageType,
} from "./images.js";
export { createLocalStorage } from "./local-storage.js";
export { pictureVariant, storeCoverVariants } from "./picture-variants.js";
export { fileRoutes, safeFileName } from "./routes.js";
export { type FileStorage, isContentAddressed, isSafeKey, type StoredFile } from "./storage.js";
