/**
 * Product constants of spec studio §9 and shell §9 (demo-only figures such as the mock tax rate are left
 * out on purpose). Units are in the names: `_MS` milliseconds, `_PX` CSS pixels, `_BYTES` bytes.
 */

/** Minimum length of username/email, password and display name. */
export const MIN_TEXT_LENGTH = 4;

/** Server-paged tables: form elements, roles, menu collection, company, QR. */
export const TABLE_PAGE_SIZE = 10;
/** Showcase cards per page, newest first. */
export const SHOWCASE_PAGE_SIZE = 8;
export const SHOWCASE_SORT = { createdAt: -1 } as const;
/** Rows per page of an array field rendered as a table in the dynamic form. */
export const ARRAY_TABLE_PAGE_SIZE = 5;

/** Logo and cover image limit: 1 MB, i.e. 1024 KB. */
export const IMAGE_MAX_BYTES = 1024 * 1024;
/** Recommended showcase cover image size. */
export const COVER_IMAGE_SIZE = { width: 250, height: 200 } as const;
/** Uploaded cover images are stored under a file name with this prefix. */
export const COVER_IMAGE_FILE_PREFIX = "coverImage_";
/** Company save: below this many characters a phone number counts as missing. */
export const PHONE_LENGTH_THRESHOLD = 12;

/** How long 'Copied' stays after a copy button is pressed. */
export const COPY_CONFIRMATION_MS = 3000;
/** Notices (toasts) hide themselves after this long. */
export const NOTIFICATION_AUTO_HIDE_MS = 12000;

/** QR code in the 'QR' view dialog. */
export const QR_DIALOG_SIZE = 300;
/** The downloaded QR JPEG is rendered at this multiple of the dialog size. */
export const QR_DOWNLOAD_SCALE = 2;
/** JPEG quality of the downloaded QR (maximum). */
export const QR_JPEG_QUALITY = 1;
/** QR code in the preview page's side control panel. */
export const SIDE_PANEL_QR_PX = 60;

/** Toolbar search shows at most this many suggestions. */
export const SEARCH_SUGGESTION_LIMIT = 10;

export const NAVBAR_WIDTH_PX = 280;
export const NAVBAR_FOLDED_WIDTH_PX = 64;
export const CHAT_PANEL_WIDTH_PX = 360;
export const SETTINGS_PANEL_WIDTH_PX = 380;
export const BOXED_MAX_WIDTH_PX = 1280;
export const CONTAINER_MAX_WIDTH_PX = 1120;
export const SIDEBAR_WIDTH_PX = 240;
export const PAGE_HEADER_HEIGHT_PX = { normal: 120, tall: 136, sidebar: 200 } as const;
/** The shell's toolbar, and the navbar's logo row level with it. */
export const TOOLBAR_HEIGHT_PX = 64;
/** The footer's Login to DSP strip toggles between this height and 0, showing this many images. */
export const DSP_STRIP_HEIGHT_PX = 479;
export const DSP_STRIP_IMAGE_COUNT = 10;
export const MENU_HOVER_DELAY_MS = 150;
export const MENU_POPUP_Z_INDEX = 999;
export const SELECT_POPUP_MAX_HEIGHT_PX = 224;
export const LONG_TEXT_ROWS = 4;

/** Generated unique ids are this many lowercase hexadecimal characters. */
export const UNIQUE_ID_LENGTH = 8;
export const UNIQUE_ID_PATTERN = /^[0-9a-f]{8}$/;

export const DEFAULT_TIMEZONE = "Asia/Kolkata";
/** Default country (company form, phone inputs): India. */
export const DEFAULT_COUNTRY_CODE = "IN";
/** Where `/` sends a signed-in user. */
export const DEFAULT_REDIRECT = "/studio/ads";
/** Form elements without an explicit order sort as if they had this one. */
export const FORM_ELEMENT_DEFAULT_ORDER = 1;

/** Languages offered in the language menu, and those the navigation texts exist in. */
export const UI_LANGUAGES = ["en"] as const;
export const NAVIGATION_LANGUAGES = ["en", "tr", "ar"] as const;

/** Browser storage key of the access token (spec studio §7). */
export const TOKEN_STORAGE_KEY = "jwt_access_token";

/**
 * Number of pages for `total` items: total divided by page size, rounded up (0 items → 0 pages).
 * Throws on a page size that is not a positive integer, which would otherwise give Infinity or NaN.
 */
export function pageCount(total: number, pageSize: number): number {
  if (!Number.isInteger(pageSize) || pageSize <= 0) throw new RangeError(`Invalid page size: ${pageSize}`);
  return Math.max(0, Math.ceil(total / pageSize));
}

/** File name of a downloaded QR code: `{id}_QR.jpg` (spec studio §2). */
export function qrDownloadFileName(id: string): string {
  return `${id}_QR.jpg`;
}
