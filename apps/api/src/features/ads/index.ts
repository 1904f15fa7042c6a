// The ads feature's public face: what other features may use. Everything else here is internal.
export { assetStorageKey } from "./asset-files.js";
export { previewDraft, previewSizeHtml } from "./draft-preview.js";
export { sizeZips, VIDEO_TAG_FORMATS } from "./publish.js";
export { prepareStill, rasteriseSize, STILL_FORMAT } from "./rasterise.js";
export type { AdKind, AdSortField, CompanyScope } from "./repo.js";
export { companyExists, findAd, insertAd, listAds, setThumbnail } from "./repo.js";
export {
  checkMayStart,
  createAd,
  deleteAd,
  NOT_YOUR_COMPANY_MESSAGE,
  owningCompany,
  scopeOf,
  toRecord,
  toSummary,
  updateAd,
  visibleAd,
  withCurrentDocument,
} from "./service.js";
export { THUMBNAIL_WIDTH } from "./thumbnail.js";
export { servedVastTagOf } from "./vast-tag.js";
export { latestPublishedDesign } from "./versions.js";
export type { VideoFacts } from "./video-probe.js";
export { probeMp4 } from "./video-probe.js";
