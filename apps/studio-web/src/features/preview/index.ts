export { PUBLIC_PREVIEW_PATH, previewLink } from "./preview-link";
export { PreviewPage, type PreviewPageProps } from "./preview-page";
export { type PreviewSearch, parsePreviewSearch } from "./search";
