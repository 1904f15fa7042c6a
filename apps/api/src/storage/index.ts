export { storageAddresses } from "./addresses.js";
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
export { createS3Storage, type S3Storage, type S3StorageOptions } from "./s3-storage.js";
export {
  type FileStorage,
  IMMUTABLE_CACHE,
  isContentAddressed,
  isImmutableKey,
  isSafeKey,
  SHORT_CACHE,
  STORAGE_RETRY_AFTER_SECONDS,
  STORAGE_UNAVAILABLE_MESSAGE,
  type StorageBody,
  StorageUnavailableError,
  type StoredFile,
  storageUnavailable,
} from "./storage.js";
